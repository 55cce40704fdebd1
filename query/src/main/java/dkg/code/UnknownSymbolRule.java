package dkg.code;

import dkg.ingest.parse.code.CodeRef;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A DOCA-named symbol the program uses that no ingested release knows (no API source defines it or
 * names it in a signature, no samples tree uses it), that the program does not define itself and that
 * is not older API ({@link OlderApiRule} reports those). An error when it is a near miss of a known
 * symbol (the fix names the closest, {@link DidYouMean}); otherwise a warning that says plainly it may
 * predate the oldest ingested release or be misspelled. Reported once per file and name, at the first use.
 */
final class UnknownSymbolRule implements CheckRule {
    @Override public String id() { return "unknown-symbol"; }

    @Override public String description() { return "A doca_*/DOCA_* name that no ingested DOCA release defines or uses."; }

    @Override
    public void check(Program program, CodeCatalog catalog, String release, Consumer<CheckReport.Finding> out) {
        Set<String> own = program.ownNames();
        // names from a DOCA header the ingested reference does not cover cannot be verified: a note, not an error
        List<String> uncovered = catalog.uncovered(program.docaIncludes());
        Set<String> names = null;
        for (Program.ScannedFile f : program.files()) {
            Set<String> reported = new HashSet<>();
            for (CodeRef r : f.code().refs()) {
                if (!r.use().isUse() || own.contains(r.name()) || catalog.known(r.name()) || !reported.add(r.name())) continue;
                if (OlderApi.of(r.name(), catalog) != null) continue;
                if (names == null) names = catalog.knownNames();
                List<String> close = DidYouMean.of(r.name(), names, 3);
                CodeCatalog.Definition best = close.isEmpty() ? null : catalog.definition(close.getFirst(), release);
                String evidence = best != null ? best.sourceRef()
                        : close.isEmpty() ? null : catalog.sampleEvidence(close.getFirst()).values().stream().findFirst().orElse(null);
                String unverified = uncovered.isEmpty() ? "" : "; the program includes " + String.join(", ", uncovered)
                        + ", which no ingested API source covers, so it may be declared there (ingest the installed DOCA headers to check it)";
                String span = catalog.releaseSpan();
                String level = !uncovered.isEmpty() ? "note" : close.isEmpty() ? "warning" : "error";
                out.accept(new CheckReport.Finding(id(), level, f.path(), r.line(), r.column(), r.name(),
                        r.name() + " is not in any ingested DOCA release" + span + " (no API source defines it, no samples tree uses it)"
                                + (close.isEmpty() && uncovered.isEmpty() ? "; it may predate the oldest ingested release or be misspelled" : "")
                                + unverified,
                        close.isEmpty() ? "check the name against the DOCA headers of your release (doca-kg search " + r.name() + ")"
                                        : "did you mean " + String.join(", ", close) + "?",
                        evidence));
            }
        }
    }
}
