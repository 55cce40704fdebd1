package dkg.ask;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/** A section shows the window of the question's words and, when another, the window of its meaning. */
class EvidenceTextsTest {
    @Test
    void theWindowOfTheMeaningFollowsTheWindowOfTheWords() {
        String shown = EvidenceTexts.withMeaning("…set the queue depth with --rxq-depth…", "A cold reset is needed after the burn:\nrun `mlxfwreset -d <dev> reset`.");
        assertEquals("…set the queue depth with --rxq-depth…" + EvidenceTexts.GAP + "A cold reset is needed after the burn:\nrun `mlxfwreset -d <dev> reset`.", shown);
    }

    @Test
    void aWindowTheWordsAlreadyShowIsNotShownTwice() {
        String window = "A cold reset is needed after the burn: run mlxfwreset.";
        assertEquals("…" + window + " Then…", EvidenceTexts.withMeaning("…" + window + " Then…", window));
        assertEquals("A cold reset is needed", EvidenceTexts.withMeaning("A cold reset is needed", window), "a snippet inside the window");
    }

    @Test
    void noSnippetShowsTheWindowAloneAndALongWindowIsCutAtAWord() {
        String window = "word ".repeat(200).strip();
        String shown = EvidenceTexts.withMeaning("", window);
        assertTrue(shown.length() <= EvidenceTexts.EVIDENCE_TEXT + 1 && shown.endsWith("word…"), shown);
        assertEquals("…snippet…", EvidenceTexts.withMeaning("…snippet…", null));
    }
}
