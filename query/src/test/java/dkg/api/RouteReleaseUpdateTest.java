package dkg.api;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** "Update" said of a release routes where the skills say "upgrade"; said of anything else, it does not. */
class RouteReleaseUpdateTest {
    @TempDir static Path dir;
    static DocaKg kg;

    @BeforeAll
    static void open() throws IOException {
        FixtureStore.writeSkill(dir.resolve("bundle/skills/doca-widget-upgrade"), "doca-widget-upgrade", "library",
                "Use this skill when the user plans a widget upgrade: moving widgets to a newer release, upgrading widget firmware, rolling an upgrade back.",
                "Widget upgrades", "Upgrade one release at a time.");
        FixtureStore.writeSkill(dir.resolve("bundle/skills/libs/doca-widget-table"), "doca-widget-table", "library",
                "Use this skill when the user adds, updates or removes widget table entries: entry updates, update batches, update latency.",
                "Widget tables", "An entry update is applied at the next batch.");
        kg = FixtureStore.ingest(dir, dir.resolve("bundle"));
    }

    @AfterAll
    static void close() { kg.close(); }

    @Test
    void anUpdateOfTheReleaseRoutesToTheUpgrade() {
        assertEquals("doca-widget-upgrade", kg.route("how do I update the widget firmware from 2.9 to 3.1", 3, "en").skills().getFirst().skill());
    }

    @Test
    void anUpdateOfAnEntryStaysWithTheTable() {
        assertEquals("doca-widget-table", kg.route("how do I update a widget entry", 3, "en").skills().getFirst().skill());
    }
}
