package dkg.samples;

import dkg.code.ReleaseChanges;
import dkg.op.Operation;
import dkg.op.Param;

/** {@code changes}: what the ingested sources of two DOCA releases show differently. */
public final class ChangesOperation {
    private ChangesOperation() {}

    /** Two releases, older first, and an optional library. */
    public record Request(String from, String to, String library) {}

    public static final Operation<Request, ReleaseChanges> OPERATION = Operation.<Request, ReleaseChanges>named("changes")
            .title("What changed in DOCA between two releases")
            .summary("Symbols and samples added and removed between two ingested DOCA releases, each with evidence, and migration hints.")
            .guide("Lists the DOCA symbols and the samples and applications that the ingested sources of one release show and "
                    + "another's do not, each with the file and line that shows it, plus migration hints: where a call vanished, "
                    + "what the same sample function calls at that place in the newer release. 'Not seen' in a release's sources "
                    + "is not 'removed from DOCA'.")
            .param(Param.text("from", "A", "The older release, e.g. 2.9 or 3.0.0058.").asRequired())
            .param(Param.text("to", "B", "The newer release, e.g. 3.3.").asRequired())
            .param(Param.text("library", "L", "Only this library, e.g. dma or doca-comch."))
            .bind(v -> new Request(v.text("from"), v.text("to"), v.text("library")))
            .run((c, q) -> Samples.code(c.generation()).changes(q.from(), q.to(), q.library()))
            .answers(ReleaseChanges.class)
            .readsCode()
            .build();
}
