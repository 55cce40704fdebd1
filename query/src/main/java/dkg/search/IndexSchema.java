package dkg.search;

import java.util.List;

/**
 * The index layout: the only place field names, entry types and store file names are spelled.
 *
 * <p>Text is indexed once per language in its own fields ({@code title_en}, {@code text_zh}, ...)
 * because an analyzer is chosen per field, not per document. Identifier fields hold the
 * {@code _}-joined C names of title and text, split into their contiguous parts as well.
 */
public final class IndexSchema {
    private IndexSchema() {}

    // ---- stored, exact (filters and rendering)
    public static final String TYPE = "type";
    public static final String IRI = "iri";
    public static final String GRAPH = "graph";
    public static final String SKILL = "skill";
    public static final String LANG = "lang";
    public static final String SOURCE = "source";
    /** Stored title and text as given, for rendering and snippets. */
    public static final String TITLE_STORED = "title";
    public static final String TEXT_STORED = "text";

    /**
     * An entry's passage vectors ({@link Passages}): the opening's in a vector field, every one of
     * them packed in a stored field (an entry may have several, a vector field holds one), and the
     * hashes of the texts they were made from, space-separated in the same order.
     */
    public static final String VECTOR = "vector";
    public static final String VECTORS = "vectors";
    public static final String VECTOR_HASHES = "vector_hashes";

    // ---- analyzed, not stored
    public static final String TITLE_IDENT = "title_ident";
    public static final String TEXT_IDENT = "text_ident";

    /**
     * How the texts' analysed fields are indexed: with where each term starts and ends in the stored
     * text, so a hit's snippet is placed from the index instead of analysing its text again (which
     * was half of a warm search).
     */
    public static final org.apache.lucene.document.FieldType TEXT_WITH_OFFSETS = textWithOffsets();

    private static org.apache.lucene.document.FieldType textWithOffsets() {
        var t = new org.apache.lucene.document.FieldType(org.apache.lucene.document.TextField.TYPE_NOT_STORED);
        t.setIndexOptions(org.apache.lucene.index.IndexOptions.DOCS_AND_FREQS_AND_POSITIONS_AND_OFFSETS);
        t.freeze();
        return t;
    }

    /** Languages with their own analyzed fields; anything else is indexed as English. */
    public static final List<String> LANGS = List.of("en", "zh");
    public static final String DEFAULT_LANG = "en";

    public static String titleField(String lang) { return "title_" + lang; }
    public static String textField(String lang) { return "text_" + lang; }

    /** Language whose fields hold an entry tagged {@code lang} ({@code zh-CN} → zh, unknown → en). */
    public static String fieldLang(String lang) {
        if (lang == null) return DEFAULT_LANG;
        String l = lang.toLowerCase(java.util.Locale.ROOT);
        for (String known : LANGS) if (l.equals(known) || l.startsWith(known + "-")) return known;
        return DEFAULT_LANG;
    }

    /** Commit user data key holding the store generation the index reflects. */
    public static final String GENERATION_KEY = "dkg.generation";
    /** Commit user data key holding {@link #FORMAT}. */
    public static final String FORMAT_KEY = "dkg.indexFormat";
    /**
     * Version of the fields and of what entries hold. Bump it when either changes: an index of
     * another format counts as stale and is rebuilt from the graph on the next store open.
     */
    public static final String FORMAT = "6";
}
