package dkg.ask;

import static org.junit.jupiter.api.Assertions.*;

import dkg.route.RouteResult;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How ask ranks the router's candidates once the question has a vector, and that it ranks as before without one. */
class FusedRankingTest {
    static final List<RouteResult.Ranked> ROUTED = List.of(
            new RouteResult.Ranked("doca-dma", 9, List.of("names DMA")),
            new RouteResult.Ranked("doca-rdma", 8, List.of("names remote")),
            new RouteResult.Ranked("doca-comch", 3, List.of("names channel")));
    static final Fusion MEANING_COUNTS = new Fusion(new double[] {0, 1, 0, 5}, Fusion.LEXICAL_CURVE);

    @Test
    void withoutAVectorTheLexicalReadingRanksAlone() {
        SkillRanking r = SkillRanking.of(MEANING_COUNTS, ROUTED, 1, Map.of(), 5);
        assertEquals(List.of("doca-dma", "doca-rdma", "doca-comch"), r.skills().stream().map(AskAnswer.Skill::skill).toList());
        assertEquals(Confidence.of(9, 8, 1), r.skills().getFirst().confidence());
        assertEquals(!Confidence.covers(9, 8, 1), r.abstain());
    }

    @Test
    void meaningLiftsACloseRunnerUpAndBringsInASkillTheWordsMissed() {
        Map<String, Double> near = Map.of("doca-dma", 0.70, "doca-rdma", 0.86, "doca-comch", 0.60, "doca-verbs", 0.80, "doca-flow", 0.40);
        SkillRanking r = SkillRanking.of(MEANING_COUNTS, ROUTED, 1, near, 5);
        List<String> order = r.skills().stream().map(AskAnswer.Skill::skill).toList();
        assertEquals("doca-rdma", order.getFirst(), order.toString());
        assertTrue(order.contains("doca-verbs"), "among the nearest in meaning, unranked by the words");
        // the confidence that something covers the question stays the lexical reading's
        assertEquals(Confidence.of(9, 8, 1), r.skills().getFirst().confidence());
        assertTrue(r.skills().get(1).confidence() <= r.skills().getFirst().confidence());
        assertTrue(r.skills().getFirst().reasons().stream().anyMatch(s -> s.contains("cosine 0.86")));
    }

    @Test
    void aQuestionNothingCoversStillAbstains() {
        List<RouteResult.Ranked> weak = List.of(new RouteResult.Ranked("doca-dma", 1, List.of()), new RouteResult.Ranked("doca-rdma", 0.9, List.of()));
        SkillRanking r = SkillRanking.of(MEANING_COUNTS, weak, -1, Map.of("doca-dma", 0.5, "doca-rdma", 0.52), 5);
        assertTrue(r.abstain());
    }
}
