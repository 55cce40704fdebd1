package dkg.search;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.util.BytesRef;

/**
 * A window of the stored text around the query's matches. The matches are the query's terms as the
 * query analyzer makes them, so a stemmed or segmented match is found where the user's words differ;
 * where they start is read from the offsets the index keeps with each term (see
 * {@link IndexSchema#TEXT_WITH_OFFSETS}), so no hit's text is analysed again.
 */
final class Snippets {
    static final int WIDTH = 200;
    /** Most occurrences of one term read from the index: enough to place a window. */
    static final int MAX_OFFSETS_PER_TERM = 64;
    private final Analyzer query;

    Snippets(Analyzer query) { this.query = query; }

    /** A field and the query's terms in it. */
    private record FieldTerms(String field, Set<String> terms) {}

    /** The query's terms per field, for one language and query text. */
    private record Wanted(String lang, String queryText, List<FieldTerms> fields) {}

    /** The last query's terms: a search asks for a snippet of every hit of the same query. */
    private volatile Wanted last;

    private Wanted wanted(String lang, String queryText) {
        Wanted w = last;
        if (w != null && w.queryText().equals(queryText) && java.util.Objects.equals(w.lang(), lang)) return w;
        String identifiers = Searcher.identifiersIn(queryText);
        List<FieldTerms> fields = new ArrayList<>();
        fields.add(new FieldTerms(IndexSchema.textField(lang), terms(IndexSchema.textField(lang), queryText)));
        if (!identifiers.isEmpty()) fields.add(new FieldTerms(IndexSchema.TEXT_IDENT, terms(IndexSchema.TEXT_IDENT, identifiers)));
        return last = new Wanted(lang, queryText, List.copyOf(fields));
    }

    /**
     * The window of {@code text}, document {@code doc} of {@code leaf}, {@code width} characters wide,
     * that holds most matches of the query.
     */
    String snippet(String text, String lang, String queryText, LeafReader leaf, int doc, int width) {
        if (text.isEmpty()) return "";
        List<Integer> hits = new ArrayList<>();
        for (FieldTerms f : wanted(lang, queryText).fields()) offsets(leaf, doc, f, hits);
        if (hits.isEmpty()) return clip(text, 0, width);
        hits.sort(null);
        // the window start (a match offset) that covers most matches
        int best = hits.get(0), bestCount = 0;
        for (int i = 0, j = 0; i < hits.size(); i++) {
            while (j < hits.size() && hits.get(j) < hits.get(i) + width - 40) j++;
            if (j - i > bestCount) { bestCount = j - i; best = hits.get(i); }
        }
        return withRowHeader(text, best, clip(text, Math.max(0, best - 40), width));
    }

    /** Longest row header put before a window into a table row. */
    static final int MAX_ROW_HEADER = 80;

    /**
     * A window inside a table row (a line of cells joined by {@code " | "}) that starts after the
     * row's first cell, with that cell before it: what a row says is about the thing its first
     * cell names, which the window alone would not show.
     */
    static String withRowHeader(String text, int match, String window) {
        int lineStart = text.lastIndexOf('\n', Math.max(0, match - 1)) + 1;
        int lineEnd = text.indexOf('\n', match);
        String line = text.substring(lineStart, lineEnd < 0 ? text.length() : lineEnd);
        int cell = line.indexOf(" | ");
        if (cell <= 0 || cell > MAX_ROW_HEADER || match - lineStart <= cell + 3) return window;
        String header = line.substring(0, cell).strip();
        if (header.isEmpty() || window.contains(header)) return window;
        return header + " | " + (window.startsWith("…") ? window : "…" + window);
    }

    /** Adds where the field's terms start in the document, as the index recorded them. */
    private static void offsets(LeafReader leaf, int doc, FieldTerms f, List<Integer> hits) {
        try {
            Terms terms = leaf.terms(f.field());
            if (terms == null || f.terms().isEmpty()) return;
            TermsEnum te = terms.iterator();
            PostingsEnum pe = null;
            for (String t : f.terms()) {
                if (!te.seekExact(new BytesRef(t))) continue;
                pe = te.postings(pe, PostingsEnum.OFFSETS);
                if (pe.advance(doc) != doc) continue;
                for (int i = 0, n = Math.min(pe.freq(), MAX_OFFSETS_PER_TERM); i < n; i++) {
                    pe.nextPosition();
                    if (pe.startOffset() >= 0) hits.add(pe.startOffset());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String clip(String text, int from, int width) {
        if (from > 0) { // start at a word boundary
            int sp = text.lastIndexOf(' ', from);
            from = sp < 0 ? 0 : sp + 1;
        }
        int to = Math.min(text.length(), from + width);
        if (to < text.length()) { int sp = text.lastIndexOf(' ', to); if (sp > from + width / 2) to = sp; }
        String s = withoutRepeats(text.substring(from, to).replaceAll("\\s+", " ").strip());
        return (from > 0 ? "…" : "") + s + (to < text.length() ? "…" : "");
    }

    /**
     * Drops a sentence that repeats the one before it: Doxygen pages give a brief and a detailed
     * description, often the same sentence, and both reach the stored text.
     */
    static String withoutRepeats(String s) {
        String[] sentences = s.split("(?<=[.!?。])\\s+");
        StringBuilder out = new StringBuilder();
        String previous = null;
        for (String sentence : sentences) {
            if (sentence.equals(previous)) continue;
            if (out.length() > 0) out.append(' ');
            out.append(sentence);
            previous = sentence;
        }
        return out.toString();
    }

    /** The query's terms in {@code field}, as the query analyzer makes them. */
    private Set<String> terms(String field, String text) {
        Set<String> out = new HashSet<>();
        try (TokenStream ts = query.tokenStream(field, text)) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            ts.reset();
            while (ts.incrementToken()) out.add(term.toString());
            ts.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
