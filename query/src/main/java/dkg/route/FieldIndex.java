package dkg.route;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * BM25 over one field of every skill (one document per skill). Sixty small documents: plain maps
 * are faster than a Lucene round trip and let the router name the terms that matched.
 */
final class FieldIndex {
    private static final double K1 = 1.2, B = 0.75;
    private final List<Map<String, Integer>> tf;
    private final int[] len;
    private final double avgLen;
    private final Map<String, Double> idf = new HashMap<>();

    /**
     * Per term, the documents holding it and its BM25 part in each (without IDF): scoring walks only
     * these. Built on the second query: a one-shot command routes once, and building them costs more
     * than one query scored document by document.
     */
    private volatile Map<String, double[][]> postings;
    private final java.util.concurrent.atomic.AtomicInteger queries = new java.util.concurrent.atomic.AtomicInteger();

    /** From each document's terms, in order and repeated as they occur. */
    static FieldIndex of(List<List<String>> docs) { return new FieldIndex(docs.stream().map(FieldIndex::counts).toList()); }

    /** From each document's term counts (how often each term occurs), as {@link #counts} gives them. */
    static FieldIndex ofCounts(List<Map<String, Integer>> counts) { return new FieldIndex(counts); }

    private FieldIndex(List<Map<String, Integer>> counts) {
        tf = List.copyOf(counts);
        len = counts.stream().mapToInt(m -> m.values().stream().mapToInt(Integer::intValue).sum()).toArray();
        avgLen = Math.max(1, java.util.Arrays.stream(len).average().orElse(1));
        Map<String, Integer> df = new HashMap<>();
        for (Map<String, Integer> d : tf) for (String t : d.keySet()) df.merge(t, 1, Integer::sum);
        idfInto(idf, df, tf.size());
    }

    private Map<String, double[][]> postings() {
        Map<String, List<double[]>> byTerm = new HashMap<>();
        for (int doc = 0; doc < tf.size(); doc++)
            for (var e : tf.get(doc).entrySet()) {
                int f = e.getValue();
                byTerm.computeIfAbsent(e.getKey(), k -> new java.util.ArrayList<>())
                        .add(new double[] {doc, f * (K1 + 1) / (f + K1 * (1 - B + B * len[doc] / avgLen))});
            }
        Map<String, double[][]> out = new HashMap<>();
        byTerm.forEach((t, ps) -> out.put(t, ps.toArray(double[][]::new)));
        return out;
    }

    int size() { return tf.size(); }

    /**
     * BM25 of the query terms against every document at once (what {@link #score(Set, Map, int)}
     * gives each), walking only the documents that hold a query term.
     */
    double[] scoreAll(Set<String> query, Map<String, Double> weights) {
        double[] out = new double[tf.size()];
        Map<String, double[][]> postings = this.postings;
        if (postings == null) {
            if (queries.getAndIncrement() == 0) {
                for (int d = 0; d < out.length; d++) out[d] = score(query, weights, d);
                return out;
            }
            this.postings = postings = postings(); // built twice at worst, by two first callers at once
        }
        for (String t : query) {
            double[][] ps = postings.get(t);
            if (ps == null) continue;
            double w = weights.getOrDefault(t, 1.0) * idf(t);
            for (double[] p : ps) out[(int) p[0]] += w * p[1];
        }
        return out;
    }

    /**
     * The IDF of each term over documents made of the given fields together: what an index of the
     * fields' concatenation would give, without counting every term of every field again.
     */
    static Map<String, Double> idfOfUnion(List<FieldIndex> fields) {
        int n = fields.get(0).tf.size();
        Map<String, Integer> df = new HashMap<>();
        for (int doc = 0; doc < n; doc++) {
            java.util.Set<String> terms = new java.util.HashSet<>();
            for (FieldIndex f : fields) terms.addAll(f.tf.get(doc).keySet());
            for (String t : terms) df.merge(t, 1, Integer::sum);
        }
        Map<String, Double> out = new HashMap<>();
        idfInto(out, df, n);
        return out;
    }

    private static void idfInto(Map<String, Double> idf, Map<String, Integer> df, int n) {
        df.forEach((t, f) -> idf.put(t, Math.log(1 + (n - f + 0.5) / (f + 0.5))));
    }

    static Map<String, Integer> counts(List<String> terms) {
        Map<String, Integer> m = new HashMap<>();
        for (String t : terms) m.merge(t, 1, Integer::sum);
        return m;
    }

    double idf(String term) { return idf.getOrDefault(term, 0.0); }

    /**
     * BM25 of the query terms against document {@code doc}, each term's part scaled by its weight
     * in the question ({@code weights}; a term absent from it weighs 1).
     */
    double score(Set<String> query, Map<String, Double> weights, int doc) {
        double s = 0;
        Map<String, Integer> d = tf.get(doc);
        for (String t : query) {
            Integer f = d.get(t);
            if (f == null) continue;
            s += weights.getOrDefault(t, 1.0) * idf(t) * f * (K1 + 1) / (f + K1 * (1 - B + B * len[doc] / avgLen));
        }
        return s;
    }

    /** The query terms found in {@code doc}, highest IDF first. */
    List<String> matched(Set<String> query, int doc) {
        Map<String, Integer> d = tf.get(doc);
        return query.stream().filter(d::containsKey).sorted((a, b) -> Double.compare(idf(b), idf(a))).toList();
    }
}
