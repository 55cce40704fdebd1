package dkg.ask;

/**
 * Calibrated confidence that a ranked skill answers the question, from the router's score, its
 * margin over the best other skill and whether the text speaks of DOCA at all. A logistic curve
 * whose coefficients were fitted on a development set of real questions (so 0.7 means about seven
 * in ten such answers were right), then rounded; see the ask eval.
 */
public final class Confidence {
    private Confidence() {}

    static final double BIAS = -3.2, PER_SCORE = 0.9, PER_MARGIN = 0.6, DOCA_SIGNAL = 1.2;
    /** Below this for the best skill, {@code ask} abstains: nothing ingested covers the question. */
    public static final double ABSTAIN_BELOW = 0.45;

    /**
     * @param score      the skill's router score
     * @param bestOther  the best score among the other skills (0 when none)
     * @param docaSignal how strongly the text is about DOCA, 0..1 ({@link #signal})
     */
    public static double of(double score, double bestOther, double docaSignal) {
        double z = BIAS + PER_SCORE * score + PER_MARGIN * Math.max(-2, Math.min(3, score - bestOther)) + DOCA_SIGNAL * docaSignal;
        return Math.round(1000 / (1 + Math.exp(-z))) / 1000.0;
    }

    /**
     * How much the text is about DOCA, 0..1: DOCA errors, symbols or log records count fully; the
     * word DOCA or a BlueField/ConnectX product half.
     */
    public static double signal(Extracted e, String text) {
        if (!e.errors().isEmpty() || !e.symbols().isEmpty()) return 1;
        if (e.logLocations().stream().anyMatch(l -> l.level() != null) && text.contains("[DOCA]")) return 1;
        double s = 0;
        if (text.matches("(?is).*\\bdoca\\b.*")) s += 0.5;
        if (e.products().stream().anyMatch(p -> p.startsWith("BlueField") || p.startsWith("ConnectX") || p.equals("DPU"))) s += 0.3;
        if (!e.versions().isEmpty()) s += 0.2;
        return Math.min(1, s);
    }
}
