package dkg.code;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Names close to one the user typed, for "did you mean" messages: a case-insensitive equal first,
 * then names containing it (or contained in it), then names within a small edit distance.
 */
public final class CloseMatches {
    private CloseMatches() {}

    public static List<String> of(String typed, Collection<String> names, int limit) {
        String t = typed.toLowerCase(Locale.ROOT);
        int maxEdits = Math.max(2, t.length() / 4);
        record Scored(String name, int score) {}
        return names.stream().distinct()
                .map(n -> new Scored(n, score(t, n.toLowerCase(Locale.ROOT), maxEdits)))
                .filter(s -> s.score() < Integer.MAX_VALUE)
                .sorted(Comparator.comparingInt(Scored::score).thenComparing(Scored::name))
                .limit(limit).map(Scored::name).toList();
    }

    /** Lower is closer; MAX_VALUE means not close. */
    private static int score(String t, String n, int maxEdits) {
        if (n.equals(t)) return 0;
        if (t.length() >= 4 && (n.contains(t) || t.contains(n) && n.length() >= 6)) return 1 + Math.abs(n.length() - t.length());
        if (Math.abs(n.length() - t.length()) > maxEdits) return Integer.MAX_VALUE;
        int d = distance(t, n);
        return d <= maxEdits ? 100 + d : Integer.MAX_VALUE;
    }

    /** Levenshtein distance, two rows; shared with the code checker's did-you-mean. */
    public static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1], cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j], cur[j - 1]) + 1);
            }
            int[] t = prev; prev = cur; cur = t;
        }
        return prev[b.length()];
    }
}
