package dkg.code;

import dkg.ingest.parse.code.CodeRef;
import java.util.function.Consumer;

/**
 * A call whose {@code doca_error_t} result is dropped (the call is a whole statement, not cast to
 * void) although the API documents errors it returns. Reported at every such call.
 */
final class IgnoredErrorRule implements CheckRule {
    @Override public String id() { return "ignored-error"; }

    @Override public String description() { return "A doca_error_t result dropped where the API documents that the call can fail."; }

    @Override
    public void check(Program program, CodeCatalog catalog, String release, Consumer<CheckReport.Finding> out) {
        for (Program.ScannedFile f : program.files()) {
            for (CodeRef r : f.code().refs()) {
                if (r.use() != CodeRef.Use.CALL || !r.resultIgnored() || !catalog.canFail(r.name())) continue;
                CodeCatalog.Definition d = catalog.definition(r.name(), release);
                if (d == null || d.returnType() == null || !d.returnType().contains("doca_error_t")) continue;
                out.accept(new CheckReport.Finding(id(), "warning", f.path(), r.line(), r.column(), r.name(),
                        "the doca_error_t returned by " + r.name() + " is ignored, and the API documents errors it returns",
                        "keep the result and handle it (doca_error_t result = " + r.name() + "(...); if (result != DOCA_SUCCESS) ...), or cast it to (void) where failure is harmless",
                        d.sourceRef()));
            }
        }
    }
}
