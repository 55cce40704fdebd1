package dkg.coverage;

import dkg.code.CodeCatalog;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Counts, per release, the symbols the code catalogue shows defined and only used by samples. */
final class ReleaseCensus {
    private ReleaseCensus() {}

    static KnownReleases of(CodeCatalog catalog) {
        Map<String, int[]> counts = new LinkedHashMap<>();
        for (String r : catalog.releases()) counts.put(r, new int[2]);
        for (String symbol : catalog.knownNames())
            catalog.presence(symbol).forEach((release, p) -> {
                int[] c = counts.get(release);
                if (c == null) return;
                if (p.kind() == CodeCatalog.Presence.Kind.DEFINED) c[0]++;
                else if (p.kind() == CodeCatalog.Presence.Kind.USED_BY_SAMPLES) c[1]++;
            });
        List<KnownReleases.Release> out = counts.entrySet().stream().map(e -> new KnownReleases.Release(e.getKey(),
                catalog.apiReleases().contains(e.getKey()), catalog.treeReleases().contains(e.getKey()), e.getValue()[0], e.getValue()[1])).toList();
        return new KnownReleases(out, catalog.defaultRelease());
    }
}
