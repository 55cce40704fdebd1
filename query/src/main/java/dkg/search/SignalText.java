package dkg.search;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Cuts a long question down to its signal, so a pasted log does not drown the few sentences that
 * say what is wrong. Short text passes unchanged. Log and code lines (in a fenced block, or shaped
 * like a log record) keep their words and identifiers but lose timestamps, numbers, addresses and
 * repetition; prose keeps its head and tail. Stateless, thread-safe; plain Java (no Lucene, no Jena).
 */
public final class SignalText {
    private SignalText() {}

    /** Text up to this many characters is used as it is. */
    public static final int SHORT = 600;
    static final int PROSE_HEAD = 2000, PROSE_TAIL = 600, LOG_LINES = 12, LOG_LINE_CHARS = 160, SEARCH_WORDS = 32, MAX_WORD_CHARS = 24;

    private static final Pattern FENCE = Pattern.compile("^\\s*(```|~~~)");
    private static final Pattern LOG_LINE = Pattern.compile(
            "^\\s*(?:\\[|\\d{4}-\\d{2}-\\d{2}|\\d{2}:\\d{2}:\\d{2}|[A-Z][a-z]{2} +\\d{1,2} \\d{2}:|\\$ |# |> |at |\\w+@\\w+|EAL:|[A-Z]{3,}[:|]|\\d+[:|] )");
    // numbers with separators (1.2.3, 12:34:56, 2024-01-01) as one character class: a repeated
    // group recurses once per part and overflows the stack on a pasted run of thousands of them
    private static final Pattern NOISE = Pattern.compile(
            "\\b0x[0-9a-fA-F]+\\b|\\b[0-9a-fA-F]{8,}\\b|\\b\\d(?:[\\d.:/-]*\\d)?\\b|[\\[\\]{}()<>=|*\"'`]");

    /** The signal of {@code text}: unchanged when short, else prose head and tail plus distinct log messages. */
    public static String distill(String text) {
        if (text == null || text.length() <= SHORT) return text;
        StringBuilder prose = new StringBuilder();
        Set<String> logs = new LinkedHashSet<>();
        boolean fenced = false;
        for (String line : text.split("\\R")) {
            if (FENCE.matcher(line).find()) { fenced = !fenced; continue; }
            if (line.isBlank()) continue;
            if (fenced || looksLikeLog(line)) {
                String msg = NOISE.matcher(line).replaceAll(" ").replaceAll("\\s+", " ").strip();
                if (msg.length() > LOG_LINE_CHARS) msg = msg.substring(0, LOG_LINE_CHARS);
                if (msg.length() >= 8 && logs.size() < LOG_LINES) logs.add(msg);
            } else {
                prose.append(line.strip()).append('\n');
            }
        }
        String p = prose.toString();
        if (p.length() > PROSE_HEAD + PROSE_TAIL)
            p = p.substring(0, PROSE_HEAD) + "\n…\n" + p.substring(p.length() - PROSE_TAIL);
        StringBuilder out = new StringBuilder(p);
        for (String l : logs) out.append(l).append(".\n");
        return out.toString().strip();
    }

    /**
     * A bounded query for full-text search: the distilled text's distinct words, at most
     * {@value #SEARCH_WORDS}, identifiers kept whole. Short text passes unchanged.
     */
    public static String forSearch(String text) {
        if (text == null || text.length() <= SHORT) return text;
        Set<String> words = new LinkedHashSet<>();
        List<String> idents = new ArrayList<>();
        for (String w : distill(text).split("[^\\p{L}\\p{N}_.-]+")) {
            String t = w.replaceAll("^[.-]+|[.-]+$", "");
            // Chinese is written without spaces: a run this long is a sentence, and its start says enough
            // (each character is a clause of the query, which allows 1024)
            if (t.length() > MAX_WORD_CHARS && t.indexOf('_') < 0) t = t.substring(0, MAX_WORD_CHARS);
            if (t.length() < 2 || t.chars().allMatch(Character::isDigit)) continue;
            if (t.indexOf('_') > 0) { if (!idents.contains(t)) idents.add(t); continue; }
            if (words.size() < SEARCH_WORDS) words.add(t);
        }
        List<String> all = new ArrayList<>(idents.subList(0, Math.min(20, idents.size())));
        all.addAll(words);
        return String.join(" ", all);
    }

    static boolean looksLikeLog(String line) {
        if (LOG_LINE.matcher(line).find()) return true;
        // mostly symbols and digits: a dump, a table of counters, a hex trace
        long letters = line.chars().filter(Character::isLetter).count();
        return line.length() >= 20 && letters * 2 < line.length();
    }
}
