package dkg.ingest.parse.web;

import static org.junit.jupiter.api.Assertions.*;

import dkg.ingest.emit.DocumentGraphSink;
import dkg.ingest.parse.Problems;
import dkg.ingest.source.Source;
import dkg.ingest.source.SourceKind;
import dkg.vocab.DKG;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.riot.system.StreamRDFLib;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.Test;

class WebPageParserTest {
    static final Path PAGE = Path.of("src/test/resources/web/doca-dma-guide.html");

    static Graph parse(Source s, Problems p) {
        Graph g = GraphFactory.createDefaultGraph();
        new WebPageParser().parse(s, StreamRDFLib.graph(g), p);
        return g;
    }

    static Node section(String key, String anchor) { return NodeFactory.createURI(DKG.inDocumentIri(key, anchor)); }

    static String lit(Graph g, Node s, Node p) {
        var it = g.find(s, p, Node.ANY).toList();
        return it.isEmpty() ? null : it.get(0).getObject().getLiteralLexicalForm();
    }

    @Test
    void headingsBecomeSectionsWithAnchorsTextAndMentions() {
        Source s = Source.of(SourceKind.WEB_PAGE, PAGE, "web/doca-dma-guide.html", Map.of());
        Problems p = Problems.collecting();
        Graph g = parse(s, p);
        assertEquals(List.of(), p.list());
        Node doc = NodeFactory.createURI(DKG.documentIri(s.key()));
        assertEquals("3.0.0", lit(g, doc, DKG.Nodes.docaVersion), "from the title");
        Node pre = section(s.key(), "prerequisites");
        assertEquals("DOCA DMA > Prerequisites", lit(g, pre, DKG.Nodes.headingPath));
        assertEquals(DKG.inDocumentIri(s.key(), "doca-dma"), g.find(pre, DKG.Nodes.parentSection, Node.ANY).next().getObject().getURI());
        assertTrue(lit(g, pre, DKG.Nodes.text).contains("Max buffer size | doca_dma_cap_task_memcpy_get_max_buf_size"), "table rows as text");
        Set<String> mentioned = g.find(pre, DKG.Nodes.mentions, Node.ANY).mapWith(t -> t.getObject().getURI()).toSet();
        assertEquals(Set.of(DKG.symbolIri("doca_dma_cap_task_memcpy_is_supported"), DKG.symbolIri("doca_dma_cap_task_memcpy_get_max_buf_size")), mentioned);
        Node memcpy = section(s.key(), "memcpy-task");
        assertEquals("3", lit(g, memcpy, DKG.Nodes.headingLevel));
        assertTrue(lit(g, memcpy, DKG.Nodes.text).contains("if (res != DOCA_SUCCESS) return res;"), "code kept as written");
        assertEquals(s.key() + "#memcpy-task", lit(g, memcpy, DKG.Nodes.sourceRef));
        assertNotNull(lit(g, section(s.key(), "prerequisites-1"), DKG.Nodes.text), "a repeated heading gets a -1 anchor");
        Set<String> all = g.find(Node.ANY, DKG.Nodes.mentions, Node.ANY).mapWith(t -> t.getObject().getURI()).toSet();
        assertFalse(all.stream().anyMatch(u -> u.contains("nav_should") || u.contains("SIDEBAR") || u.contains("footer")), "chrome dropped: " + all);
    }

    @Test
    void versionFromArchiveUrl() {
        Source s = Source.of(SourceKind.WEB_PAGE, PAGE, "https://docs.nvidia.com/doca/archive/2-9-1/doca+dma/index.html",
                Map.of(Source.URL, "https://docs.nvidia.com/doca/archive/2-9-1/doca+dma/index.html"));
        Graph g = parse(s, Problems.collecting());
        assertEquals("2.9.1", lit(g, NodeFactory.createURI(DKG.documentIri(s.key())), DKG.Nodes.docaVersion));
    }
}
