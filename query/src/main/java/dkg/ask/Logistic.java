package dkg.ask;

import java.util.List;

/**
 * Logistic regression by Newton's method with a ridge penalty on standardised features (the bias
 * is not penalised): a weight no data supports stays near zero, so a small development set cannot
 * push it far, whatever the feature's scale. Returns raw-scale weights, bias first.
 */
final class Logistic {
    private Logistic() {}

    static final double RIDGE = 1.0;

    static double[] fit(List<double[]> xs, List<Boolean> ys) {
        int n = xs.size(), k = xs.isEmpty() ? 0 : xs.getFirst().length;
        double[] mean = new double[k], sd = new double[k];
        for (double[] x : xs) for (int j = 0; j < k; j++) mean[j] += x[j] / n;
        for (double[] x : xs) for (int j = 0; j < k; j++) sd[j] += (x[j] - mean[j]) * (x[j] - mean[j]) / n;
        for (int j = 0; j < k; j++) sd[j] = sd[j] > 1e-12 ? Math.sqrt(sd[j]) : 1;
        int d = k + 1;
        double[] w = new double[d];
        for (int iter = 0; iter < 100; iter++) {
            double[] grad = new double[d];
            double[][] hess = new double[d][d];
            for (int r = 0; r < n; r++) {
                double[] z = standard(xs.get(r), mean, sd);
                double s = 0;
                for (int i = 0; i < d; i++) s += w[i] * z[i];
                double p = 1 / (1 + Math.exp(-s)), y = ys.get(r) ? 1 : 0;
                for (int i = 0; i < d; i++) {
                    grad[i] += (p - y) * z[i];
                    for (int j = 0; j < d; j++) hess[i][j] += p * (1 - p) * z[i] * z[j];
                }
            }
            for (int i = 1; i < d; i++) {
                grad[i] += RIDGE * w[i];
                hess[i][i] += RIDGE;
            }
            hess[0][0] += 1e-9;
            if (newtonStep(w, hess, grad)) break;
        }
        double[] raw = new double[d];
        raw[0] = w[0];
        for (int j = 0; j < k; j++) {
            raw[j + 1] = w[j + 1] / sd[j];
            raw[0] -= w[j + 1] * mean[j] / sd[j];
        }
        return raw;
    }

    private static double[] standard(double[] x, double[] mean, double[] sd) {
        double[] z = new double[x.length + 1];
        z[0] = 1;
        for (int j = 0; j < x.length; j++) z[j + 1] = (x[j] - mean[j]) / sd[j];
        return z;
    }

    /** Moves {@code w} by one Newton step; true when it has converged (no weight moved noticeably). */
    static boolean newtonStep(double[] w, double[][] hess, double[] grad) {
        double[] step = solve(hess, grad);
        double moved = 0;
        for (int i = 0; i < w.length; i++) {
            w[i] -= step[i];
            moved = Math.max(moved, Math.abs(step[i]));
        }
        return moved < 1e-9;
    }

    /** Gaussian elimination with partial pivoting; {@code a} is small and positive definite. */
    private static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[][] m = new double[n][n + 1];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a[i], 0, m[i], 0, n);
            m[i][n] = b[i];
        }
        for (int c = 0; c < n; c++) {
            int pivot = c;
            for (int r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) pivot = r;
            double[] t = m[c]; m[c] = m[pivot]; m[pivot] = t;
            for (int r = c + 1; r < n; r++) {
                double f = m[r][c] / m[c][c];
                for (int j = c; j <= n; j++) m[r][j] -= f * m[c][j];
            }
        }
        double[] x = new double[n];
        for (int r = n - 1; r >= 0; r--) {
            double s = m[r][n];
            for (int j = r + 1; j < n; j++) s -= m[r][j] * x[j];
            x[r] = s / m[r][r];
        }
        return x;
    }
}
