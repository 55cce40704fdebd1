package dkg.vocab;

import static org.junit.jupiter.api.Assertions.*;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.HashSet;
import java.util.Set;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.rdf.model.ModelFactory;
import org.apache.jena.rdf.model.Resource;
import org.apache.jena.riot.RDFDataMgr;
import org.apache.jena.vocabulary.OWL;
import org.apache.jena.vocabulary.RDF;
import org.apache.jena.vocabulary.RDFS;
import org.junit.jupiter.api.Test;

/** The Java vocabulary and doca.ttl must name the same terms, each documented. */
class DKGTest {

    private static Model ontology() {
        Model m = ModelFactory.createDefaultModel();
        RDFDataMgr.read(m, DKGTest.class.getResourceAsStream("/dkg/ontology/doca.ttl"), org.apache.jena.riot.Lang.TURTLE);
        return m;
    }

    private static Set<String> javaTerms() throws IllegalAccessException {
        Set<String> out = new HashSet<>();
        for (Field f : DKG.class.getFields()) {
            if (!Modifier.isStatic(f.getModifiers()) || f.getType() != String.class) continue;
            String v = (String) f.get(null);
            if (v.startsWith(DKG.NS) && !v.equals(DKG.NS)) out.add(v);
        }
        return out;
    }

    @Test
    void everyJavaTermIsDeclaredWithLabelAndComment() throws Exception {
        Model m = ontology();
        for (String iri : javaTerms()) {
            Resource r = m.createResource(iri);
            assertTrue(m.contains(r, RDF.type), iri + " is not declared in doca.ttl");
            assertTrue(m.contains(r, RDFS.label), iri + " has no rdfs:label");
            assertTrue(m.contains(r, RDFS.comment), iri + " has no rdfs:comment");
        }
    }

    @Test
    void everyOntologyTermHasAJavaConstantAndNode() throws Exception {
        Model m = ontology();
        Set<String> java = javaTerms();
        Set<String> nodes = new HashSet<>();
        for (Field f : DKG.Nodes.class.getFields()) nodes.add(((org.apache.jena.graph.Node) f.get(null)).getURI());
        for (Resource type : new Resource[] {OWL.Class, OWL.ObjectProperty, OWL.DatatypeProperty}) {
            m.listSubjectsWithProperty(RDF.type, type).forEachRemaining(r -> {
                assertTrue(java.contains(r.getURI()), r.getURI() + " has no constant in DKG");
                assertTrue(nodes.contains(r.getURI()), r.getURI() + " has no node in DKG.Nodes");
            });
        }
        assertTrue(java.size() > 90, "expected the full vocabulary, got " + java.size());
    }

    @Test
    void symbolIriComesFromTheNameAloneAndIsAValidIri() {
        assertEquals(DKG.ID + "symbol/doca_dma_task_memcpy", DKG.symbolIri("doca_dma_task_memcpy"));
        assertEquals(DKG.symbolIri("DOCA_ERROR_AGAIN"), DKG.symbolIri("DOCA_ERROR_AGAIN"));
        // spaces, '#' and non-ASCII are percent-encoded so the IRI stays one path segment
        assertEquals(DKG.ID + "doc/a%20b%23c%E5%A4%8D", DKG.documentIri("a b#c复"));
    }
}
