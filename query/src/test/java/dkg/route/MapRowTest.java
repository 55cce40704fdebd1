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
    void aQuotedIntentIsNoTopic() {
        assertEquals(List.of(), MapRow.namesOf("\"How do I install DOCA?\""));
    }
}
