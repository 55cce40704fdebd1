package dkg.ask;

import static org.junit.jupiter.api.Assertions.*;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Random;
import org.junit.jupiter.api.Test;

class FusionTest {
    /** A question of three candidates: the right one at {@code right}, with the given lexical confidences and nearness leads. */
    static Fusion.Question question(int right, double[] lexical, double[] lead) {
        List<Fusion.Features> f = new ArrayList<>();
        List<Boolean> answers = new ArrayList<>();
        for (int i = 0; i < lexical.length; i++) {
            f.add(new Fusion.Features(lexical[i], 0.7 + lead[i], lead[i]));
            answers.add(i == right);
        }
        return new Fusion.Question(f, answers);
    }

    @Test
    void whereMeaningPicksTheSkillTheWordsRankedSecondTheFitWeighsIt() {
        List<Fusion.Question> qs = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            // the words favour a wrong skill by a little; meaning leads clearly on the right one
            qs.add(question(1, new double[] {0.8, 0.7, 0.2}, new double[] {-0.06, 0.06, -0.2}));
            // and where the words are right, meaning agrees
            qs.add(question(0, new double[] {0.9, 0.3, 0.1}, new double[] {0.05, -0.05, -0.3}));
        }
        Fusion lexicalOnly = new Fusion(new double[] {0, 1, 0, 0}, Fusion.LEXICAL_CURVE);
        assertEquals(0.75, Fusion.meanReciprocalRank(lexicalOnly, qs), 1e-9);
        Fusion fitted = Fusion.fit(qs);
        assertTrue(fitted.ranking()[2] > 0 || fitted.ranking()[3] > 0, fitted.toString());
        assertEquals(1.0, Fusion.meanReciprocalRank(fitted, qs), 1e-9);
    }

    @Test
    void whereMeaningIsNoiseTheFitLeavesTheLexicalRanking() {
        Random rnd = new Random(7);
        List<Fusion.Question> qs = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            double[] lead = {rnd.nextGaussian() * 0.05, rnd.nextGaussian() * 0.05, rnd.nextGaussian() * 0.05};
            qs.add(question(0, new double[] {0.9, 0.5, 0.2}, lead));
        }
        Fusion fitted = Fusion.fit(qs);
        assertArrayEquals(new double[] {0, 1, 0, 0}, fitted.ranking(), 1e-9, "the smallest weights win a tie");
    }

    @Test
    void theWeightsReadBackAsWritten() throws Exception {
        Fusion f = new Fusion(new double[] {0, 1, 2.6, 5.25}, new double[] {-0.5, 1.25});
        Properties p = new Properties();
        p.load(new StringReader(f.properties()));
        Fusion back = Fusion.of(p);
        assertArrayEquals(f.ranking(), back.ranking(), 1e-9);
        assertArrayEquals(f.confidence(), back.confidence(), 1e-9);
    }

    @Test
    void theShippedWeightsLoad() {
        Fusion f = Fusion.shipped();
        assertEquals(4, f.ranking().length);
        assertEquals(1.0, f.ranking()[1], 1e-9, "lexical confidence counts one: the nearness weights are per unit of it");
    }

    @Test
    void refittingTheConfidenceLearnsWhichQuestionsAreCovered() {
        List<Fusion.Question> qs = new ArrayList<>();
        Random rnd = new Random(3);
        for (int i = 0; i < 60; i++) {
            boolean covered = i % 2 == 0;
            double lex = covered ? 0.6 + 0.35 * rnd.nextDouble() : 0.05 + 0.35 * rnd.nextDouble();
            qs.add(new Fusion.Question(List.of(new Fusion.Features(lex, 0.7, 0)), List.of(covered)));
        }
        Fusion refit = Fusion.fit(qs).withRefitConfidence(qs);
        assertTrue(refit.confidence()[1] > 0, "more lexical confidence, more likely covered");
        assertTrue(refit.confidence(List.of(new Fusion.Features(0.9, 0.7, 0))) > 0.5);
        assertTrue(refit.confidence(List.of(new Fusion.Features(0.1, 0.7, 0))) < 0.5);
    }
}
