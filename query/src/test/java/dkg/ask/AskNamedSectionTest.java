package dkg.ask;

import dkg.api.FixtureKg;
import dkg.api.FixtureStore;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A question that says a section's heading word for word ("I checked the chain tension too") is
 * about that section, even when other sections share many more of its words.
 */
class AskNamedSectionTest {
    @RegisterExtension static final FixtureKg fixture = FixtureKg.writing(AskNamedSectionTest::writeBundle);

    static void writeBundle(Path bundle) throws IOException {
        Path skill = FixtureStore.writeSkill(bundle.resolve("skills/libs/doca-sprocket"), "doca-sprocket", "library",
                "Use this skill when the user spins sprockets with the DOCA Sprocket engine: choosing a sprocket mode, sprocket spin rates, sprocket jams.",
                "DOCA Sprocket", "Open CAPABILITIES.md for the sprocket modes.");
        // six sections share the question's many other words; the one it names is said once, in passing
        StringBuilder caps = new StringBuilder("# DOCA Sprocket capabilities\n\n");
        for (String topic : List.of("Gear mode", "Spin rates", "Sprocket jams", "Jam recovery", "Spin limits", "Gear jams"))
            caps.append("## ").append(topic).append("\n\nIn ").append(topic.toLowerCase())
                    .append(" a sprocket that spins too fast in gear mode jams; recover a jammed sprocket by lowering its spin rate.\n\n");
        caps.append("## Chain tension\n\nRead the gauge at rest; a reading taken in motion is off by half.\n");
        Files.writeString(skill.resolve("CAPABILITIES.md"), caps.toString());
    }

    @Test
    void aSectionTheQuestionNamesByItsHeadingIsEvidence() {
        AskAnswer a = dkg.ask.Asking.ask(fixture.kg().generation(), AskRequest.of("My sprocket keeps jamming in gear whenever the spin goes up; a jammed sprocket in gear never recovers, even spinning at a low rate. Recovery does nothing. I checked the chain tension too."));
        assertEquals("doca-sprocket", a.skills().getFirst().skill(), a.toString());
        List<String> sources = a.evidence().stream().map(AskAnswer.Evidence::source).toList();
        assertTrue(sources.contains("skills/libs/doca-sprocket/CAPABILITIES.md#chain-tension"), sources.toString());
    }

    @Test
    void aHeadingWhoseWordsAreNotTogetherIsNot() {
        AskAnswer a = dkg.ask.Asking.ask(fixture.kg().generation(), AskRequest.of("My sprocket keeps jamming in gear whenever the spin goes up; a jammed sprocket in gear never recovers, even spinning at a low rate. Recovery does nothing. I checked the tension of the chain too."));
        assertEquals("doca-sprocket", a.skills().getFirst().skill(), a.toString());
        assertTrue(a.evidence().stream().noneMatch(e -> e.why().contains("by its heading")), a.evidence().toString());
    }
}
