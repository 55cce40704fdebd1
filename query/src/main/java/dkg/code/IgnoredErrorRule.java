package dkg.code;

import dkg.ingest.parse.code.CodeRef;
import java.util.function.Consumer;

/**
 * A call whose {@code doca_error_t} result is dropped although the API documents errors it returns:
 * the call is a whole statement (not cast to void), or its result is stored and overwritten before
 * anything reads it ({@link OverwrittenResults}). Teardown calls ({@code *_destroy},
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

    @Override public String description() { return "A doca_error_t result dropped or overwritten unread where the API documents that the call can fail."; }

    @Override
    public void check(Program program, CodeCatalog catalog, String release, Consumer<CheckReport.Finding> out) {
        for (Program.ScannedFile f : program.files()) {
            for (CodeRef r : f.code().refs()) {
                if (r.use() != CodeRef.Use.CALL || !r.resultIgnored()) continue;
                CodeCatalog.Definition d = failing(r.name(), catalog, release);
                if (d == null) continue;
                out.accept(new CheckReport.Finding(id(), "warning", f.path(), r.line(), r.column(), r.name(),
                        "the doca_error_t returned by " + r.name() + " is ignored, and the API documents errors it returns",
                        "keep the result and handle it (doca_error_t result = " + r.name() + "(...); if (result != DOCA_SUCCESS) ...), or cast it to (void) where failure is harmless",
                        d.sourceRef()));
            }
            for (OverwrittenResults.Lost l : OverwrittenResults.in(f.tokens())) {
                CodeCatalog.Definition d = failing(l.call(), catalog, release);
                if (d == null) continue;
                out.accept(new CheckReport.Finding(id(), "warning", f.path(), l.lost().line(), l.lost().column(), l.call(),
                        "the doca_error_t returned by " + l.call() + " is stored in " + l.variable() + " and overwritten on line "
                                + l.by().line() + " before it is checked, and the API documents errors it returns",
                        "check " + l.variable() + " right after " + l.call() + " (if (" + l.variable() + " != DOCA_SUCCESS) ...) before reusing it",
                        d.sourceRef()));
            }
        }
    }

    /** The definition of a call that returns a doca_error_t the API says it can fail with; null for teardown and other calls. */
    private static CodeCatalog.Definition failing(String name, CodeCatalog catalog, String release) {
        if (!catalog.canFail(name) || teardown(name)) return null;
        CodeCatalog.Definition d = catalog.definition(name, release);
        return d == null || d.returnType() == null || !d.returnType().contains("doca_error_t") ? null : d;
    }
}
