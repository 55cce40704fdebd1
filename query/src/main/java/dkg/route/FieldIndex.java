package dkg.route;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * BM25 over one field of every skill (one document per skill). Sixty small documents: plain arrays
 * are faster than a Lucene round trip and let the router name the terms that matched.
 */
final class FieldIndex {
    private static final double K1 = 1.2, B = 0.75;
    private final TermCounts counts;
    private final double avgLen;

    private FieldIndex(TermCounts counts) {
        this.counts = counts;
        long total = 0;
        for (int d = 0; d < counts.skillCount(); d++) total += counts.length(d);
        avgLen = Math.max(1, counts.skillCount() == 0 ? 1 : (double) total / counts.skillCount());
    }

    /** From each document's terms, in order and repeated as they occur. */
    static FieldIndex of(List<List<String>> docs) { return new FieldIndex(TermCounts.ofTerms(docs)); }

    /** Over counts already made (as a store keeps them). */
    static FieldIndex over(TermCounts counts) { return new FieldIndex(counts); }

    int size() { return counts.skillCount(); }

    /** BM25 of the query terms against every document at once, each term's part scaled by its weight in the question ({@code weights}; a term absent from it weighs 1). */
    double[] scoreAll(Set<String> query, Map<String, Double> weights) {
        double[] out = new double[size()];
        for (String t : query) {
            int id = counts.id(t);
            if (id < 0) continue;
            double w = weights.getOrDefault(t, 1.0) * idf(counts.end(id) - counts.start(id));
            for (int k = counts.start(id); k < counts.end(id); k++) {
                int doc = counts.skill(k);
                out[doc] += w * part(counts.count(k), doc);
            }
        }
        return out;
    }

    /** A term's BM25 part in a document, without its IDF. */
    private double part(int f, int doc) { return f * (K1 + 1) / (f + K1 * (1 - B + B * counts.length(doc) / avgLen)); }

    private double idf(int df) { return idf(size(), df); }

    /** BM25's IDF of a term {@code df} of {@code n} documents hold. */
    private static double idf(int n, int df) { return Math.log(1 + (n - df + 0.5) / (df + 0.5)); }

    double idf(String term) {
        int id = counts.id(term);
        return id < 0 ? 0.0 : idf(counts.end(id) - counts.start(id));
    }

    /** The query terms found in {@code doc}, highest IDF first. */
    List<String> matched(Set<String> query, int doc) {
        return query.stream().filter(t -> { int id = counts.id(t); return id >= 0 && counts.count(id, doc) > 0; })
                .sorted((a, b) -> Double.compare(idf(b), idf(a))).toList();
    }

    /**
     * The IDF of terms over documents made of the given fields together: what an index of the
     * fields' concatenation would give, counted per term when first asked for.
     */
    static final class Union {
        private final List<FieldIndex> fields;
        private final Map<String, Double> known = new ConcurrentHashMap<>();

        Union(List<FieldIndex> fields) { this.fields = List.copyOf(fields); }

        /** 0 for a term none of the fields holds. */
        double idf(String term) {
            Double known = this.known.get(term);
            if (known != null) return known;
            int n = fields.get(0).size();
            boolean[] in = new boolean[n];
            int df = 0;
            for (FieldIndex f : fields) {
                int id = f.counts.id(term);
                if (id < 0) continue;
                for (int k = f.counts.start(id); k < f.counts.end(id); k++)
                    if (!in[f.counts.skill(k)]) { in[f.counts.skill(k)] = true; df++; }
            }
            if (df == 0) return 0.0; // not kept: a question's unknown words are unbounded
            double idf = FieldIndex.idf(n, df);
            this.known.put(term, idf);
            return idf;
        }
    }
}
