package dkg.code;

import dkg.ingest.parse.code.CodeRef;
import java.util.function.Consumer;

/**
 * A call whose {@code doca_error_t} result is dropped (the call is a whole statement, not cast to
 * void) although the API documents errors it returns. Teardown calls ({@code *_destroy},
 * {@code *_destroy_list}, {@code *_close}, {@code *_dec_refcount}) are left alone: on a cleanup path
 * there is nothing left to do with their error, and NVIDIA's own samples drop them by design.
 * Reported at every such call.
 */
final class IgnoredErrorRule implements CheckRule {
    static boolean teardown(String function) {
        return function.endsWith("_destroy") || function.endsWith("_destroy_list") || function.endsWith("_close")
                || function.endsWith("_dec_refcount");
    }

    @Override public String id() { return "ignored-error"; }

    @Override public String description() { return "A doca_error_t result dropped where the API documents that the call can fail."; }

    @Override
    public void check(Program program, CodeCatalog catalog, String release, Consumer<CheckReport.Finding> out) {
        for (Program.ScannedFile f : program.files()) {
            for (CodeRef r : f.code().refs()) {
                if (r.use() != CodeRef.Use.CALL || !r.resultIgnored() || !catalog.canFail(r.name()) || teardown(r.name())) continue;
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
