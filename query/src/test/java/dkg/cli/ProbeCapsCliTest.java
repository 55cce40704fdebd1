package dkg.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dkg.ingest.probe.FakeDoca;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code probe --save} then {@code caps} through the CLI: a fixture doca-dma skill (capability table)
 * and a fixture doca_dma.h (C types of its queries, an enum input) drive the native probe of the fake
 * DOCA (two devices, built by gcc from ingest's test sources); caps joins both documentations with
 * the saved values per device.
 */
class ProbeCapsCliTest {
    @TempDir static Path store;
    static final ObjectMapper JSON = new ObjectMapper();
    static final String MAX_BUF = "doca_dma_cap_task_memcpy_get_max_buf_size";

    static Path resource(String name) throws Exception {
        return Paths.get(ProbeCapsCliTest.class.getResource("/probe/" + name).toURI());
    }

    @BeforeAll
    static void ingestSkillAndHeaders() throws Exception {
        CliRun r = CliRun.of("ingest", "--store", store.toString(), resource("bundle").toString(), resource("include").toString());
        assertEquals(0, r.exit(), r.err());
    }

    static CliRun probeSave() throws Exception {
        FakeDoca.libDir(); // skips (with the reason) where gcc is missing
        return CliRun.of("probe", "--store", store.toString(), "--save", "--json", "--timeout", "60",
                "--doca-root", FakeDoca.ROOT.toString());
    }

    static JsonNode caps(String library) throws Exception {
        CliRun r = CliRun.of("caps", "--store", store.toString(), "--library", library, "--json");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().isEmpty(), r.err());
        return JSON.readTree(r.out());
    }

    static JsonNode query(JsonNode caps, String symbol) {
        for (JsonNode q : caps.get("queries")) if (q.get("symbol").asText().equals(symbol)) return q;
        return fail(symbol + " missing from " + caps);
    }

    @Test
    void savedValuesOfBothFakeDevicesStandNextToTheDocumentedQuery() throws Exception {
        CliRun p = probeSave();
        assertEquals(0, p.exit(), p.err());
        assertTrue(p.err().contains("Using the native DOCA probe"), p.err());
        assertTrue(p.err().contains("saved the live facts of 2 device(s)"), p.err());
        assertContractShape(JSON.readTree(p.out()));

        JsonNode caps = caps("dma");
        assertEquals("doca-dma", caps.get("library").asText());
        JsonNode q = query(caps, MAX_BUF);
        assertEquals("Maximum memcpy buffer size", q.get("capability").asText(), "the skill's name for it");
        List<String> docs = new ArrayList<>();
        for (JsonNode d : q.get("documentedIn")) docs.add(d.get("skill").asText(null) + " " + d.get("source").asText());
        assertEquals(List.of("doca-dma skills/libs/doca-dma/CAPABILITIES.md#capabilities",
                "null include/3.0.0058/doca_dma.h#" + MAX_BUF), docs);

        JsonNode live = q.get("live");
        assertEquals(2, live.size(), live.toString());
        assertEquals("0000:03:00.0", live.get(0).get("device").asText());
        assertEquals(2097152L, live.get(0).get("value").asLong());
        assertEquals("0000:03:00.1", live.get(1).get("device").asText());
        assertEquals(4294967301L, live.get(1).get("value").asLong(), "a uint64 above 32 bits survives the round trip");
        for (JsonNode v : live) {
            assertTrue(v.get("error").isNull(), v.toString());
            assertFalse(v.get("observedAt").asText().isBlank());
            assertFalse(v.has("input"), "no enum input, no field: " + v);
        }

        // the return code as the answer: true on device 0, the DOCA error name on device 1
        JsonNode supported = query(caps, "doca_dma_cap_task_memcpy_is_supported").get("live");
        assertTrue(supported.get(0).get("value").asBoolean() && supported.get(0).get("value").isBoolean(), supported.toString());
        assertTrue(supported.get(1).get("value").isNull());
        assertEquals("DOCA_ERROR_NOT_SUPPORTED", supported.get(1).get("error").asText());

        // an enum input: the values came from the graph's enumerators, one reading per value and device
        JsonNode modes = query(caps, "doca_dma_cap_fake_mode_is_supported").get("live");
        assertEquals(4, modes.size(), modes.toString());
        assertEquals("DOCA_DMA_FAKE_MODE_A", modes.get(0).get("input").asText());
        assertTrue(modes.get(0).get("value").asBoolean());
        assertEquals("DOCA_DMA_FAKE_MODE_B", modes.get(1).get("input").asText());
        assertFalse(modes.get(1).get("value").asBoolean());
    }

    @Test
    void savingAgainReplacesTheHostGraph() throws Exception {
        assertEquals(0, probeSave().exit());
        CliRun second = probeSave();
        assertEquals(0, second.exit(), second.err());
        assertEquals(2, query(caps("doca-dma"), MAX_BUF).get("live").size(), "no duplicate values after two saves");
        CliRun count = CliRun.of("sparql", "--store", store.toString(), "--format", "json",
                "PREFIX dkg: <https://w3id.org/doca-kg/ontology#> SELECT (COUNT(*) AS ?n) WHERE { ?v a dkg:CapabilityValue }");
        assertEquals(0, count.exit(), count.err());
        // 2 devices × (max_buf_size, is_supported, 2 modes)
        assertEquals(8, JSON.readTree(count.out()).at("/results/bindings/0/n/value").asInt(), count.out());
        CliRun valid = CliRun.of("validate", "--store", store.toString());
        assertEquals(0, valid.exit(), "the host graph conforms to the shapes: " + valid.out() + valid.err());
    }

    @Test
    void libraryNamesNormaliseAndAnUnknownOneIsAUserError() throws Exception {
        Set<String> a = symbols(caps("DMA")), b = symbols(caps("doca-dma")), c = symbols(caps("doca_dma"));
        assertEquals(Set.of(MAX_BUF, "doca_dma_cap_task_memcpy_is_supported", "doca_dma_cap_fake_mode_is_supported"), a);
        assertEquals(a, b);
        assertEquals(a, c);
        CliRun r = CliRun.of("caps", "--store", store.toString(), "--library", "nosuch", "--json");
        assertEquals(1, r.exit());
        assertEquals("bad_input", JSON.readTree(r.out()).get("error").get("code").asText(), "under --json the error is JSON on stdout");
        assertTrue(r.err().startsWith("doca-kg: no capability query of doca-nosuch is documented") && r.err().contains("doca-dma"), r.err());
    }

    @Test
    void probeJsonOnThisMachineExitsZeroWithTheContractKeys() throws Exception {
        CliRun r = CliRun.of("probe", "--store", store.toString(), "--json");
        assertEquals(0, r.exit(), r.err());
        assertContractShape(JSON.readTree(r.out()));
        assertTrue(r.err().startsWith("doca-kg: Using the native DOCA probe") || r.err().startsWith("doca-kg: Falling back to the manual chain"), r.err());
    }

    @Test
    void probeWithoutAStoreCreatesNone(@TempDir Path tmp) throws Exception {
        Path none = tmp.resolve("no-store");
        CliRun r = CliRun.of("probe", "--store", none.toString(), "--snapshot");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().startsWith("doca-kg: no store at " + none), r.err());
        assertEquals(Set.of("snapshot_at", "doca_version", "host_kind", "devices"), fields(JSON.readTree(r.out())));
        assertFalse(java.nio.file.Files.exists(none), "a probe without --save must not create a store");
    }

    @Test
    void snapshotAndJsonTogetherAreRefused() {
        CliRun r = CliRun.of("probe", "--store", store.toString(), "--json", "--snapshot");
        assertEquals(1, r.exit());
        assertTrue(r.out().contains("\"error\""), "under --json only the error object is on stdout: " + r.out());
    }

    private static Set<String> symbols(JsonNode caps) {
        Set<String> out = new TreeSet<>();
        caps.get("queries").forEach(q -> out.add(q.get("symbol").asText()));
        return out;
    }

    /** The doca-env --json keys, exactly: nothing invented, nothing missing. */
    static void assertContractShape(JsonNode env) {
        assertEquals(Set.of("version", "devices", "libraries", "sample_paths", "drivers", "hugepages", "host_kind", "bf_mode"),
                fields(env), env.toString());
        assertEquals(Set.of("pkg_config", "applications_version", "doca_caps", "bfb", "consistent"), fields(env.get("version")));
        assertTrue(env.get("devices").isArray() && env.get("libraries").isArray() && env.get("sample_paths").isArray());
        assertFalse(env.get("host_kind").asText().isBlank());
    }

    private static Set<String> fields(JsonNode n) {
        Set<String> out = new TreeSet<>();
        n.fieldNames().forEachRemaining(out::add);
        return out;
    }
}
