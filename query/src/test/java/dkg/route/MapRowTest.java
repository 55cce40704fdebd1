package dkg.route;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

class MapRowTest {
    @Test
    void routingRowsAfterTheHeaderWithTheirNames() {
        String text = """
                When the user asks about any product in the table below, route.
                Product | Authoritative public docs | One-line WHAT it is
                DOCA Platform Framework (DPF) | https://example.org/dpf | DPU lifecycle at Kubernetes scale
                BlueField BSP / BFB / bfb-install | https://example.org/bsp | the platform bundle
                NVIDIA Firmware Tools (MFT) (mst, flint, mlxconfig) | https://example.org/mft | firmware tools
                Overview | https://example.org/o | the overview page
                Security | 5 | 4
                """;
        List<MapRow> rows = MapRow.rowsIn("map", "map.md#out", text);
        // the header, the score row (no URL, no path) and the row whose only name is a plain word are left out
        assertEquals(3, rows.size(), rows.toString());
        assertTrue(rows.get(0).names().containsAll(List.of("DOCA Platform Framework", "Platform Framework", "DPF")), rows.get(0).names().toString());
        assertEquals("DOCA Platform Framework (DPF)", rows.get(0).topic());
        assertEquals(List.of("BlueField BSP", "BSP", "BFB", "bfb-install"), rows.get(1).names());
        assertTrue(rows.get(2).names().containsAll(List.of("MFT", "mst", "flint", "mlxconfig")), rows.get(2).names().toString());
        assertTrue(rows.stream().noneMatch(r -> r.names().contains("Overview")), rows.toString());
    }

    @Test
    void aSectionSayingItsProductsAreOutsideTheBundleMarksItsRows() {
        String outside = """
                These products ship outside this bundle: the job here is to route, not answer.
                Product | Docs | What
                BlueField BMC Software | https://example.org/bmc | out-of-band management
                """;
        String inside = """
                Library guides.
                Library | Docs | What
                DOCA Widget | https://example.org/widget | copies buffers
                """;
        assertTrue(MapRow.rowsIn("map", "map.md#ext", outside).getFirst().outside());
        assertFalse(MapRow.rowsIn("map", "map.md#libs", inside).getFirst().outside());
    }

    @Test
    void aWholeNameIsAPartOfTheTopicNotAWordInsideOne() {
        MapRow bsp = new MapRow("map", "m#x", "BlueField BSP / BFB / bfb-install | https://e.org | x", MapRow.namesOf("BlueField BSP / BFB / bfb-install"), true);
        assertTrue(bsp.isWholeName("BFB"));
        assertTrue(bsp.isWholeName("BSP"), "BlueField's own BSP");
        MapRow gpu = new MapRow("map", "m#x", "NVIDIA GPU Operator (Kubernetes) | https://e.org | x", MapRow.namesOf("NVIDIA GPU Operator (Kubernetes)"), true);
        assertTrue(gpu.isWholeName("GPU Operator"));
        assertFalse(gpu.isWholeName("GPU"), gpu.names().toString());
        assertFalse(gpu.isWholeName("NVIDIA"));
        MapRow bmc = new MapRow("map", "m#x", "BlueField BMC Software | https://e.org | x", MapRow.namesOf("BlueField BMC Software"), true);
        assertTrue(bmc.isWholeName("BMC"));
    }

    @Test
    void aQuotedIntentIsNoTopic() {
        assertEquals(List.of(), MapRow.namesOf("\"How do I install DOCA?\""));
    }
}
