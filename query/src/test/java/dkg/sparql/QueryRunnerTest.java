package dkg.sparql;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dkg.error.BadInputException;
import dkg.storage.ChangeSet;
import dkg.storage.GraphChange;
import dkg.storage.KgStore;
import dkg.storage.TestGraphs;
import dkg.vocab.DKG;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import org.apache.jena.graph.Graph;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class QueryRunnerTest {
    @TempDir static Path dir;
    static KgStore store;
    static QueryRunner runner;

    static final String SKILLS = DKG.PREFIXES + "SELECT ?name ?kind WHERE { ?s a dkg:Skill ; rdfs:label ?name ; dkg:skillKind ?kind } ORDER BY ?name";

    @BeforeAll static void open() {
        store = SparqlTestStore.open(dir);
        runner = new QueryRunner(store.dataset().asDatasetGraph());
    }
    @AfterAll static void close() { store.close(); }

    static String run(QueryRunner r, String q, QueryRunner.Format f) {
        var out = new ByteArrayOutputStream();
        r.run(q, f, out);
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void selectAsTable() {
        String t = run(runner, SKILLS, null);
        assertTrue(t.contains("\"doca-dma\"") && t.contains("\"doca-rdma\"") && t.contains("\"tool\""), t);
        assertTrue(t.indexOf("doca-bench") < t.indexOf("doca-dma"), "ORDER BY holds");
    }

    @Test
    void selectAsSparqlResultsJson() throws Exception {
        JsonNode j = new ObjectMapper().readTree(run(runner, SKILLS, QueryRunner.Format.JSON));
        assertEquals("name", j.at("/head/vars/0").asText());
        assertEquals(3, j.at("/results/bindings").size());
        assertEquals("doca-bench", j.at("/results/bindings/0/name/value").asText());
        assertEquals("literal", j.at("/results/bindings/0/name/type").asText());
    }

    @Test
    void selectAsCsvAndTsv() {
        String csv = run(runner, SKILLS, QueryRunner.Format.CSV);
        assertEquals("name,kind", csv.lines().findFirst().orElseThrow());
        assertTrue(csv.contains("doca-dma,library"));
        String tsv = run(runner, SKILLS, QueryRunner.Format.TSV);
        assertEquals("?name\t?kind", tsv.lines().findFirst().orElseThrow());
        assertEquals(4, tsv.lines().count());
    }

    @Test
    void askAndRowCap() {
        assertTrue(run(runner, DKG.PREFIXES + "ASK { ?s a dkg:ErrorCause }", QueryRunner.Format.JSON).contains("true"));
        var capped = new QueryRunner(store.dataset().asDatasetGraph(), Duration.ofSeconds(5), 2);
        var out = new ByteArrayOutputStream();
        assertEquals(2, capped.run(SKILLS, QueryRunner.Format.CSV, out));
        assertEquals(1, capped.run(SKILLS.replace("ORDER BY ?name", "ORDER BY ?name LIMIT 1"), QueryRunner.Format.CSV, out));
    }

    @Test
    void constructPrintsTurtle() {
        String ttl = run(runner, DKG.PREFIXES + "CONSTRUCT { ?s rdfs:label ?n } WHERE { ?s a dkg:Skill ; rdfs:label ?n }", null);
        Graph g = RDFParser.fromString(ttl, Lang.TURTLE).toGraph();
        assertEquals(3, g.size());
        assertThrows(BadInputException.class, () -> run(runner, DKG.PREFIXES + "DESCRIBE ?s WHERE { ?s a dkg:Skill }", QueryRunner.Format.JSON));
        assertFalse(run(runner, DKG.PREFIXES + "DESCRIBE ?s WHERE { ?s a dkg:Skill }", null).isBlank());
    }

    @Test
    void updatesAreRefused() {
        for (String u : new String[] {"INSERT DATA { <urn:a> <urn:b> <urn:c> }", "LOAD <http://example.org/x.ttl>",
                "DROP ALL", "CLEAR DEFAULT"}) {
            BadInputException e = assertThrows(BadInputException.class, () -> run(runner, u, null), u);
            assertTrue(e.getMessage().startsWith("only SELECT, ASK, CONSTRUCT and DESCRIBE are allowed"), e.getMessage());
        }
        assertEquals(1, store.generation(), "the store is untouched");
    }

    @Test
    void serviceIsRefusedWhereverItAppears() {
        for (String q : new String[] {
                "SELECT * { SERVICE <http://example.org/sparql> { ?s ?p ?o } }",
                "SELECT * { ?s ?p ?o { SELECT ?s { SERVICE SILENT <http://example.org/sparql> { ?s ?p ?o } } } }",
                "SELECT * { ?s ?p ?o FILTER EXISTS { SERVICE <http://example.org/sparql> { ?s ?p ?o } } }"}) {
            BadInputException e = assertThrows(BadInputException.class, () -> run(runner, q, null), q);
            assertTrue(e.getMessage().contains("SERVICE"), e.getMessage());
        }
    }

    @Test
    void malformedQueryNamesLineAndColumn() {
        BadInputException e = assertThrows(BadInputException.class, () -> run(runner, "SELECT ?s WHERE {\n  ?s ?p \n", null));
        assertTrue(e.getMessage().startsWith("malformed SPARQL query"), e.getMessage());
        assertTrue(e.getMessage().contains("line"), e.getMessage());
        assertThrows(BadInputException.class, () -> QueryRunner.Format.parse("xml"));
    }

    @Test
    void timeoutBecomesAUserErrorNamingTheLimit(@TempDir Path other) {
        try (KgStore s = KgStore.open(other)) {
            Graph g = GraphFactory.createDefaultGraph();
            for (int i = 0; i < 3000; i++)
                g.add(TestGraphs.uri("urn:s" + i), TestGraphs.uri("urn:p"), TestGraphs.lit("v" + i));
            s.commit(ChangeSet.of(new GraphChange(TestGraphs.uri("urn:big"), g, "x", "big")));
            var slow = new QueryRunner(s.dataset().asDatasetGraph(), Duration.ofMillis(100), 0);
            BadInputException e = assertThrows(BadInputException.class, () -> run(slow,
                    "SELECT (COUNT(*) AS ?n) { ?a ?p ?x . ?b ?q ?y . ?c ?r ?z }", null));
            assertTrue(e.getMessage().contains("100 ms"), e.getMessage());
        }
    }
}
