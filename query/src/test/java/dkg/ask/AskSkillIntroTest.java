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
 * A SKILL.md's opening section says where to start (which file answers which kind of question): it
 * is never offered as evidence while the sections it points to are there, and it is when the skill
 * has nothing else.
 */
class AskSkillIntroTest {
    @RegisterExtension static final FixtureKg fixture = FixtureKg.writing(AskSkillIntroTest::writeBundle);

    static void writeBundle(Path bundle) throws IOException {
        Path sprocket = FixtureStore.writeSkill(bundle.resolve("skills/libs/doca-sprocket"), "doca-sprocket", "library",
                "Use this skill when the user spins sprockets with the DOCA Sprocket engine: sprocket modes, sprocket jams.",
                "DOCA Sprocket", "**Where to start:** for a sprocket jam open CAPABILITIES.md; for sprocket modes open CAPABILITIES.md too.");
        Files.writeString(sprocket.resolve("CAPABILITIES.md"), """
                # DOCA Sprocket capabilities

                ## Capabilities and modes

                A sprocket spins in gear mode or in chain mode.

                ## Sprocket jams

                A jammed sprocket is cleared by reversing the chain one turn, then restarting the spin.
                """);
        FixtureStore.writeSkill(bundle.resolve("skills/libs/doca-flywheel"), "doca-flywheel", "library",
                "Use this skill when the user stores spin energy in a DOCA Flywheel.",
                "DOCA Flywheel", "A flywheel keeps its spin for an hour once charged; charge it in brake mode.");
    }

    static List<String> sources(AskAnswer a) { return a.evidence().stream().map(AskAnswer.Evidence::source).toList(); }

    @Test
    void theWhereToStartSectionGivesWayToTheSectionsItPointsTo() {
        AskAnswer a = dkg.ask.Asking.ask(fixture.kg().generation(), AskRequest.of("how do I clear a sprocket jam in the DOCA Sprocket engine"));
        assertEquals("doca-sprocket", a.skills().getFirst().skill(), a.skills().toString());
        assertTrue(sources(a).contains("skills/libs/doca-sprocket/CAPABILITIES.md#sprocket-jams"), sources(a).toString());
        assertFalse(sources(a).contains("skills/libs/doca-sprocket/SKILL.md#doca-sprocket"), sources(a).toString());
    }

    @Test
    void aSkillWithOnlyItsSkillFileAnswersFromThere() {
        AskAnswer a = dkg.ask.Asking.ask(fixture.kg().generation(), AskRequest.of("how long does a DOCA Flywheel keep its spin once charged"));
        assertEquals("doca-flywheel", a.skills().getFirst().skill(), a.skills().toString());
        assertTrue(sources(a).contains("skills/libs/doca-flywheel/SKILL.md#doca-flywheel"), sources(a).toString());
    }
}
