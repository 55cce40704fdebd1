package dkg.routing;

import dkg.api.FixtureKg;
import dkg.api.FixtureStore;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** "Update" said of a release routes where the skills say "upgrade"; said of anything else, it does not. */
class RouteReleaseUpdateTest {
    @RegisterExtension static final FixtureKg fixture = FixtureKg.writing(RouteReleaseUpdateTest::writeBundle);

    static void writeBundle(Path bundle) throws IOException {
        FixtureStore.writeSkill(bundle.resolve("skills/doca-widget-upgrade"), "doca-widget-upgrade", "library",
                "Use this skill when the user plans a widget upgrade: moving widgets to a newer release, upgrading widget firmware, rolling an upgrade back.",
                "Widget upgrades", "Upgrade one release at a time.");
        FixtureStore.writeSkill(bundle.resolve("skills/libs/doca-widget-table"), "doca-widget-table", "library",
                "Use this skill when the user adds, updates or removes widget table entries: entry updates, update batches, update latency.",
                "Widget tables", "An entry update is applied at the next batch.");
    }

    @Test
    void anUpdateOfTheReleaseRoutesToTheUpgrade() {
        assertEquals("doca-widget-upgrade", dkg.routing.Routing.route(fixture.kg().generation(), new dkg.routing.RouteRequest("how do I update the widget firmware from 2.9 to 3.1", 3, "en")).skills().getFirst().skill());
    }

    @Test
    void anUpdateOfAnEntryStaysWithTheTable() {
        assertEquals("doca-widget-table", dkg.routing.Routing.route(fixture.kg().generation(), new dkg.routing.RouteRequest("how do I update a widget entry", 3, "en")).skills().getFirst().skill());
    }
}
