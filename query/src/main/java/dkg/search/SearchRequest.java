package dkg.search;

import dkg.error.Check;
import java.util.List;

/**
 * A user's search: free text (never parsed as Lucene syntax) and optional filters. Checked here, so
 * every face rejects the same bad value with the same message.
 *
 * @param query text as typed; must contain something searchable, at most {@link #MAX_QUERY_CHARS}
 * @param limit number of distinct hits wanted, 1..{@link #MAX_LIMIT}
 * @param type  {@code skill|section|symbol|error} or null for all
 * @param skill skill name or null
 * @param lang  {@code en|zh} or null for all
 * @param mode  {@code lexical} (words only), {@code hybrid} (words and meaning), or null for hybrid
 *              where the store has passage vectors
 */
public record SearchRequest(String query, int limit, String type, String skill, String lang, String mode) {
    public static final int MAX_LIMIT = 1000;
    public static final int MAX_QUERY_CHARS = 64 * 1024;
    public static final List<String> LANGS = List.of("en", "zh");
    public static final String LEXICAL = "lexical", HYBRID = "hybrid";
    public static final List<String> MODES = List.of(LEXICAL, HYBRID);

    public SearchRequest(String query, int limit, String type, String skill, String lang) { this(query, limit, type, skill, lang, null); }

    public SearchRequest {
        Check.notBlank(query, "search query");
        Check.maxLength(query, MAX_QUERY_CHARS, "search query");
        Check.range(limit, 1, MAX_LIMIT, "limit");
        type = Check.oneOf(type, EntryType.LABELS, "type");
        lang = Check.oneOf(lang, LANGS, "language");
        mode = Check.oneOf(mode, MODES, "search mode");
        if (skill != null) Check.maxLength(Check.notBlank(skill, "skill name"), 200, "skill name");
    }

    public static SearchRequest of(String query, int limit) { return new SearchRequest(query, limit, null, null, null); }

    /** The same search with another limit. */
    public SearchRequest withLimit(int other) { return new SearchRequest(query, other, type, skill, lang, mode); }
}
