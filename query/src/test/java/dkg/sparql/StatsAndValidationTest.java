package dkg.sparql;

import static org.junit.jupiter.api.Assertions.*;

import dkg.storage.ChangeSet;
import dkg.storage.KgStore;
import dkg.storage.TestGraphs;
import dkg.vocab.DKG;
import dkg.vocab.DKG.Nodes;
import java.nio.file.Path;
import java.util.Map;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.RDFParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StatsAndValidationTest {
    @TempDir Path dir;

    static Graph testShapes() {
        return RDFParser.source(StatsAndValidationTest.class.getResourceAsStream("/shapes/test-shapes.ttl"))
                .lang(org.apache.jena.riot.Lang.TURTLE).toGraph();
    }

    @Test
    void statsCountClassesKindsAndQuadsButNotTheSystemGraph() {
        try (KgStore s = SparqlTestStore.open(dir)) {
            StoreStats st = Stats.of(s.dataset().asDatasetGraph());
            assertEquals(4, st.graphs());
            assertEquals(Map.of("library", 2L, "tool", 1L), st.skillKinds());
            assertEquals(3L, st.classes().get("Skill"));
            assertEquals(2L, st.classes().get("Section"));
            assertEquals(1L, st.classes().get("ErrorCause"));
            assertEquals(4L, st.classes().get("Document"));
            long sum = Stats.perGraph(s.dataset().asDatasetGraph()).values().stream().mapToLong(Long::longValue).sum();
            assertEquals(sum, st.quads());
            long all = s.read(d -> { long n = 0; var it = d.find(); while (it.hasNext()) { it.next(); n++; } return n; });
            assertTrue(all > st.quads(), "the system graph holds quads that stats leave out");
        }
    }

    @Test
    void validationReportsViolationsAndConformance() {
        try (KgStore s = SparqlTestStore.open(dir)) {
            ValidationOutcome ok = Validation.validate(s.dataset().asDatasetGraph(), testShapes());
            assertTrue(ok.conforms(), ok.messages().toString());
            assertEquals(0, ok.violations());

            // an error cause that forgot its section, and a skill of an unknown kind
            var bad = TestGraphs.doc("doca-x", "skills/libs/doca-x/CAPABILITIES.md");
            Node ec = TestGraphs.uri(DKG.inDocumentIri("skills/libs/doca-x/CAPABILITIES.md", "e1"));
            bad.graph().add(ec, Nodes.type, Nodes.ErrorCause);
            bad.graph().add(ec, Nodes.error, TestGraphs.uri(DKG.symbolIri("DOCA_ERROR_AGAIN")));
            bad.skill("gadget", "A skill of no known kind.");
            s.commit(ChangeSet.of(bad.change("z")));
            ValidationOutcome no = Validation.validate(s.dataset().asDatasetGraph(), testShapes());
            assertFalse(no.conforms());
            assertEquals(2, no.violations());
            assertTrue(no.messages().stream().anyMatch(m -> m.contains("must name the section") && m.contains("e1")), no.messages().toString());
            assertTrue(no.reportTurtle().contains("ValidationReport"));
        }
    }
}
