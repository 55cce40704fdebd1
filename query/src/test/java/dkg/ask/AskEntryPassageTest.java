package dkg.ask;

import dkg.api.FixtureKg;
import dkg.api.FixtureStore;
import dkg.caps.Capabilities;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An entry section that is only a heading over its subsections ("Capabilities and modes" straight
 * over "Modes in scope") is offered as its first subsection, which holds the text: an empty heading
 * answers nothing.
 */
class AskEntryPassageTest {
    @RegisterExtension static final FixtureKg fixture = FixtureKg.writing(AskEntryPassageTest::writeBundle);

    static void writeBundle(Path bundle) throws IOException {
        Path skill = FixtureStore.writeSkill(bundle.resolve("skills/libs/doca-sprocket"), "doca-sprocket", "library",
                "Use this skill when the user spins sprockets with the DOCA Sprocket engine: choosing a sprocket mode, sprocket spin rates, sprocket jams.",
                "DOCA Sprocket", "Open CAPABILITIES.md for the sprocket modes.");
        Files.writeString(skill.resolve("CAPABILITIES.md"), """
                # DOCA Sprocket capabilities

                ## Capabilities and modes

                ### Modes in scope

                A sprocket spins in gear mode or in chain mode; chain mode needs a tensioner.

                ### Spin rates

                Gear mode spins at most 40 turns a second.

                ## Error taxonomy

                | Error | Sprocket context | Cause |
                | --- | --- | --- |
                | `DOCA_ERROR_AGAIN` | spin submit | the sprocket queue is full |
                """);
    }

    @Test
    void aHeadingWithoutTextOpensAtItsFirstSubsection() {
        AskAnswer a = dkg.ask.Asking.ask(fixture.kg().generation(), AskRequest.of("which sprocket modes does the DOCA Sprocket engine offer"));
        assertEquals("doca-sprocket", a.skills().getFirst().skill(), a.toString());
        List<String> sources = a.evidence().stream().map(AskAnswer.Evidence::source).toList();
        assertTrue(sources.contains("skills/libs/doca-sprocket/CAPABILITIES.md#modes-in-scope"), sources.toString());
        assertFalse(sources.contains("skills/libs/doca-sprocket/CAPABILITIES.md#capabilities-and-modes"), sources.toString());
    }

    @Test
    void aPassagePickedByItsSectionComesWithItsText() {
        AskAnswer a = dkg.ask.Asking.ask(fixture.kg().generation(), AskRequest.of("which sprocket modes does the DOCA Sprocket engine offer"));
        AskAnswer.Evidence modes = a.evidence().stream()
                .filter(e -> e.source().endsWith("#modes-in-scope")).findFirst().orElseThrow(() -> new AssertionError(a.evidence()));
        assertTrue(modes.text().contains("chain mode needs a tensioner"), modes.toString());
    }
}
