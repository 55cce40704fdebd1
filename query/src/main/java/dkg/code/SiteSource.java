package dkg.code;

import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Where a {@link CodeCatalog} finds the call sites of the samples trees: all in memory (read from
 * the graph), or one symbol at a time from the catalog file ({@link CatalogFile}), so a one-shot
 * {@code examples} or {@code check} decodes only what it asks for. Thread-safe.
 */
interface SiteSource {
    /** The symbol's call sites in sourceRef order, empty when none. */
    List<SiteRecord> of(String symbol);

    /** Every symbol with call sites; decodes them all. */
    Map<String, List<SiteRecord>> all();

    /** The order sites are kept in. */
    Comparator<SiteRecord> ORDER = Comparator.comparing(SiteRecord::sourceRef).thenComparingInt(SiteRecord::column);

    /** Sites already in memory; the lists are sorted here. */
    static SiteSource of(Map<String, List<SiteRecord>> sites) {
        sites.values().forEach(l -> l.sort(ORDER));
        return new SiteSource() {
            @Override public List<SiteRecord> of(String symbol) { return sites.getOrDefault(symbol, List.of()); }

            @Override public Map<String, List<SiteRecord>> all() { return sites; }
        };
    }
}
