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
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.util.BytesRef;

/**
 * A window of the stored text around the query's matches. The matches are the query's terms as the
 * analyzers make them, so a stemmed or segmented match is found where the user's words differ; where
 * they start comes from the offsets the index keeps (else from analysing the text again).
 */
final class Snippets {
    static final int WIDTH = 200;
    /** Only this much of a long text is searched for the window: snippets must stay cheap per hit. */
    static final int SCAN_LIMIT = 16_000;
    private final Analyzer index;
    private final Analyzer query;

    Snippets(Analyzer index, Analyzer query) { this.index = index; this.query = query; }

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
        fields.add(new FieldTerms(IndexSchema.textField(lang), terms(query, IndexSchema.textField(lang), queryText, null)));
        if (!identifiers.isEmpty()) fields.add(new FieldTerms(IndexSchema.TEXT_IDENT, terms(query, IndexSchema.TEXT_IDENT, identifiers, null)));
        return last = new Wanted(lang, queryText, List.copyOf(fields));
    }

    String snippet(String text, String lang, String queryText) { return snippet(text, lang, queryText, null, -1); }

    /**
     * The window of {@code text} (document {@code doc} of {@code leaf}) that holds most matches of the
     * query. The matches are read from the offsets the index keeps with the text's terms, which costs
     * a term lookup per query word; a text is analysed again only when the index has no offsets (one
     * written before it kept them) or no reader is given.
     */
    String snippet(String text, String lang, String queryText, LeafReader leaf, int doc) {
        if (text.isEmpty()) return "";
        List<Integer> hits = new ArrayList<>();
        for (FieldTerms f : wanted(lang, queryText).fields()) {
            if (f.terms().isEmpty()) continue;
            if (!indexedOffsets(leaf, doc, f, hits)) analysedOffsets(text, f, hits);
        }
        if (hits.isEmpty()) return clip(text, 0);
        hits.sort(null);
        // the window start (a match offset) that covers most matches
        int best = hits.get(0), bestCount = 0;
        for (int i = 0, j = 0; i < hits.size(); i++) {
            while (j < hits.size() && hits.get(j) < hits.get(i) + WIDTH - 40) j++;
            if (j - i > bestCount) { bestCount = j - i; best = hits.get(i); }
        }
        return clip(text, Math.max(0, best - 40));
    }

    /** Most occurrences of one term read from the index: enough to place a window. */
    static final int MAX_OFFSETS_PER_TERM = 64;

    /**
     * Adds where the field's terms start in the document, from the index; false when the index keeps
     * no offsets for the field (or no reader is given), to analyse the text instead.
     */
    private static boolean indexedOffsets(LeafReader leaf, int doc, FieldTerms f, List<Integer> hits) {
        if (leaf == null) return false;
        try {
            Terms terms = leaf.terms(f.field());
            if (terms == null) return true; // no document has the field: nothing to find
            if (!terms.hasOffsets()) return false;
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
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Adds where the field's terms start in the text, analysing (at most the first {@link #SCAN_LIMIT} chars of) it. */
    private void analysedOffsets(String text, FieldTerms f, List<Integer> hits) {
        String scanned = text.length() > SCAN_LIMIT ? text.substring(0, SCAN_LIMIT) : text;
        Set<String> wanted = f.terms();
        // enough matches to place a good window: the rest of a long text need not be analysed
        int enough = hits.size() + ENOUGH_PER_TERM * wanted.size();
        terms(index, f.field(), scanned, (t, off) -> {
            if (wanted.contains(t)) hits.add(off);
            return hits.size() < enough;
        });
    }

    private static String clip(String text, int from) {
        if (from > 0) { // start at a word boundary
            int sp = text.lastIndexOf(' ', from);
            from = sp < 0 ? 0 : sp + 1;
        }
        int to = Math.min(text.length(), from + WIDTH);
        if (to < text.length()) { int sp = text.lastIndexOf(' ', to); if (sp > from + WIDTH / 2) to = sp; }
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

    /** Matches per distinct query term after which a text's scan stops. */
    static final int ENOUGH_PER_TERM = 4;

    /** Takes each token; false stops the scan. */
    private interface TermSink { boolean accept(String term, int startOffset); }

    private static Set<String> terms(Analyzer a, String field, String text, TermSink sink) {
        Set<String> out = new HashSet<>();
        try (TokenStream ts = a.tokenStream(field, text)) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            OffsetAttribute off = ts.addAttribute(OffsetAttribute.class);
            ts.reset();
            while (ts.incrementToken()) {
                String t = term.toString();
                if (sink == null) out.add(t);
                else if (!sink.accept(t, off.startOffset())) break;
            }
            ts.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
