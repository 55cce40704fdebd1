package dkg.code;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Samples and applications renamed between two trees: a unit only the older tree has and one only
 * the newer has, of the same kind in the same folder ({@code samples/doca_dma/}), whose code names the
 * same DOCA symbols about as often (weighted Jaccard of their uses at least {@link #SAME}). Pairs are
 * taken best first, each unit at most once; a removed unit nothing resembles stays removed.
 */
final class UnitAligner {
    private UnitAligner() {}

    /** How alike two units' uses must be to be taken for one unit renamed. */
    static final double SAME = 0.6;

    /** One unit of one tree: where it lives and what it uses. */
    record Unit(String kind, String name, String folder, String firstFile, Map<String, Integer> uses) {
        String key() { return kind + "\t" + name; }
    }

    /** A unit of the older tree matched to one of the newer. */
    record Rename(Unit before, Unit after, double similarity) {}

    /** Every sample and application of one tree, by {@code kind\tname}; only those under {@code folder} when not null. */
    static Map<String, Unit> units(CodeCatalog catalog, String release, String folder) {
        Map<String, String[]> where = new TreeMap<>(); // key -> {folder, first file}
        Map<String, Map<String, Integer>> uses = new HashMap<>();
        for (List<SiteRecord> list : catalog.allSites().values())
            for (SiteRecord s : list) {
                if (!s.docaVersion().equals(release) || s.unitKind() == null || s.unit() == null) continue;
                if (folder != null && !s.path().startsWith("samples/" + folder + "/")) continue;
                String key = s.unitKind() + "\t" + s.unit();
                int at = s.path().indexOf("/" + s.unit() + "/");
                String unitFolder = at < 0 ? s.path().substring(0, Math.max(0, s.path().lastIndexOf('/'))) : s.path().substring(0, at + s.unit().length() + 1);
                String file = s.sourceRef().substring(0, s.sourceRef().indexOf('#'));
                where.merge(key, new String[] {unitFolder, file}, (x, y) -> x[1].compareTo(y[1]) <= 0 ? x : y);
                if (!s.use().equals("definition") && !s.use().equals("declaration"))
                    uses.computeIfAbsent(key, k -> new HashMap<>()).merge(s.symbol(), 1, Integer::sum);
            }
        Map<String, Unit> out = new TreeMap<>();
        where.forEach((key, w) -> {
            String[] kn = key.split("\t", 2);
            out.put(key, new Unit(kn[0], kn[1], w[0], w[1], uses.getOrDefault(key, Map.of())));
        });
        return out;
    }

    /** The renames between the units only {@code older} has and those only {@code newer} has. */
    static List<Rename> renames(Map<String, Unit> older, Map<String, Unit> newer) {
        Map<String, Double> weight = weights(older, newer);
        List<Rename> candidates = new ArrayList<>();
        for (Unit a : older.values()) {
            if (newer.containsKey(a.key())) continue;
            for (Unit b : newer.values()) {
                if (older.containsKey(b.key()) || !a.kind().equals(b.kind()) || !parent(a.folder()).equals(parent(b.folder()))) continue;
                double sim = similarity(a.uses(), b.uses(), weight);
                if (sim >= SAME) candidates.add(new Rename(a, b, sim));
            }
        }
        candidates.sort(Comparator.comparingDouble(Rename::similarity).reversed()
                .thenComparing(r -> r.before().key()).thenComparing(r -> r.after().key()));
        Set<String> taken = new HashSet<>();
        List<Rename> out = new ArrayList<>();
        for (Rename r : candidates)
            if (!taken.contains("a" + r.before().key()) && !taken.contains("b" + r.after().key())) {
                taken.add("a" + r.before().key());
                taken.add("b" + r.after().key());
                out.add(r);
            }
        out.sort(Comparator.comparing(r -> r.before().key()));
        return out;
    }

    /**
     * Weighted Jaccard of two bags of symbol uses, each symbol weighted by how rare it is among the
     * two trees' units (log of units over units using it): the set-up calls every sample of a library
     * makes say little about which sample is which. 0 when either bag is empty.
     */
    static double similarity(Map<String, Integer> a, Map<String, Integer> b, Map<String, Double> weight) {
        if (a.isEmpty() || b.isEmpty()) return 0;
        Set<String> all = new HashSet<>(a.keySet());
        all.addAll(b.keySet());
        double min = 0, max = 0;
        for (String s : all) {
            int x = a.getOrDefault(s, 0), y = b.getOrDefault(s, 0);
            double w = weight.getOrDefault(s, 1.0);
            min += w * Math.min(x, y);
            max += w * Math.max(x, y);
        }
        return max == 0 ? 0 : min / max;
    }

    /** Symbol → log(1 + units / units using it), over the units of both trees. */
    private static Map<String, Double> weights(Map<String, Unit> older, Map<String, Unit> newer) {
        Map<String, Integer> df = new HashMap<>();
        int n = 0;
        for (Map<String, Unit> tree : List.of(older, newer))
            for (Unit u : tree.values()) {
                n++;
                u.uses().keySet().forEach(s -> df.merge(s, 1, Integer::sum));
            }
        Map<String, Double> out = new HashMap<>();
        for (var e : df.entrySet()) out.put(e.getKey(), Math.log(1.0 + (double) n / e.getValue()));
        return out;
    }

    private static String parent(String folder) {
        int slash = folder.lastIndexOf('/');
        return slash < 0 ? "" : folder.substring(0, slash);
    }
}
