package dkg.ask;

import dkg.api.FixtureKg;
import dkg.api.FixtureStore;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A topic of the knowledge map's routing table that the question writes another way ("Mellanox
 * OFED" for the MLNX_OFED row) reaches the map through the name the product vocabulary knows it
 * by, in ask and in route alike.
 */
class AskMapTopicByProductTest {
    @RegisterExtension static final FixtureKg fixture = FixtureKg.writing(AskMapTopicByProductTest::writeBundle);

    static void writeBundle(Path bundle) throws IOException {
        writeMapBundle(bundle, """
                | **MLNX_OFED** | https://example.org/mlnx-ofed | The standalone host driver stack |
                | **NVIDIA Firmware Tools (MFT)** (`mlxconfig`, `mlxfwmanager`) | https://example.org/mft | Firmware query and burn tools |
                """);
    }

    /** A bundle of the knowledge map, whose routing table holds {@code rows}, and one library skill. */
    static void writeMapBundle(Path bundle, String rows) throws IOException {
        Path map = FixtureStore.writeSkill(bundle.resolve("skills/doca-public-knowledge-map"), "doca-public-knowledge-map", "reference",
                "Use this skill to find where DOCA documentation lives and where to route software outside the bundle.",
                "DOCA public knowledge map", "Open references/map.md for the routing table.");
        Files.createDirectories(map.resolve("references"));
        Files.writeString(map.resolve("references/map.md"), """
                # Map

                ## Software outside this bundle

                These products are not in this bundle; here is where to route.

                | Product | Docs | What it is |
                | --- | --- | --- |
                """ + rows);
        FixtureStore.writeSkill(bundle.resolve("skills/libs/doca-sprocket"), "doca-sprocket", "library",
                "Use this skill when the user spins sprockets with the DOCA Sprocket engine: sprocket modes, spin rates, jams.",
                "DOCA Sprocket", "Sprockets spin in gear mode or chain mode.");
    }

    @Test
    void aProductWrittenAnotherWayFindsItsMapRow() {
        AskAnswer a = dkg.ask.Asking.ask(fixture.kg().generation(), AskRequest.of("The Mellanox OFED installer fails on my new kernel, what should I check?"));
        assertTrue(a.extracted().products().contains("MLNX_OFED"), a.extracted().toString());
        assertEquals("doca-public-knowledge-map", a.skills().getFirst().skill(), a.skills().toString());
        AskAnswer.Evidence first = a.evidence().getFirst();
        assertEquals(AskAnswer.Evidence.Kind.MAP_ROW, first.kind(), a.evidence().toString());
        assertTrue(first.text().contains("example.org/mlnx-ofed"), first.toString());
    }

    @Test
    void aNameInsideALongerIdentifierStillReachesTheRow() {
        // MLNX_OFED_LINUX is not the whole name MLNX_OFED, yet the extractor's OFED says which product it is
        AskAnswer a = dkg.ask.Asking.ask(fixture.kg().generation(), AskRequest.of("mlnxofedinstall of MLNX_OFED_LINUX-5.0 stops: the OFED kernel modules do not build"));
        assertTrue(a.evidence().stream().anyMatch(e -> e.kind() == AskAnswer.Evidence.Kind.MAP_ROW), a.evidence().toString());
    }

    @Test
    void aToolByItsMstflintNameFindsTheRowOfItsMftName() {
        AskAnswer a = dkg.ask.Asking.ask(fixture.kg().generation(), AskRequest.of("mstfwmanager --query lists no devices on this host; which package should I have?"));
        assertTrue(a.evidence().stream().anyMatch(e -> e.kind() == AskAnswer.Evidence.Kind.MAP_ROW && e.text().contains("example.org/mft")), a.evidence().toString());
    }

    @Test
    void routeReadsTheMapsNameToo() {
        // the same question through route, which agents may call alone, reaches the map as ask does
        var r = dkg.routing.Routing.route(fixture.kg().generation(), new dkg.routing.RouteRequest("The Mellanox OFED installer fails on my new kernel, what should I check?", 3, "auto"));
        assertEquals("doca-public-knowledge-map", r.skills().getFirst().skill(), r.skills().toString());
        assertTrue(r.skills().getFirst().reasons().stream().anyMatch(reason -> reason.contains("MLNX_OFED")), r.skills().getFirst().reasons().toString());
    }
}
