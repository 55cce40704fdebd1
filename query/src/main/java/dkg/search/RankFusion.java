package dkg.search;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reciprocal rank fusion (Cormack, Clarke and Büttcher): each ranked list adds 1 / (k + rank) to
 * an item, with k = 60, the paper's constant, so two rankings on different scales (words' scores,
 * cosines) merge without a weight to fit. Ties keep the order in which the lists were given.
 */
public final class RankFusion {
    private RankFusion() {}

    public static final int K = 60;
    /** The fused score of an item first in two lists: the most two lists can give. */
    public static final double FIRST_IN_TWO = 2.0 / (K + 1);

    /** Every item of the lists with its fused score, best first. */
    @SafeVarargs
    public static <T> Map<T, Double> fuse(List<T>... rankings) {
        Map<T, Double> sum = new LinkedHashMap<>();
        for (List<T> ranking : rankings)
            for (int i = 0; i < ranking.size(); i++) sum.merge(ranking.get(i), 1.0 / (K + i + 1), Double::sum);
        List<Map.Entry<T, Double>> sorted = new ArrayList<>(sum.entrySet());
        sorted.sort(Map.Entry.<T, Double>comparingByValue().reversed());
        Map<T, Double> out = new LinkedHashMap<>();
        for (Map.Entry<T, Double> e : sorted) out.put(e.getKey(), e.getValue());
        return out;
    }
}
