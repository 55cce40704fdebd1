package dkg.coverage;

/** The text of {@link KnownReleases}: one line a release. */
final class ReleasesText {
    private ReleasesText() {}

    static String of(KnownReleases k) {
        if (k.releases().isEmpty()) return "No DOCA release is ingested: ingest the API reference or a samples tree.\n";
        StringBuilder b = new StringBuilder();
        for (KnownReleases.Release r : k.releases()) {
            b.append(r.version()).append(": ");
            if (r.apiSource()) b.append(r.defined()).append(" symbols defined by an API source");
            if (r.apiSource() && r.samplesTree()) b.append("; ");
            if (r.samplesTree()) b.append("samples tree, ").append(r.usedBySamples()).append(" symbols used that no API source of it defines");
            b.append('\n');
        }
        if (k.defaultRelease() != null) b.append("Default release (when none is named): ").append(k.defaultRelease()).append('\n');
        return b.toString();
    }
}
