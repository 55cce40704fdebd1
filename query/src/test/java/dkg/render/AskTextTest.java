package dkg.render;

import static org.junit.jupiter.api.Assertions.*;

import dkg.ask.AskAnswer;
import dkg.ask.Extracted;
import java.util.List;
import org.junit.jupiter.api.Test;

class AskTextTest {
    static final Extracted NOTHING = new Extracted(List.of(), List.of(), List.of(), List.of(), List.of());

    static AskAnswer answer(AskAnswer.Evidence... evidence) {
        return new AskAnswer("q", 1, NOTHING, List.of(new AskAnswer.Skill("doca-widget", 3.0, 0.9, List.of("description: widget (+1.00)"))),
                1, false, List.of("doca-widget"), "Load doca-widget (confidence 0.9).", List.of(evidence), List.of(), List.of());
    }

    @Test
    void aPassageShowsItsTextOnOneLine() {
        String brief = new AskText().text(answer(new AskAnswer.Evidence(AskAnswer.Evidence.Kind.SECTION, "Error taxonomy", "doca-widget",
                "skills/libs/doca-widget/CAPABILITIES.md#error-taxonomy", "The source mmap lacks\n  read access.", "why not")));
        assertTrue(brief.contains("      The source mmap lacks read access.\n"), brief);
        assertTrue(brief.indexOf("#error-taxonomy") < brief.indexOf("The source mmap") && brief.indexOf("The source mmap") < brief.indexOf("why: why not"), brief);
    }

    @Test
    void aLongTextIsCutAtAWord() {
        String cut = AskText.oneLine("word ".repeat(100), AskText.PASSAGE_CHARS);
        assertTrue(cut.length() <= AskText.PASSAGE_CHARS && cut.endsWith("word…"), cut);
        assertEquals("short one", AskText.oneLine(" short\tone ", AskText.PASSAGE_CHARS));
    }

    @Test
    void aPassageWithoutTextShowsNoEmptyLine() {
        String brief = new AskText().text(answer(new AskAnswer.Evidence(AskAnswer.Evidence.Kind.SKILL, "doca-widget", "doca-widget", "skills/libs/doca-widget", null, "named")));
        assertFalse(brief.contains("\n      \n"), brief);
    }
}
