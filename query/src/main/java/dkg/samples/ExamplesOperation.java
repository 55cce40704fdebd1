package dkg.samples;

import dkg.code.Examples;
import dkg.op.Operation;
import dkg.op.Param;

/** {@code examples}: NVIDIA sample and application lines that use a DOCA symbol. */
public final class ExamplesOperation {
    private ExamplesOperation() {}

    /** The symbol, the samples release to look in (null: every one) and how many lines. */
    public record Request(String symbol, String docaVersion, int limit) {}

    public static final Operation<Request, Examples> OPERATION = Operation.<Request, Examples>named("examples")
            .tool("find_examples")
            .title("Find NVIDIA sample code using a DOCA symbol")
            .summary("Sample and application lines that use a DOCA symbol, best first, each with a few lines of context (needs an ingested samples tree).")
            .guide("Lists lines of NVIDIA's official DOCA samples and reference applications that call or use one DOCA symbol, "
                    + "best first (samples before applications, the shortest enclosing function first), each with file, line, "
                    + "enclosing function, the sample's name, its DOCA release and a few lines of code around it. Use it to see "
                    + "working code before writing a call; an unknown name is answered with close matches.")
            .param(Param.subject("symbol", "SYMBOL", "The exact C name, e.g. doca_dma_task_memcpy_alloc_init."))
            .param(Param.text("doca_version", "V", "Only this samples release, e.g. 3.0.0 or 3.3.0.").alsoNamed("version"))
            .param(Param.integer("limit", 5, 1, 50, "Most examples to return."))
            .bind(v -> new Request(v.text("symbol"), v.text("doca_version"), v.integer("limit")))
            .run((c, q) -> Samples.code(c.generation()).examples(q.symbol(), q.docaVersion(), q.limit()))
            .answers(Examples.class)
            .readsCode()
            .build();
}
