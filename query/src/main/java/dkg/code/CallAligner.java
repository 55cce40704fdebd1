package dkg.code;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Migration evidence: where a symbol's call vanished between two trees, what the same code calls at
 * that place in the newer tree. The place is aligned file by file and function by function: the same
 * path, or the renamed unit's file ({@link UnitAligner}); the same function, else a function of that
 * name elsewhere in the unit (moved to another file), else the file's function whose calls are most
 * like the old one's (renamed). The two functions' call sequences are aligned (longest common
 * subsequence of the names called); a vanished call in a gap of that alignment is paired with the
 * newer call at the same position of the gap, if there is one.
 */
final class CallAligner {
    private CallAligner() {}

    /** How alike two functions' call sequences must be (common calls over the longer) to be one function renamed. */
    static final double SAME_FUNCTION = 0.5;

    private record Place(String path, String function) {}

    static List<ReleaseChanges.MigrationHint> hints(CodeCatalog catalog, String from, String to, Set<String> vanished,
                                                    List<UnitAligner.Rename> renames) {
        Map<Place, List<SiteRecord>> callsTo = new HashMap<>(), callsFrom = new HashMap<>();
        for (List<SiteRecord> list : catalog.allSites().values())
            for (SiteRecord s : list) {
                if (!s.use().equals("call") || s.function() == null) continue;
                if (s.docaVersion().equals(to)) callsTo.computeIfAbsent(new Place(s.path(), s.function()), k -> new ArrayList<>()).add(s);
                else if (s.docaVersion().equals(from)) callsFrom.computeIfAbsent(new Place(s.path(), s.function()), k -> new ArrayList<>()).add(s);
            }
        Comparator<SiteRecord> order = Comparator.comparingInt(SiteRecord::line).thenComparingInt(SiteRecord::column);
        callsTo.values().forEach(l -> l.sort(order));
        callsFrom.values().forEach(l -> l.sort(order));
        Map<String, List<Place>> toByFile = new HashMap<>();
        callsTo.keySet().forEach(p -> toByFile.computeIfAbsent(p.path(), k -> new ArrayList<>()).add(p));
        List<ReleaseChanges.MigrationHint> out = new ArrayList<>();
        Set<String> said = new HashSet<>();
        for (var e : callsFrom.entrySet()) {
            List<SiteRecord> a = e.getValue();
            if (a.stream().noneMatch(s -> vanished.contains(s.symbol()))) continue;
            Place there = aligned(e.getKey(), a, renames, callsTo, toByFile);
            if (there == null) continue;
            List<SiteRecord> b = callsTo.get(there);
            Set<String> calledBefore = new HashSet<>();
            a.forEach(s -> calledBefore.add(s.symbol()));
            for (int[] pair : gapPairs(a, b)) {
                SiteRecord old = a.get(pair[0]), now = b.get(pair[1]);
                // a call the old function already made elsewhere is the alignment's slack, not what replaced it
                if (!vanished.contains(old.symbol()) || calledBefore.contains(now.symbol()) || !said.add(old.symbol() + ">" + now.symbol())) continue;
                out.add(new ReleaseChanges.MigrationHint(old.symbol(), now.symbol(), old.sourceRef(), now.sourceRef()));
            }
        }
        // where some place shows a vanished symbol replaced by a name the older tree never uses, that is the
        // stronger evidence: the places pairing it with older names are dropped for it
        Set<String> olderNames = new HashSet<>();
        for (var l : callsFrom.values()) l.forEach(s -> olderNames.add(s.symbol()));
        Set<String> withNewName = new HashSet<>();
        for (var h : out) if (!olderNames.contains(h.instead())) withNewName.add(h.symbol());
        out.removeIf(h -> withNewName.contains(h.symbol()) && olderNames.contains(h.instead()));
        out.sort(Comparator.comparing(ReleaseChanges.MigrationHint::symbol).thenComparing(ReleaseChanges.MigrationHint::before));
        return out;
    }

    /** The newer tree's function at the older one's place, or null. */
    private static Place aligned(Place old, List<SiteRecord> calls, List<UnitAligner.Rename> renames,
                                 Map<Place, List<SiteRecord>> callsTo, Map<String, List<Place>> toByFile) {
        List<String> files = new ArrayList<>(List.of(old.path()));
        String unitFolder = null;
        for (UnitAligner.Rename r : renames)
            if (old.path().startsWith(r.before().folder() + "/")) {
                String rest = old.path().substring(r.before().folder().length());
                files.add(r.after().folder() + rest.replace(r.before().name(), r.after().name()));
                unitFolder = r.after().folder() + "/";
            }
        for (String f : files) {
            Place same = new Place(f, old.function());
            if (callsTo.containsKey(same)) return same;
        }
        if (unitFolder == null) {
            int slash = old.path().lastIndexOf('/');
            unitFolder = slash < 0 ? "" : old.path().substring(0, slash + 1);
        }
        for (Place p : callsTo.keySet())
            if (p.function().equals(old.function()) && p.path().startsWith(unitFolder)) return p;
        Place best = null;
        double bestSim = SAME_FUNCTION;
        for (String f : files)
            for (Place p : toByFile.getOrDefault(f, List.of())) {
                List<SiteRecord> b = callsTo.get(p);
                double sim = (double) lcs(calls, b) / Math.max(calls.size(), b.size());
                if (sim >= bestSim && (best == null || sim > bestSim || p.function().compareTo(best.function()) < 0)) {
                    best = p;
                    bestSim = sim;
                }
            }
        return best;
    }

    private static int lcs(List<SiteRecord> a, List<SiteRecord> b) {
        return table(a, b)[0][0];
    }

    private static int[][] table(List<SiteRecord> a, List<SiteRecord> b) {
        int n = a.size(), m = b.size();
        int[][] lcs = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--)
            for (int j = m - 1; j >= 0; j--)
                lcs[i][j] = a.get(i).symbol().equals(b.get(j).symbol()) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
        return lcs;
    }

    /** Index pairs (into a, into b) of calls in the same gap of the two sequences' alignment, in order. */
    static List<int[]> gapPairs(List<SiteRecord> a, List<SiteRecord> b) {
        int n = a.size(), m = b.size();
        int[][] lcs = table(a, b);
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
