package dkg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashSet;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.jena.query.Dataset;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.system.Txn;
import org.apache.jena.tdb2.TDB2Factory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** {@code graph} and {@code export} end to end through the CLI on the fixture bundle. */
class GraphExportCommandsTest {
    @TempDir static Path store;
    static final ObjectMapper JSON = new ObjectMapper();

    @BeforeAll
    static void ingest() throws Exception {
        String bundle = Paths.get(GraphExportCommandsTest.class.getResource("/bundle").toURI()).toString();
        CliRun r = CliRun.of("ingest", "--store", store.toString(), bundle);
        assertEquals(0, r.exit(), r.err());
    }

    @Test
    void graphJsonHoldsTheSkillsCausesAndQueriesAroundASkill() throws Exception {
        CliRun r = CliRun.of("graph", "doca-widget", "--depth", "2", "--json", "--store", store.toString());
        assertEquals(0, r.exit(), r.err());
        JsonNode n = JSON.readTree(r.out());
        Set<String> kinds = new HashSet<>();
        Set<String> labels = new HashSet<>();
        n.get("nodes").forEach(x -> { kinds.add(x.get("kind").asText()); labels.add(x.get("label").asText()); });
        assertEquals("doca-widget", n.get("nodes").get(0).get("label").asText(), "the centre comes first");
        assertTrue(kinds.containsAll(Set.of("Skill", "ErrorCause", "CapabilityQuery", "Error")), kinds.toString());
        assertTrue(labels.contains("doca-gadget"), "the related skill: " + labels);
        assertTrue(n.get("edges").size() >= n.get("nodes").size() - 1, "every node is linked");
    }

    @Test
    void dotNamesEveryNodeAndEdge() {
        CliRun r = CliRun.of("graph", "doca-widget", "--store", store.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("digraph neighbourhood {"), r.out());
        assertTrue(r.out().contains("doca-widget\\nSkill"), r.out());
        assertTrue(r.out().contains("[label=\"ofSkill\"]"), r.out());
    }

    @Test
    void svgIsWellFormedXmlWithTheEntityInIt() throws Exception {
        dkg.it.ServeFixture.requireTool("Graphviz dot", "dot", "-V");
        CliRun r = CliRun.of("graph", "doca-widget", "--format", "svg", "--store", store.toString());
        assertEquals(0, r.exit(), r.err());
        Document svg = parseXml(r.out());
        assertEquals("svg", svg.getDocumentElement().getNodeName());
        assertTrue(svg.getDocumentElement().getTextContent().contains("doca-widget"));
    }

    @Test
    void unknownEntityAndFormatAreBadInput() {
        CliRun r = CliRun.of("graph", "no-such-thing-anywhere", "--store", store.toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("doca-kg: no entity named 'no-such-thing-anywhere'"), r.err());
        CliRun f = CliRun.of("graph", "doca-widget", "--format", "gif", "--store", store.toString());
        assertEquals(1, f.exit());
        assertTrue(f.err().contains("unknown graph format 'gif'"), f.err());
    }

    @Test
    void nquadsRoundTripToTheSameQuadCount() {
        CliRun r = CliRun.of("export", "--format", "nq", "--store", store.toString());
        assertEquals(0, r.exit(), r.err());
        DatasetGraph back = DatasetGraphFactory.createTxnMem();
        RDFParser.fromString(r.out(), Lang.NQUADS).parse(back);
        long exported = back.stream().count();

        // count in the store itself, opened read-only after the CLI closed it
        Dataset tdb = TDB2Factory.connectDataset(dkg.layout.StoreLayout.graph(store).toString());
        long stored = Txn.calculateRead(tdb, () -> tdb.asDatasetGraph().stream().count());
        tdb.close();
        org.apache.jena.tdb2.sys.TDBInternal.expel(tdb.asDatasetGraph());
        assertTrue(stored > 100, "the fixture store holds quads: " + stored);
        assertEquals(stored, exported);
    }

    @Test
    void trigTurtleAndJsonLdParse() {
        for (String[] f : new String[][] {{"trig", "TRIG"}, {"ttl", "TURTLE"}, {"jsonld", "JSONLD"}}) {
            CliRun r = CliRun.of("export", "--format", f[0], "--store", store.toString());
            assertEquals(0, r.exit(), r.err());
            DatasetGraph back = DatasetGraphFactory.createTxnMem();
            RDFParser.fromString(r.out(), org.apache.jena.riot.RDFLanguages.nameToLang(f[1])).parse(back);
            assertTrue(back.stream().count() > 100, f[0] + " parsed to quads");
        }
        assertEquals(1, CliRun.of("export", "--format", "xml", "--store", store.toString()).exit());
    }

    /** Parses XML offline: Graphviz names the SVG 1.1 DTD, which must not be fetched. */
    static Document parseXml(String xml) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }
}
