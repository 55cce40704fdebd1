package dkg.code;

import dkg.ingest.parse.code.CodeRef;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A call of (or a pointer to) a function the API marks experimental ({@code DOCA_EXPERIMENTAL}) in
 * the chosen release, else in the newest release defining it. Reported once per file and function.
 */
final class ExperimentalApiRule implements CheckRule {
    @Override public String id() { return "experimental-api"; }

    @Override public String description() { return "A call of a DOCA function the API reference marks experimental."; }

    @Override
    public void check(Program program, CodeCatalog catalog, String release, Consumer<CheckReport.Finding> out) {
        Set<String> own = program.ownNames();
        for (Program.ScannedFile f : program.files()) {
            Set<String> reported = new HashSet<>();
            for (CodeRef r : f.code().refs()) {
                if (r.use() != CodeRef.Use.CALL && r.use() != CodeRef.Use.REFERENCE || own.contains(r.name())) continue;
                CodeCatalog.Definition d = catalog.definition(r.name(), release);
                if (d == null || !"experimental".equals(d.stability()) || !reported.add(r.name())) continue;
                out.accept(new CheckReport.Finding(id(), "note", f.path(), r.line(), r.column(), r.name(),
                        r.name() + " is experimental in DOCA " + d.docaVersion() + ": its signature or behaviour may change between releases",
                        "build with DOCA_ALLOW_EXPERIMENTAL_API defined, and re-check the call when moving to a new DOCA release",
                        d.sourceRef()));
            }
        }
    }
}
