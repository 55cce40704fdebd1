package dkg.ask;

import java.util.List;

/**
 * The outcome of {@code doca-kg eval ask}.
 *
 * @param items           questions asked
 * @param positives       questions with an expected skill
 * @param hit1            share of positives answered (not abstained) with an accepted skill first
 * @param hit3            share of positives answered with an accepted skill in the top three
 * @param nones           questions no skill should take
 * @param abstainOnNone   share of those {@code ask} abstained on
 * @param falseAbstain    share of positives {@code ask} abstained on
 * @param anchored        positives with an expected anchor
 * @param evidenceRecall5 share of those whose anchor is among the first five evidence sources
 * @param p50Ms           median warm latency of one ask, milliseconds
 * @param p99Ms           99th percentile, milliseconds
 * @param calibration     how well the best skill's confidence says how often it is right
 * @param misses          every item not fully right
 * @param answerFacts     answer facts written down for the set's items
 * @param factRecall5     share of those found (case aside) in the text of the first five evidence passages
 */
public record AskEval(int items, int positives, double hit1, double hit3, int nones, double abstainOnNone,
                      double falseAbstain, int anchored, double evidenceRecall5, double p50Ms, double p99Ms, Calibration calibration, List<Miss> misses,
                      int answerFacts, double factRecall5) {
    public AskEval { misses = List.copyOf(misses); }

    public AskEval(int items, int positives, double hit1, double hit3, int nones, double abstainOnNone,
                   double falseAbstain, int anchored, double evidenceRecall5, double p50Ms, double p99Ms, Calibration calibration, List<Miss> misses) {
        this(items, positives, hit1, hit3, nones, abstainOnNone, falseAbstain, anchored, evidenceRecall5, p50Ms, p99Ms, calibration, misses, 0, 0);
    }

    /**
     * One item not fully right: what was expected and what came back.
     *
     * @param rank        the first accepted skill's rank (1-based, 0 when absent)
     * @param abstained   whether ask abstained
     * @param anchorFound whether the expected anchor was among the first five evidence sources (true when none expected)
     * @param evidence    the first five evidence sources, to see what came instead
     */
    public record Miss(String id, String expected, List<String> got, int rank, boolean abstained, boolean anchorFound, List<String> evidence) {
        public Miss { got = List.copyOf(got); evidence = List.copyOf(evidence); }
    }
}
