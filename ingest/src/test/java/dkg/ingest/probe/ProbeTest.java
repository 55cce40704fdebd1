package dkg.ingest.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dkg.vocab.DKG;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.List;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.riot.system.StreamRDF;
import org.apache.jena.riot.system.StreamRDFLib;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The façade with the fake DOCA as --doca-root on a fixture host, and the triples it yields. */
class ProbeTest {
    static Path lib;

    @BeforeAll
    static void build() throws Exception {
        lib = FakeDoca.libDir();
    }

    static ProbeOptions options(List<CapabilityQuerySpec> specs) throws Exception {
        Path root = FakeDoca.fixture("host-doca");
        return ProbeOptions.builder().root(root).searchPath(List.of(root.resolve("bin"))).docaRoot(FakeDoca.ROOT)
                .queries(specs).timeLimit(Duration.ofSeconds(60)).clock(Clock.fixed(ManualProbeTest.NOW, ZoneOffset.UTC)).build();
    }

    @Test
    void nativePathAnswersWithTheFakeLibraryAndTheSnapshotListsItsFlags() throws Exception {
        ProbeReport r = Probe.run(options(List.of(
                FakeDoca.dma("doca_dma_cap_task_memcpy_is_supported", null),
                FakeDoca.dma("doca_dma_cap_task_memcpy_get_max_buf_size", "uint64_t *"),
                FakeDoca.fakeModeSpec(),
                CapabilityQuerySpec.devinfo("doca_devinfo_cap_is_hotplug_manager_supported", "doca-common", "uint8_t *"))));

        assertEquals(ProbeReport.Path.NATIVE, r.path(), r.why());
        assertTrue(r.why().contains("--doca-root") && r.why().contains("3.0.0058") && r.why().contains("2 device(s)"), r.why());
        assertTrue(r.notes().getFirst().startsWith("Using the native DOCA probe"));

        JsonNode env = ManualProbeTest.json(r.env());
        ManualProbeTest.assertContractShape(env);
        assertEquals("p0", env.get("devices").get(0).get("name").asText());
        assertEquals("0000:03:00.2", env.get("devices").get(2).get("pcie_address").asText(), "sysfs functions still listed");

        JsonNode snap = ManualProbeTest.json(r.snapshot());
        assertEquals("3.0.0058", snap.get("doca_version").asText());
        JsonNode d0 = snap.get("devices").get(0).get("library_capabilities");
        assertEquals("doca_dma_cap_task_memcpy_is_supported", d0.get("doca-dma").get(0).asText());
        assertEquals("doca_dma_cap_fake_mode_is_supported(DOCA_DMA_FAKE_MODE_A)", d0.get("doca-dma").get(1).asText());
        assertEquals(3, d0.get("doca-dma").size(), d0.toString()); // A and C; B is false, BOGUS an error; max_buf_size is a number
        assertEquals("doca_devinfo_cap_is_hotplug_manager_supported", d0.get("doca-common").get(0).asText());
        JsonNode d1 = snap.get("devices").get(1).get("library_capabilities");
        assertTrue(d1.path("doca-common").isMissingNode(), d1.toString());
        assertEquals(2, d1.get("doca-dma").size(), d1.toString());
    }

    @Test
    void graphWriterEmitsDevicesAndTypedCapabilityValues() throws Exception {
        ProbeReport r = Probe.run(options(List.of(
                FakeDoca.dma("doca_dma_cap_task_memcpy_is_supported", null),
                FakeDoca.dma("doca_dma_cap_task_memcpy_get_max_buf_size", "uint64_t *"),
                FakeDoca.fakeModeSpec())));
        Graph g = GraphFactory.createDefaultGraph();
        StreamRDF sink = StreamRDFLib.graph(g);
        sink.start();
        ProbeGraphWriter.write(r, sink);
        sink.finish();

        String host = "host-a";
        Node dev1 = NodeFactory.createURI(DKG.deviceIri(host, "0000:03:00.1"));
        assertTrue(g.contains(dev1, DKG.Nodes.type, DKG.Nodes.Device));
        assertTrue(g.contains(dev1, DKG.Nodes.ibdevName, NodeFactory.createLiteralString("mlx5_1")));
        assertTrue(g.contains(dev1, DKG.Nodes.interfaceName, NodeFactory.createLiteralString("p1")));
        assertTrue(g.contains(dev1, DKG.Nodes.hostName, NodeFactory.createLiteralString(host)));

        Node buf = NodeFactory.createURI(DKG.capabilityValueIri(host, "0000:03:00.1", "doca_dma_cap_task_memcpy_get_max_buf_size", null));
        assertTrue(g.contains(buf, DKG.Nodes.type, DKG.Nodes.CapabilityValue));
        assertTrue(g.contains(buf, DKG.Nodes.device, dev1));
        assertTrue(g.contains(buf, DKG.Nodes.query, NodeFactory.createURI(DKG.symbolIri("doca_dma_cap_task_memcpy_get_max_buf_size"))));
        assertTrue(g.contains(buf, DKG.Nodes.value, NodeFactory.createLiteralDT("4294967301", XSDDatatype.XSDinteger)));
        assertTrue(g.contains(buf, DKG.Nodes.observedAt, NodeFactory.createLiteralDT("2026-05-20T10:15:30Z", XSDDatatype.XSDdateTime)));

        Node unsupported = NodeFactory.createURI(DKG.capabilityValueIri(host, "0000:03:00.1", "doca_dma_cap_task_memcpy_is_supported", null));
        assertTrue(g.contains(unsupported, DKG.Nodes.errorName, NodeFactory.createLiteralString("DOCA_ERROR_NOT_SUPPORTED")));
        assertTrue(!g.contains(unsupported, DKG.Nodes.value, Node.ANY));

        Node modeB = NodeFactory.createURI(DKG.capabilityValueIri(host, "0000:03:00.0", "doca_dma_cap_fake_mode_is_supported", "DOCA_DMA_FAKE_MODE_B"));
        assertTrue(g.contains(modeB, DKG.Nodes.queryInput, NodeFactory.createLiteralString("DOCA_DMA_FAKE_MODE_B")));
        assertTrue(g.contains(modeB, DKG.Nodes.value, NodeFactory.createLiteralDT("false", XSDDatatype.XSDboolean)));

        // 2 devices x (1 + 1 + 4 enum inputs) readings
        assertEquals(12, g.find(Node.ANY, DKG.Nodes.type, DKG.Nodes.CapabilityValue).toList().size());
        assertEquals(12, g.find(Node.ANY, DKG.Nodes.observedAt, Node.ANY).toList().size());
    }

    @Test
    void thisMachinesProbeIsContractShapedWhateverItFinds() throws Exception {
        ProbeReport r = Probe.run(ProbeOptions.builder().timeLimit(Duration.ofSeconds(60)).build());
        ManualProbeTest.assertContractShape(ManualProbeTest.json(r.env()));
        assertTrue(!r.why().isBlank());
    }
}
