package dkg.ingest.parse.md;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * GitHub-style heading anchors, as github-slugger makes them: lower case, every character that is
 * not a letter, mark, digit, connector ({@code _}), space or hyphen dropped, each space turned into
 * a hyphen; a repeated anchor in one document gets {@code -1}, {@code -2}, ...
 *
 * <p>One instance per document (it remembers the anchors handed out); not thread-safe.
 */
public final class Anchors {
    private final Map<String, Integer> seen = new HashMap<>();

    /**
     * Longest slug kept: anchors become IRIs and index terms, and a 1 MB heading must not make a
     * 1 MB IRI (Lucene refuses terms over 32 KB). No real heading comes near it.
     */
    public static final int MAX_SLUG = 200;

    /** The slug of a heading text, without de-duplication, cut at {@link #MAX_SLUG} characters. */
    public static String slug(String heading) {
        StringBuilder b = new StringBuilder(heading.length());
        String lower = heading.strip().toLowerCase(Locale.ROOT);
        for (int i = 0; i < lower.length(); ) {
            int c = lower.codePointAt(i);
            i += Character.charCount(c);
            if (c == ' ') b.append('-');
            else if (c == '-' || c == '_' || Character.isLetterOrDigit(c)
                    || Character.getType(c) == Character.NON_SPACING_MARK
                    || Character.getType(c) == Character.COMBINING_SPACING_MARK
                    || Character.getType(c) == Character.CONNECTOR_PUNCTUATION) b.appendCodePoint(c);
            if (b.length() >= MAX_SLUG) break;
        }
        return b.toString();
    }

    /** The next unique anchor for a heading in this document. */
    public String next(String heading) {
        String base = slug(heading);
        String slug = base;
        while (seen.containsKey(slug)) {
            int n = seen.merge(base, 1, Integer::sum);
            slug = base + "-" + n;
        }
        seen.putIfAbsent(slug, 0);
        return slug;
    }
}
