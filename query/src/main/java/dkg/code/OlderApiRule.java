package dkg.code;

import dkg.ingest.parse.code.CodeRef;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A DOCA name no ingested release knows that belongs to an older API family ({@link OlderApi}): a
 * warning that names the family and what DOCA uses in its place, citing where an ingested release
 * shows the replacement. Also a name the ingested releases show only before the chosen release
 * (last seen in an older release's sources, absent from the chosen one's API): a warning saying when
 * it was last seen, since "not seen since" is not "removed".
 */
final class OlderApiRule implements CheckRule {
    @Override public String id() { return "older-api"; }

    @Override public String description() { return "A DOCA name of an API older than the chosen (or every ingested) DOCA release."; }

    @Override
    public void check(Program program, CodeCatalog catalog, String release, Consumer<CheckReport.Finding> out) {
        Set<String> own = program.ownNames();
        String span = catalog.releaseSpan();
        for (Program.ScannedFile f : program.files()) {
            Set<String> reported = new HashSet<>();
            for (CodeRef r : f.code().refs()) {
                if (!r.use().isUse() || own.contains(r.name()) || reported.contains(r.name())) continue;
                if (!catalog.known(r.name())) {
                    OlderApi.Match m = OlderApi.of(r.name(), catalog);
                    if (m == null) continue;
                    reported.add(r.name());
                    out.accept(new CheckReport.Finding(id(), "warning", f.path(), r.line(), r.column(), r.name(),
                            r.name() + " is older DOCA API: it is in no ingested DOCA release" + span + "; " + OlderApi.says(m),
                            m.replacement() == null ? "port it to " + m.replacedBy()
                                    : "use " + m.replacement() + (m.evidence() == null ? "" : " (as in " + m.evidence() + ")"),
                            m.evidence()));
                    continue;
                }
                String gone = lastSeenBefore(r.name(), catalog, release);
                if (gone == null) continue;
                reported.add(r.name());
                var presence = catalog.presence(r.name());
                String ev = presence.get(gone).evidence();
                out.accept(new CheckReport.Finding(id(), "warning", f.path(), r.line(), r.column(), r.name(),
                        r.name() + " was last seen in DOCA " + gone + " (" + presence.get(gone).says(gone) + "); the DOCA " + release
                                + " API does not define it",
                        "check it against the DOCA " + release + " headers, or target DOCA " + gone, ev));
            }
        }
    }

    /**
     * The newest release showing the symbol when it is older than {@code release} and an API source of
     * {@code release} is ingested that does not define it (samples not using a name prove nothing); else null.
     */
    static String lastSeenBefore(String symbol, CodeCatalog catalog, String release) {
        if (release == null || !catalog.apiReleases().contains(release)) return null;
        var presence = catalog.presence(symbol);
        if (presence.isEmpty() || presence.containsKey(release)) return null;
        String last = presence.lastKey();
        return ApiVersions.RELEASE_ORDER.compare(last, release) < 0 ? last : null;
    }
}
