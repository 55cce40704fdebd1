package dkg.ask;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.FixtureKg;
import dkg.api.FixtureStore;
import dkg.search.Passages;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A long section shows, after the window holding the question's words, the window nearest the
 * question in meaning: the answer put in the skill's words, none of the question's.
 */
class AskEvidenceWindowByMeaningTest {
    @RegisterExtension static final FixtureKg fixture = FixtureKg.writing(AskEvidenceWindowByMeaningTest::writeBundle);

    static final String ANSWER = "sprocketctl --cold-reset";

    static void writeBundle(Path bundle) {
        String spinning = "The sprocket engine keeps each sprocket spinning at its set rate; a sprocket that stops spinning "
                + "is restarted by the engine on its next tick, and the engine logs every sprocket it restarts. ";
        FixtureStore.writeSkill(bundle.resolve("skills/libs/doca-sprocket"), "doca-sprocket", "library",
                "Use this skill when the user spins sprockets with the DOCA Sprocket engine: sprocket modes, spin rates, jams.",
                "DOCA Sprocket", "Sprockets spin in gear mode or chain mode.\n\n## Sprocket engine stops\n\n"
                        + oneWindow(spinning) + "\n\nAfter a firmware burn the card keeps its old image until the host is "
                        + "powered off and on: a warm reboot is not enough. Run `" + ANSWER + "` or cut the power.\n");
    }

    /** Exactly one window's words of the text repeated, so the answer opens the next window. */
    private static String oneWindow(String text) {
        String[] words = text.repeat(10).strip().split(" ");
        return String.join(" ", java.util.Arrays.copyOf(words, Passages.WORDS));
    }

    @Test
    void theAnswerInOtherWordsIsShownBesideTheWindowOfTheWords() {
        AskAnswer a = Asking.ask(fixture.kg().generation(),
                AskRequest.of("every sprocket stopped spinning after I flashed new firmware, and restarting the OS changed nothing"));
        AskAnswer.Evidence section = a.evidence().stream().filter(e -> e.source().endsWith("#sprocket-engine-stops")).findFirst()
                .orElseThrow(() -> new AssertionError(a.evidence().toString()));
        assertTrue(section.text().contains(ANSWER), section.text());
        assertTrue(section.text().startsWith("…") || section.text().startsWith("The sprocket engine"), "the window of the words first: " + section.text());
        assertTrue(section.text().contains(EvidenceTexts.GAP), section.text());
    }
}
