package dkg.code;

import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Known names close to a mistyped DOCA symbol. DOCA names are words joined by {@code _}, and a wrong
 * guess usually drops or swaps a word ({@code doca_dma_memcpy} for {@code doca_dma_task_memcpy}):
 * names holding every word of the guess, in order, come first, fewest extra words first; then names
 * within a small edit distance (typos).
 */
final class DidYouMean {
    private DidYouMean() {}

    static List<String> of(String typed, Collection<String> names, int limit) {
        List<String> words = Arrays.asList(typed.toLowerCase().split("_"));
        int maxEdits = Math.max(2, typed.length() / 5);
        record Scored(String name, int score) {}
        Set<String> seen = new HashSet<>();
        return names.stream().filter(seen::add).map(n -> {
            String lower = n.toLowerCase();
            if (lower.equals(typed.toLowerCase())) return new Scored(n, 0);
            List<String> nw = Arrays.asList(lower.split("_"));
            if (words.size() >= 2 && inOrder(words, nw)) return new Scored(n, 10 + nw.size() - words.size());
            if (Math.abs(n.length() - typed.length()) > maxEdits) return null;
            int d = CloseMatches.distance(typed.toLowerCase(), lower);
            return d <= maxEdits ? new Scored(n, 100 + d) : null;
        }).filter(s -> s != null).sorted(Comparator.comparingInt(Scored::score).thenComparing(Scored::name))
                .limit(limit).map(Scored::name).toList();
    }

    /** True when every word of {@code sub} appears in {@code all} in the same order, and the first words agree. */
    private static boolean inOrder(List<String> sub, List<String> all) {
        if (all.isEmpty() || !all.getFirst().equals(sub.getFirst()) || all.size() <= sub.size()) return false;
        int j = 0;
        for (String w : all) if (j < sub.size() && w.equals(sub.get(j))) j++;
        return j == sub.size() && all.size() - sub.size() <= 3;
    }
}
