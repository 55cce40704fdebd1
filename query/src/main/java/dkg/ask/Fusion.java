package dkg.ask;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/**
 * How {@code ask} weighs its two readings of a question: the lexical router's confidence in a
 * skill ({@link Confidence#of}, and {@link Confidence#behind} below the first) and how near the question's meaning comes to the
 * skill's passages ({@link dkg.search.DenseSkills}: the best cosine, and its lead over the best
 * other skill's). Two logistic models, both fitted ({@link FusionFit}), not chosen by hand:
 * <ul>
 *   <li>the <em>ranking</em>: lexical confidence plus weighted nearness and nearness lead; skills rank by it;</li>
 *   <li>the <em>confidence</em>: the odds that something ingested covers the question
 *       ({@link #coverage}); {@code ask} abstains below {@link Confidence#ABSTAIN_BELOW}.</li>
 * </ul>
 * Two models because they answer two questions: which skill, and whether any.
 */
public record Fusion(double[] ranking, double[] confidence) {

    /** One skill's features for one question: its lexical confidence (0 when the router did not rank it), nearness and nearness lead. */
    public record Features(double lexical, double near, double nearLead) {
        double[] asArray() { return new double[] {lexical, near, nearLead}; }
    }

    double rankLogit(Features f) { return dot(ranking, f.asArray()); }

    /** The confidence that something ingested covers the question, from what {@link #coverage} reads of its candidates. */
    double confidence(List<Features> candidates) { return 1 / (1 + Math.exp(-dot(confidence, coverage(candidates)))); }

    /**
     * What the confidence reads of a question's candidates: the lexical reading's confidence in its
     * best skill, as log-odds. It weighs how much the text speaks of DOCA at all; the best nearness
     * in meaning was tried beside it and abstained on more answerable development questions in the
     * leave-one-set-out folds: a cosine says little of whether a question is in scope.
     */
    static double[] coverage(List<Features> candidates) {
        double lexical = 0;
        for (Features f : candidates) lexical = Math.max(lexical, f.lexical());
        double p = Math.min(0.999, Math.max(0.001, lexical));
        return new double[] {Math.log(p / (1 - p))};
    }

    private static double dot(double[] w, double[] x) {
        double s = w[0];
        for (int i = 0; i < x.length; i++) s += w[i + 1] * x[i];
        return s;
    }

    private static final String RESOURCE = "fusion.properties";

    /** The weights {@code ask} ships with. */
    static Fusion shipped() {
        try (InputStream in = Fusion.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException("no " + RESOURCE + " beside " + Fusion.class.getName());
            Properties p = new Properties();
            p.load(in);
            return of(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Fusion of(Properties p) { return new Fusion(numbers(p, "ranking", 4), numbers(p, "confidence", 2)); }

    private static double[] numbers(Properties p, String key, int n) {
        String v = p.getProperty(key);
        if (v == null) throw new IllegalStateException(RESOURCE + " has no " + key);
        String[] parts = v.strip().split("\\s+");
        if (parts.length != n) throw new IllegalStateException(RESOURCE + "'s " + key + " needs " + n + " numbers");
        double[] out = new double[n];
        for (int i = 0; i < n; i++) out[i] = Double.parseDouble(parts[i]);
        return out;
    }

    /** The weights as {@code fusion.properties} holds them. */
    public String properties() {
        return "# bias, lexical confidence, nearness, nearness lead\nranking=" + joined(ranking)
                + "\n# bias, log-odds of the lexical confidence in the best skill\nconfidence=" + joined(confidence) + "\n";
    }

    private static String joined(double[] w) {
        StringBuilder b = new StringBuilder();
        for (double x : w) b.append(b.isEmpty() ? "" : " ").append(String.format(Locale.ROOT, "%.4f", x));
        return b.toString();
    }

    @Override public String toString() { return "ranking [" + joined(ranking) + "], confidence [" + joined(confidence) + "]"; }

    /** The candidates of one question, and which of them answer it (none for a question no skill covers). */
    record Question(List<Features> candidates, List<Boolean> answers) {}

    /** Weights tried for nearness and its lead, per unit of lexical confidence. */
    static final double[] NEAR_GRID = grid(0, 4, 0.1), LEAD_GRID = grid(0, 8, 0.25);

    private static double[] grid(double from, double to, double step) {
        int n = (int) Math.round((to - from) / step) + 1;
        double[] out = new double[n];
        for (int i = 0; i < n; i++) out[i] = from + i * step;
        return out;
    }

    /** The lexical reading's own confidence curve: its log-odds taken as they are. */
    static final double[] LEXICAL_CURVE = {0, 1};

    /**
     * Fits the ranking by the mean reciprocal rank of the answering skill over the answerable
     * questions: a grid over the two nearness weights, lexical confidence counting one, the smaller
     * weights winning a tie. The confidence stays the lexical curve ({@link #withRefitConfidence}
     * is the fitted alternative {@code bench/fit-fusion.sh} reports beside it).
     */
    static Fusion fit(List<Question> questions) {
        double[] ranking = {0, 1, 0, 0};
        double best = -1;
        for (double a : NEAR_GRID)
            for (double b : LEAD_GRID) {
                double[] w = {0, 1, a, b};
                double mrr = meanReciprocalRank(new Fusion(w, LEXICAL_CURVE), questions);
                if (mrr > best + 1e-9) {
                    best = mrr;
                    ranking = w;
                }
            }
        return new Fusion(ranking, LEXICAL_CURVE);
    }

    /**
     * Fits the ranking by the likelihood that the answering skill wins a softmax over each
     * question's candidates ({@link ConditionalLogit}); the confidence stays the lexical curve.
     */
    static Fusion fitByLikelihood(List<Question> questions) {
        double[] w = ConditionalLogit.fit(questions);
        // per unit of lexical confidence, as the grid's; words that ranked against the answers would leave nothing to weigh by
        if (w[0] <= 0) return new Fusion(new double[] {0, 1, 0, 0}, LEXICAL_CURVE);
        return new Fusion(new double[] {0, 1, w[1] / w[0], w[2] / w[0]}, LEXICAL_CURVE);
    }

    /** The mean log-likelihood of the answering skills under this ranking, over the answerable questions. */
    double logLikelihood(List<Question> questions) {
        return ConditionalLogit.logLikelihood(java.util.Arrays.copyOfRange(ranking, 1, ranking.length), questions);
    }

    /**
     * This ranking with the confidence refitted by logistic regression over every question,
     * labelled by whether any skill answers it (abstaining says nothing ingested covers it).
     */
    Fusion withRefitConfidence(List<Question> questions) {
        List<double[]> xs = new ArrayList<>();
        List<Boolean> covered = new ArrayList<>();
        for (Question q : questions) {
            if (q.candidates().isEmpty()) continue;
            xs.add(coverage(q.candidates()));
            covered.add(q.answers().contains(true));
        }
        return new Fusion(ranking, Logistic.fit(xs, covered));
    }

    private List<Integer> order(Question q) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < q.candidates().size(); i++) order.add(i);
        order.sort(Comparator.comparingDouble(i -> -rankLogit(q.candidates().get(i))));
        return order;
    }

    static double meanReciprocalRank(Fusion f, List<Question> questions) {
        double sum = 0;
        int n = 0;
        for (Question q : questions) {
            if (!q.answers().contains(true)) continue;
            n++;
            List<Integer> order = f.order(q);
            for (int r = 0; r < order.size(); r++) if (q.answers().get(order.get(r))) { sum += 1.0 / (r + 1); break; }
        }
        return n == 0 ? 0 : sum / n;
    }

}
