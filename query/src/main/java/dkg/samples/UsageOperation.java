package dkg.samples;

import dkg.code.UsagePatterns;
import dkg.op.Operation;
import dkg.op.Param;

/** {@code usage}: how NVIDIA's samples use a library, mined from their call sites. */
public final class UsageOperation {
    private UsageOperation() {}

    /** The library and the samples release (null: the newest). */
    public record Request(String library, String docaVersion) {}

    public static final Operation<Request, UsagePatterns> OPERATION = Operation.<Request, UsagePatterns>named("usage")
            .tool("usage_patterns")
            .title("How NVIDIA's samples use a DOCA library")
            .summary("Lifecycle order (create, configure, start, allocate, submit, stop, destroy) of a library in NVIDIA's samples, and the capability queries they name per task type.")
            .guide("Mines NVIDIA's DOCA samples for how they use one library: the order of its lifecycle calls (create, "
                    + "configure, start, allocate, submit, stop, destroy) as the samples make them, and the capability queries "
                    + "they name before each task type. Use it to plan a program's structure before writing it; find_examples "
                    + "then shows the lines.")
            .param(Param.subject("library", "LIB", "Library: dma, doca-rdma, comch, ..."))
            .param(Param.text("doca_version", "V", "Samples-tree release, e.g. 3.0 or 3.3 (default: the newest)."))
            .bind(v -> new Request(v.text("library"), v.text("doca_version")))
            .run((c, q) -> Samples.code(c.generation()).usage(q.library(), q.docaVersion()))
            .answers(UsagePatterns.class)
            .readsCode()
            .build();
}
