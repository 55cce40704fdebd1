package dkg.ask;

import java.util.List;

/**
 * A listwise ranking model: each question's candidates compete in one softmax over a weighted sum
 * of their features, fitted by Newton's method to the likelihood that the answering skills win,
 * with a ridge penalty on standardised features. Unlike a fit of the rank alone, it learns from a
 * question the words already rank right how far ahead meaning puts the right skill, so a signal
 * that agrees with the words is weighed by how much it agrees, not left at zero.
 */
final class ConditionalLogit {
    private ConditionalLogit() {}

    static final double RIDGE = 1.0;

    /** Raw-scale weights, one per feature (no bias: a softmax over one question's candidates ignores it). */
    static double[] fit(List<Fusion.Question> questions) {
        int k = 3;
        double[] mean = new double[k], sd = new double[k];
        int n = 0;
        for (Fusion.Question q : questions) for (Fusion.Features f : q.candidates()) { add(mean, f.asArray(), 1); n++; }
        if (n == 0) return new double[k];
        for (int j = 0; j < k; j++) mean[j] /= n;
        for (Fusion.Question q : questions)
            for (Fusion.Features f : q.candidates()) {
                double[] x = f.asArray();
                for (int j = 0; j < k; j++) sd[j] += (x[j] - mean[j]) * (x[j] - mean[j]) / n;
            }
        for (int j = 0; j < k; j++) sd[j] = sd[j] > 1e-12 ? Math.sqrt(sd[j]) : 1;
        double[] w = new double[k];
        for (int iter = 0; iter < 100; iter++) {
            double[] grad = new double[k];
            double[][] hess = new double[k][k];
            for (Fusion.Question q : questions) {
                if (!q.answers().contains(true)) continue;
                int m = q.candidates().size();
                double[][] z = new double[m][];
                double[] s = new double[m];
                double top = Double.NEGATIVE_INFINITY;
                for (int i = 0; i < m; i++) {
                    z[i] = standard(q.candidates().get(i).asArray(), mean, sd);
                    s[i] = dot(w, z[i]);
                    top = Math.max(top, s[i]);
                }
                // the model's and the answers' distributions over the candidates
                double[] p = new double[m], a = new double[m];
                double sumP = 0, sumA = 0;
                for (int i = 0; i < m; i++) {
                    p[i] = Math.exp(s[i] - top);
                    sumP += p[i];
                    if (q.answers().get(i)) { a[i] = p[i]; sumA += p[i]; }
                }
                for (int i = 0; i < m; i++) { p[i] /= sumP; a[i] /= sumA; }
                // gradient of the negative log-likelihood; for the curvature the model's covariance alone
                // (exact for one answer, and positive definite where a question accepts several)
                double[] meanP = new double[k], meanA = new double[k];
                for (int i = 0; i < m; i++) { add(meanP, z[i], p[i]); add(meanA, z[i], a[i]); }
                for (int j = 0; j < k; j++) grad[j] += meanP[j] - meanA[j];
                for (int i = 0; i < m; i++)
                    for (int r = 0; r < k; r++)
                        for (int c = 0; c < k; c++)
                            hess[r][c] += p[i] * (z[i][r] - meanP[r]) * (z[i][c] - meanP[c]);
            }
            for (int j = 0; j < k; j++) {
                grad[j] += RIDGE * w[j];
                hess[j][j] += RIDGE;
            }
            if (Logistic.newtonStep(w, hess, grad)) break;
        }
        double[] raw = new double[k];
        for (int j = 0; j < k; j++) raw[j] = w[j] / sd[j];
        return raw;
    }

    /** The mean log-likelihood of the answering skills under {@code weights}, over the answerable questions. */
    static double logLikelihood(double[] weights, List<Fusion.Question> questions) {
        double sum = 0;
        int n = 0;
        for (Fusion.Question q : questions) {
            if (!q.answers().contains(true)) continue;
            double top = Double.NEGATIVE_INFINITY;
            double[] s = new double[q.candidates().size()];
            for (int i = 0; i < s.length; i++) { s[i] = dot(weights, q.candidates().get(i).asArray()); top = Math.max(top, s[i]); }
            double all = 0, answers = 0;
            for (int i = 0; i < s.length; i++) {
                all += Math.exp(s[i] - top);
                if (q.answers().get(i)) answers += Math.exp(s[i] - top);
            }
            sum += Math.log(answers / all);
            n++;
        }
        return n == 0 ? 0 : sum / n;
    }

    private static double[] standard(double[] x, double[] mean, double[] sd) {
        double[] z = new double[x.length];
        for (int j = 0; j < x.length; j++) z[j] = (x[j] - mean[j]) / sd[j];
        return z;
    }

    private static double dot(double[] w, double[] x) {
        double s = 0;
        for (int i = 0; i < x.length; i++) s += w[i] * x[i];
        return s;
    }

    private static void add(double[] into, double[] x, double weight) {
        for (int j = 0; j < x.length; j++) into[j] += weight * x[j];
    }
}
