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
 * A compiler rejecting a DOCA name as written is answered first by the skill's "Version
 * compatibility" and by the same section of the skill it leaves the version rule to (the one it
 * links to most); a linker's undefined reference is not such a question.
 */
class AskApiDriftTest {
    @RegisterExtension static final FixtureKg fixture = FixtureKg.writing(AskApiDriftTest::writeBundle);

    static void writeBundle(Path bundle) throws IOException {
        Path sprocket = FixtureStore.writeSkill(bundle.resolve("skills/libs/doca-sprocket"), "doca-sprocket", "library",
                "Use this skill when the user spins sprockets with the DOCA Sprocket engine: doca_sprocket_cfg, sprocket spin rates, sprocket jams, building sprocket code.",
                "DOCA Sprocket", "Open CAPABILITIES.md for the sprocket modes.");
        Path releases = FixtureStore.writeSkill(bundle.resolve("skills/doca-releases"), "doca-releases", "meta",
                "Use this skill when the user asks which DOCA release is installed and whether code written for one release builds on another.",
                "DOCA releases", "Open CAPABILITIES.md for the release rule.");
        Files.writeString(sprocket.resolve("CAPABILITIES.md"), """
                # DOCA Sprocket capabilities

                ## Capabilities and modes

                A sprocket spins in gear mode or in chain mode; `doca_sprocket_cfg` holds the mode.

                ## Version compatibility

                For the release rule see [`doca-releases`](../../doca-releases/SKILL.md) and its
                [check](../../doca-releases/CAPABILITIES.md#version-compatibility); the sprocket
                overlay: `doca_sprocket_cfg` fields are read from the installed header, and the
                layout is in [the other bundle skill](../../libs/doca-sprocket/SKILL.md).

                ## Error taxonomy

                | Error | Sprocket context | Cause |
                | --- | --- | --- |
                | `DOCA_ERROR_AGAIN` | spin submit | the sprocket queue is full |
                """);
        Files.writeString(releases.resolve("CAPABILITIES.md"), """
                # DOCA releases capabilities

                ## Version compatibility

                Code builds only against the headers of the release it was written for: read the
                installed release first, then that release's API.
                """);
    }

    private static List<String> sources(AskAnswer a) {
        return a.evidence().stream().map(AskAnswer.Evidence::source).toList();
    }

    @Test
    void aRejectedNameOpensBothVersionSections() {
        AskAnswer a = dkg.ask.Asking.ask(fixture.kg().generation(), AskRequest.of("""
                building my sprocket code fails
                sprocket.c:12:7: error: 'struct doca_sprocket_cfg' has no member named 'spin_rate'
                """));
        assertEquals("doca-sprocket", a.skills().getFirst().skill(), a.toString());
        List<String> sources = sources(a);
        int own = sources.indexOf("skills/libs/doca-sprocket/CAPABILITIES.md#version-compatibility");
        int deferred = sources.indexOf("skills/doca-releases/CAPABILITIES.md#version-compatibility");
        assertTrue(own >= 0 && deferred == own + 1, sources.toString());
        assertTrue(own < sources.indexOf("skills/libs/doca-sprocket/CAPABILITIES.md#error-taxonomy"), sources.toString());
        assertTrue(a.evidence().get(deferred).why().contains("doca-sprocket's section leaves the version rule here"), a.evidence().toString());
    }

    @Test
    void aLinkerErrorIsNoVersionQuestion() {
        AskAnswer a = dkg.ask.Asking.ask(fixture.kg().generation(), AskRequest.of("""
                building my sprocket code fails
                sprocket.c:12: undefined reference to `doca_sprocket_cfg_create'
                """));
        assertEquals("doca-sprocket", a.skills().getFirst().skill(), a.toString());
        assertTrue(a.evidence().stream().noneMatch(e -> e.why().contains("rejects a DOCA name")), a.evidence().toString());
    }
}
