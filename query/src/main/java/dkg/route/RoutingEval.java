package dkg.route;

import java.util.List;
import java.util.Objects;

/**
 * The outcome of {@code doca-kg eval routing}.
 *
 * @param positives    prompts with an expected skill
 * @param hit1         share of positives whose expected skill ranks first
 * @param hit3         share of positives whose expected skill ranks in the top three
 * @param mrr          mean reciprocal rank of the expected skill (0 when not ranked)
 * @param negatives    prompts the file's skill must not take ({@code expected_skill} null)
 * @param falseTrigger share of negatives whose file's skill ranks first
 * @param p50Ms        median route latency, milliseconds
 * @param p99Ms        99th percentile route latency, milliseconds
 * @param misses       every positive not ranked first and every false trigger
 */
public record RoutingEval(int positives, double hit1, double hit3, double mrr, int negatives,
                          double falseTrigger, double p50Ms, double p99Ms, List<Miss> misses) {
    public RoutingEval {
        misses = List.copyOf(misses);
    }

    /**
     * One miss.
     *
     * @param id       the eval id
     * @param expected the expected skill, or "not <skill>" for a negative
     * @param returned the skill ranked first (null when none)
     * @param rank     the expected skill's rank (1-based; 0 when absent or for a negative)
     */
    public record Miss(String id, String expected, String returned, int rank) {
        public Miss { Objects.requireNonNull(id, "id"); }
    }
}
