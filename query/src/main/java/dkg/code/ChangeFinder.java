package dkg.code;

import dkg.api.ApiVersions;
import dkg.error.BadInputException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Compares what the ingested sources of two releases show ({@link ReleaseChanges}). Like is compared
 * with like: the samples trees' uses when both releases have a tree, the API definitions when both
 * have an API source, so a symbol the 3.0 reference defines is not "added in 3.0" against a release
 * known only from its samples. A migration hint aligns a vanished call with the calls the same file
 * and function make in the newer tree that the older did not, nearest in position first.
 */
final class ChangeFinder {
    private ChangeFinder() {}

    static ReleaseChanges between(CodeCatalog catalog, String fromAsked, String toAsked, String library) {
        if (fromAsked == null || fromAsked.isBlank() || toAsked == null || toAsked.isBlank())
            throw new BadInputException("name both releases, e.g. --from 2.9 --to 3.3");
        String from = catalog.release(fromAsked), to = catalog.release(toAsked);
        if (ApiVersions.RELEASE_ORDER.compare(from, to) >= 0)
            throw new BadInputException("--from " + fromAsked + " (" + from + ") must be older than --to " + toAsked + " (" + to + ")");
        String prefix = prefixOf(library);
        List<String> compared = new ArrayList<>();
        Map<String, String> inFrom = new TreeMap<>(), inTo = new TreeMap<>();
        Map<String, String> shownFrom = new HashMap<>(), shownTo = new HashMap<>();
        if (catalog.treeReleases().contains(from) && catalog.treeReleases().contains(to)) {
            compared.add("samples");
            for (String s : catalog.allSites().keySet()) {
                if (!matches(s, prefix)) continue;
                Map<String, String> ev = catalog.sampleEvidence(s);
                if (ev.containsKey(from)) { inFrom.put(s, ev.get(from)); shownFrom.put(s, "samples use it"); }
                if (ev.containsKey(to)) { inTo.put(s, ev.get(to)); shownTo.put(s, "samples use it"); }
            }
        }
        if (catalog.apiReleases().contains(from) && catalog.apiReleases().contains(to)) {
            compared.add("api");
            for (var e : catalog.definitionsMap().entrySet()) {
                if (!matches(e.getKey(), prefix)) continue;
                for (CodeCatalog.Definition d : e.getValue()) {
                    if (d.docaVersion().equals(from)) { inFrom.put(e.getKey(), d.sourceRef()); shownFrom.put(e.getKey(), "API defines it"); }
                    if (d.docaVersion().equals(to)) { inTo.put(e.getKey(), d.sourceRef()); shownTo.put(e.getKey(), "API defines it"); }
                }
            }
        }
        if (compared.isEmpty())
            throw new BadInputException("DOCA " + from + " and " + to + " have no kind of source in common to compare (samples trees: "
                    + String.join(", ", catalog.treeReleases()) + "; API sources: " + String.join(", ", catalog.apiReleases()) + ")");
        List<ReleaseChanges.SymbolChange> added = new ArrayList<>(), removed = new ArrayList<>();
        inTo.forEach((s, ev) -> { if (!inFrom.containsKey(s)) added.add(new ReleaseChanges.SymbolChange(s, shownTo.get(s), ev)); });
        inFrom.forEach((s, ev) -> { if (!inTo.containsKey(s)) removed.add(new ReleaseChanges.SymbolChange(s, shownFrom.get(s), ev)); });
        List<ReleaseChanges.UnitChange> unitsAdded = new ArrayList<>(), unitsRemoved = new ArrayList<>();
        if (compared.contains("samples")) {
            Map<String, String> ua = units(catalog, from, prefix), ub = units(catalog, to, prefix);
            ub.forEach((u, ev) -> { if (!ua.containsKey(u)) unitsAdded.add(unit(u, ev)); });
            ua.forEach((u, ev) -> { if (!ub.containsKey(u)) unitsRemoved.add(unit(u, ev)); });
        }
        List<ReleaseChanges.MigrationHint> hints = compared.contains("samples")
                ? hints(catalog, from, to, removed.stream().map(ReleaseChanges.SymbolChange::symbol).toList())
                : List.of();
        return new ReleaseChanges(from, to, library == null || library.isBlank() ? null : library, compared, added, removed,
                unitsAdded, unitsRemoved, hints);
    }

    /** {@code dma}, {@code doca-dma} or {@code doca_dma} → {@code doca_dma_}; null for all. */
    static String prefixOf(String library) {
        if (library == null || library.isBlank()) return null;
        String l = library.strip().toLowerCase(Locale.ROOT).replace('-', '_');
        return (l.startsWith("doca_") ? l : "doca_" + l) + "_";
    }

    private static boolean matches(String symbol, String prefix) {
        return prefix == null || symbol.toLowerCase(Locale.ROOT).startsWith(prefix) || symbol.toLowerCase(Locale.ROOT).equals(prefix.substring(0, prefix.length() - 1));
    }

    /** "kind\tname" → a file of it, for the units of one tree (of the library's folder when one is asked for). */
    private static Map<String, String> units(CodeCatalog catalog, String release, String prefix) {
        Map<String, String> out = new TreeMap<>();
        String folder = prefix == null ? null : prefix.substring(0, prefix.length() - 1);
        for (List<SiteRecord> list : catalog.allSites().values())
            for (SiteRecord s : list)
                if (s.docaVersion().equals(release) && s.unitKind() != null && s.unit() != null
                        && (folder == null || s.path().startsWith("samples/" + folder + "/")))
                    out.merge(s.unitKind() + "\t" + s.unit(), s.sourceRef().substring(0, s.sourceRef().indexOf('#')),
                            (x, y) -> x.compareTo(y) <= 0 ? x : y);
        return out;
    }

    private static ReleaseChanges.UnitChange unit(String key, String evidence) {
        String[] kn = key.split("\t", 2);
        return new ReleaseChanges.UnitChange(kn[0], kn[1], evidence);
    }

    /**
     * For each vanished symbol's call in A: the same file and function in B, their call sequences
     * aligned (longest common subsequence of the names called); a vanished call that sits in a gap
     * of the alignment is paired with B's call at the same place in that gap, if there is one.
     */
    private static List<ReleaseChanges.MigrationHint> hints(CodeCatalog catalog, String from, String to, List<String> gone) {
        record Place(String path, String function) {}
        Map<Place, List<SiteRecord>> callsTo = new HashMap<>(), callsFrom = new HashMap<>();
        for (List<SiteRecord> list : catalog.allSites().values())
            for (SiteRecord s : list) {
                if (!s.use().equals("call") || s.function() == null) continue;
                if (s.docaVersion().equals(to)) callsTo.computeIfAbsent(new Place(s.path(), s.function()), k -> new ArrayList<>()).add(s);
                else if (s.docaVersion().equals(from)) callsFrom.computeIfAbsent(new Place(s.path(), s.function()), k -> new ArrayList<>()).add(s);
            }
        Comparator<SiteRecord> order = Comparator.comparingInt(SiteRecord::line).thenComparingInt(SiteRecord::column);
        Set<String> vanished = new HashSet<>(gone);
        List<ReleaseChanges.MigrationHint> out = new ArrayList<>();
        Set<String> said = new HashSet<>();
        for (var e : callsFrom.entrySet()) {
            if (e.getValue().stream().noneMatch(s -> vanished.contains(s.symbol()))) continue;
            List<SiteRecord> a = new ArrayList<>(e.getValue()), b = new ArrayList<>(callsTo.getOrDefault(e.getKey(), List.of()));
            if (b.isEmpty()) continue;
            a.sort(order);
            b.sort(order);
            for (int[] pair : gapPairs(a, b)) {
                SiteRecord old = a.get(pair[0]), now = b.get(pair[1]);
                if (!vanished.contains(old.symbol()) || !said.add(old.symbol() + ">" + now.symbol())) continue;
                out.add(new ReleaseChanges.MigrationHint(old.symbol(), now.symbol(), old.sourceRef(), now.sourceRef()));
            }
        }
        out.sort(Comparator.comparing(ReleaseChanges.MigrationHint::symbol).thenComparing(ReleaseChanges.MigrationHint::before));
        return out;
    }

    /** Index pairs (into a, into b) of calls in the same gap of the two sequences' alignment, in order. */
    static List<int[]> gapPairs(List<SiteRecord> a, List<SiteRecord> b) {
        int n = a.size(), m = b.size();
        int[][] lcs = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--)
            for (int j = m - 1; j >= 0; j--)
                lcs[i][j] = a.get(i).symbol().equals(b.get(j).symbol()) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
        List<int[]> out = new ArrayList<>();
        List<Integer> gapA = new ArrayList<>(), gapB = new ArrayList<>();
        int i = 0, j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && a.get(i).symbol().equals(b.get(j).symbol())) {
                pair(gapA, gapB, out);
                i++;
                j++;
            } else if (j >= m || i < n && lcs[i + 1][j] >= lcs[i][j + 1]) {
                gapA.add(i++);
            } else {
                gapB.add(j++);
            }
        }
        pair(gapA, gapB, out);
        return out;
    }

    private static void pair(List<Integer> gapA, List<Integer> gapB, List<int[]> out) {
        for (int k = 0; k < Math.min(gapA.size(), gapB.size()); k++) out.add(new int[] {gapA.get(k), gapB.get(k)});
        gapA.clear();
        gapB.clear();
    }
}
