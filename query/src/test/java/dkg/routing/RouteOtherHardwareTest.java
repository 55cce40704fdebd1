package dkg.routing;

import dkg.api.FixtureKg;
import dkg.api.FixtureStore;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A question that names one generation's hardware is not about the deployment skill of another. */
class RouteOtherHardwareTest {
    @RegisterExtension static final FixtureKg fixture = FixtureKg.writing(RouteOtherHardwareTest::writeBundle);

    static void writeBundle(Path bundle) throws IOException {
        FixtureStore.writeSkill(bundle.resolve("skills/doca-wb7-deployment"), "doca-wb7-deployment", "library",
                "Use this skill when the user deploys a WidgetBox-7: installing its image, its boot console, a boot that stops, its Arm OS.",
                "DOCA WidgetBox-7 (WB7) deployment", "Install the image, then open the console.");
        // the newer generation's skill says more of booting: without the hardware named, it would win
        FixtureStore.writeSkill(bundle.resolve("skills/doca-wb8-deployment"), "doca-wb8-deployment", "library",
                "Use this skill when the user deploys a WidgetBox-8: boot failures, UEFI boot order, power cycle, boot console, Arm OS boot.",
                "DOCA WidgetBox-8 (WB8) deployment", "A boot that stops at UEFI after a power cycle needs the boot order reset.");
    }

    @Test
    void theNamedHardwaresSkillWins() {
        var r = dkg.routing.Routing.route(fixture.kg().generation(), new dkg.routing.RouteRequest("My WidgetBox-7 Arm OS does not boot after a power cycle, the console stops at UEFI", 2, "en"));
        assertEquals("doca-wb7-deployment", r.skills().getFirst().skill(), r.toString());
        assertTrue(r.skills().get(1).reasons().stream().anyMatch(x -> x.contains("names the hardware of doca-wb7-deployment")), r.toString());
    }

    @Test
    void withoutHardwareNamedNothingIsTakenAway() {
        var r = dkg.routing.Routing.route(fixture.kg().generation(), new dkg.routing.RouteRequest("the Arm OS does not boot after a power cycle, the console stops at UEFI", 2, "en"));
        assertEquals("doca-wb8-deployment", r.skills().getFirst().skill(), r.toString());
        assertTrue(r.skills().stream().flatMap(s -> s.reasons().stream()).noneMatch(x -> x.contains("names the hardware")), r.toString());
    }
}
