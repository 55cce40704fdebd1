package dkg.code;

import dkg.ingest.parse.code.CodeRef;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;

/**
 * With a chosen release V: a symbol that no ingested source of V or older knows (no API definition,
 * no samples-tree use) while a newer source does. The message says only what the sources show: which
 * newer release defines or uses it, with that line as evidence. Silent when no release is chosen.
 */
final class NewerThanVersionRule implements CheckRule {
    @Override public String id() { return "newer-than-version"; }

    @Override public String description() { return "A DOCA symbol that only sources newer than the chosen DOCA release know."; }

    @Override
    public void check(Program program, CodeCatalog catalog, String release, Consumer<CheckReport.Finding> out) {
        if (release == null) return;
        Set<String> own = program.ownNames();
        for (Program.ScannedFile f : program.files()) {
            Set<String> reported = new HashSet<>();
            for (CodeRef r : f.code().refs()) {
                if (!r.use().isUse() || own.contains(r.name()) || !catalog.known(r.name()) || reported.contains(r.name())) continue;
                var presence = catalog.presence(r.name());
                String first = presence.firstKey();
                if (ApiVersions.RELEASE_ORDER.compare(first, release) <= 0) continue;
                reported.add(r.name());
                out.accept(new CheckReport.Finding(id(), "error", f.path(), r.line(), r.column(), r.name(),
                        r.name() + " is not in the ingested sources of DOCA " + release + " or older; " + presence.get(first).says(first),
                        "target DOCA " + first + " or newer, or do without " + r.name() + " on DOCA " + release,
                        presence.get(first).evidence()));
            }
        }
    }
}
