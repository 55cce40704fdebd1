package dkg.ask;

/**
 * Calibrated confidence that a ranked skill answers the question, from the router's score, its
 * margin over the best other skill and whether the text speaks of DOCA at all. A logistic curve
 * whose coefficients were fitted on a development set of real questions, then tempered (divided
 * by 2.5, the temperature that fits both development sets best) because the fitted curve was
 * overconfident: its answers above 0.8 averaged 0.97 and were right about eight times in ten.
 * Tempering keeps every ranking; {@code eval ask} reports the calibration it reaches.
 */
public final class Confidence {
    private Confidence() {}

    static final double BIAS = -0.8, PER_SCORE = 0.12, PER_MARGIN = 0.12, DOCA_SIGNAL = 2.0;
    /**
     * Below this for the best skill, {@code ask} abstains: nothing ingested covers the question. The
     * highest bar that abstains on no more answerable questions of the development sets than 0.5
     * does: between 0.5 and 0.55 every answer there was to a question no skill covers.
     */
    public static final double ABSTAIN_BELOW = 0.55;

    /**
     * @param score      the skill's router score
     * @param bestOther  the best score among the other skills (0 when none)
     * @param docaSignal how strongly the text is about DOCA, -1..1 ({@link #signal})
     */
    public static double of(double score, double bestOther, double docaSignal) {
        return Math.round(1000 * probability(score, bestOther, docaSignal)) / 1000.0;
    }

    /** {@link #of} before rounding: what a decision on it reads, as {@link #covers} does. */
    static double probability(double score, double bestOther, double docaSignal) {
        return 1 / (1 + Math.exp(-logit(score, bestOther, docaSignal)));
    }

    /**
     * Whether the best skill is more likely right than not ({@link #of} at least {@link #ABSTAIN_BELOW}),
     * decided before rounding: a confidence of 0.4996 shown as 0.500 still abstains.
     */
    public static boolean covers(double score, double bestOther, double docaSignal) {
        return logit(score, bestOther, docaSignal) >= COVERS_LOGIT;
    }

    private static final double COVERS_LOGIT = Math.log(ABSTAIN_BELOW / (1 - ABSTAIN_BELOW));

    private static double logit(double score, double bestOther, double docaSignal) {
        return BIAS + PER_SCORE * score + PER_MARGIN * Math.max(-2, Math.min(3, score - bestOther)) + DOCA_SIGNAL * docaSignal;
    }

    /**
     * The confidence of a skill ranked below the best one: the best one's confidence, shrunk by how
     * far behind it scores (e^-gap). Only one skill is usually right, so a runner-up close behind
     * keeps some confidence and a distant one almost none.
     *
     * @param best the best skill's confidence
     * @param gap  best score minus this skill's score (≥ 0)
     */
    public static double behind(double best, double gap) {
        return Math.round(1000 * best * Math.exp(-Math.max(0, gap))) / 1000.0;
    }

    /** Products of the BlueField/DOCA family (canonical names of {@code products.tsv}). */
    private static final java.util.Set<String> FAMILY = java.util.Set.of("BlueField-2", "BlueField-3", "BlueField-4", "BlueField",
            "DPU", "BFB", "rshim", "bf.cfg", "BMC", "DPF", "HBN", "SNAP", "DTS", "DMS", "DPA");

    /**
     * DOCA services and platforms the knowledge map routes that are built around software outside
     * DOCA: DPF runs on Kubernetes (with OVN-Kubernetes), HBN on FRR, SNAP on SPDK, DTS feeds
     * Prometheus. Named beside that software, the question is about the DOCA product.
     */
    private static final java.util.Set<String> BUILT_AROUND_OUTSIDE = java.util.Set.of("DPF", "HBN", "SNAP", "DTS");

    /**
     * How much the text is about DOCA, -1..1. DOCA errors, symbols or log records count fully;
     * the word DOCA (or a DOCA product named without it: "the GPUNetIO backend"), a topic of the
     * knowledge map or a BlueField-family product partly; software
     * next to DOCA that the bundle does not cover (NCCL, UCX, XLIO...) counts against, unless a
     * DOCA symbol or error is in sight, or a DOCA product the map routes that is built around it
     * ({@link #BUILT_AROUND_OUTSIDE}).
     *
     * @param mapTopic whether the text names a topic only the knowledge map covers
     * @param outside  software outside DOCA the text names ({@link Extractor#outside})
     * @param namesASkill whether the text names a skill or its product ({@link dkg.route.RouteResult#named})
     */
    public static double signal(Extracted e, String text, boolean mapTopic, java.util.List<String> outside, boolean namesASkill) {
        if (!e.errors().isEmpty() || !e.symbols().isEmpty()) return 1;
        if (text.contains("[DOCA]")) return 1;
        double s = 0;
        if (namesASkill || DOCA_WORD.matcher(text).find()) s += 0.5;
        if (mapTopic) s += 0.5;
        if (e.products().stream().anyMatch(FAMILY::contains)) s += 0.3;
        if (!e.versions().isEmpty()) s += 0.1;
        boolean aDocaProductOfIt = mapTopic && e.products().stream().anyMatch(BUILT_AROUND_OUTSIDE::contains);
        if (!outside.isEmpty() && !aDocaProductOfIt) s -= 1;
        return Math.max(-1, Math.min(1, s));
    }

    private static final java.util.regex.Pattern DOCA_WORD = java.util.regex.Pattern.compile("(?i)\\bdoca\\b");
}
