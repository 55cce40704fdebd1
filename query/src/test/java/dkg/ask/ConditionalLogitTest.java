package dkg.ask;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ConditionalLogitTest {

    /** Questions the words rank right, each by a margin, where meaning leads on the right skill too. */
    static List<Fusion.Question> wordsRightAndMeaningAgrees() {
        Random rnd = new Random(11);
        List<Fusion.Question> qs = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            double lead = 0.02 + 0.05 * rnd.nextDouble();
            qs.add(FusionTest.question(0, new double[] {0.7 + 0.2 * rnd.nextDouble(), 0.4 * rnd.nextDouble(), 0.1},
                    new double[] {lead, -lead, -0.2}));
        }
        return qs;
    }

    @Test
    void meaningThatAgreesWithTheWordsIsWeighedWhereTheRankAloneSeesNothingToGain() {
        List<Fusion.Question> qs = wordsRightAndMeaningAgrees();
        assertArrayEquals(new double[] {0, 1, 0, 0}, Fusion.fit(qs).ranking(), 1e-9, "every weight ranks these right: the grid keeps the smallest");
        Fusion byLikelihood = Fusion.fitByLikelihood(qs);
        assertTrue(byLikelihood.ranking()[2] + byLikelihood.ranking()[3] > 0, byLikelihood.toString());
        assertEquals(1.0, Fusion.meanReciprocalRank(byLikelihood, qs), 1e-9);
        Fusion lexicalOnly = new Fusion(new double[] {0, 1, 0, 0}, Fusion.LEXICAL_CURVE);
        assertTrue(byLikelihood.logLikelihood(qs) > lexicalOnly.logLikelihood(qs));
    }

    @Test
    void whereMeaningPicksTheSkillTheWordsRankedSecondItWins() {
        List<Fusion.Question> qs = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            qs.add(FusionTest.question(1, new double[] {0.8, 0.7, 0.2}, new double[] {-0.06, 0.06, -0.2}));
            qs.add(FusionTest.question(0, new double[] {0.9, 0.3, 0.1}, new double[] {0.05, -0.05, -0.3}));
        }
        assertEquals(1.0, Fusion.meanReciprocalRank(Fusion.fitByLikelihood(qs), qs), 1e-9);
    }

    @Test
    void whereMeaningIsNoiseItsWeightStaysTooSmallToReorder() {
        Random rnd = new Random(7);
        List<Fusion.Question> qs = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            double[] lead = {rnd.nextGaussian() * 0.05, rnd.nextGaussian() * 0.05, rnd.nextGaussian() * 0.05};
            qs.add(FusionTest.question(i % 3 == 0 ? 1 : 0, new double[] {0.9, 0.5, 0.2}, lead));
        }
        Fusion f = Fusion.fitByLikelihood(qs);
        Fusion lexicalOnly = new Fusion(new double[] {0, 1, 0, 0}, Fusion.LEXICAL_CURVE);
        assertEquals(Fusion.meanReciprocalRank(lexicalOnly, qs), Fusion.meanReciprocalRank(f, qs), 1e-9, f.toString());
    }
}
