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
 * The skills are written in English: a Chinese question finds their passages through the words the
 * glossary bridges it to ("大页" is hugepages), not only through the identifiers it quotes.
 */
class AskChinesePassageTest {
    @RegisterExtension static final FixtureKg fixture = FixtureKg.writing(AskChinesePassageTest::writeBundle);

    static void writeBundle(Path bundle) throws IOException {
        Path skill = FixtureStore.writeSkill(bundle.resolve("skills/libs/doca-sprocket"), "doca-sprocket", "library",
                "Use this skill when the user spins sprockets with the DOCA Sprocket engine: sprocket queues, sprocket memory, hugepages for sprockets.",
                "DOCA Sprocket", "Open CAPABILITIES.md for the sprocket modes.");
        StringBuilder caps = new StringBuilder("# DOCA Sprocket capabilities\n\n");
        for (String topic : List.of("Gear mode", "Chain mode", "Spin rates", "Sprocket jams", "Jam recovery"))
            caps.append("## ").append(topic).append("\n\nIn ").append(topic.toLowerCase()).append(" a sprocket spins and sometimes jams.\n\n");
        caps.append("## Memory\n\nReserve 2048 kB hugepages before the first sprocket starts; without them the engine stops at start.\n");
        Files.writeString(skill.resolve("CAPABILITIES.md"), caps.toString());
    }

    @Test
    void aChineseQuestionFindsTheEnglishPassageItsWordsBridgeTo() {
        // "DOCA Sprocket: how do I configure hugepages?"
        AskAnswer a = dkg.ask.Asking.ask(fixture.kg().generation(), AskRequest.of("DOCA Sprocket 的大页应该怎么配置？"));
        assertEquals("doca-sprocket", a.skills().getFirst().skill(), a.toString());
        List<String> sources = a.evidence().stream().map(AskAnswer.Evidence::source).toList();
        assertTrue(sources.contains("skills/libs/doca-sprocket/CAPABILITIES.md#memory"), sources.toString());
    }
}
