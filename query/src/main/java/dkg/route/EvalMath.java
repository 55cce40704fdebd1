package dkg.route;

/** The arithmetic the eval commands share: shares rounded to three places and nearest-rank percentiles. */
public final class EvalMath {
    private EvalMath() {}

    /** {@code a / b} rounded, 0 when {@code b} is 0. */
    public static double ratio(int a, int b) { return b == 0 ? 0 : round((double) a / b); }

    /** {@code v} rounded to three decimal places. */
    public static double round(double v) { return Math.round(v * 1000) / 1000.0; }

    /** The nearest-rank {@code p}th percentile of ascending {@code sorted}, 0 when empty. */
    public static double percentile(double[] sorted, int p) {
        if (sorted.length == 0) return 0;
        int i = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }
}
