package dkg.ask;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Answer-fact recall@5 counts a fact found in the text of the first five evidence passages: facts
 * are copied from the skills' Markdown and the evidence is plain text, so code and emphasis marks
 * do not decide it; a fact only in the sixth passage, or nowhere, is not found.
 */
class AnswerFactRecallTest {
    private static AskEvalCase item(String... facts) {
        return new AskEvalCase("x", "how do I push an image?", "doca-widget", List.of(), null, "en", List.of(facts));
    }

    @Test
    void markdownMarksDoNotHideAFactAndOnlyTheFirstFivePassagesCount() {
        List<String> texts = List.of("one", "two", "Push it with widget-install and watch the console", "four",
                "The **Widget Platform (WP)** row", "sixth passage names RShim");
        AskEvaluator.Outcome o = new AskEvaluator.Outcome(List.of("doca-widget"), 0.9, false,
                List.of("a", "b", "c", "d", "e", "f"), texts);
        AskEval e = AskEvaluator.evaluate(List.of(item("`widget-install`", "Widget Platform (WP)", "RShim", "not there")), q -> o);
        assertEquals(4, e.answerFacts());
        assertEquals(0.5, e.factRecall5(), 1e-9);
    }
}
