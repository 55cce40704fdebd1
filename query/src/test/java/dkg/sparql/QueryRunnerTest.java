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

    @Test
    void everyFormStopsAtTheResultCap() {
        var capped = new QueryRunner(store.dataset().asDatasetGraph(), QueryLimits.DEFAULTS.withMaxResults(5), new HeavyQueryGate(QueryLimits.DEFAULTS));
        for (String q : new String[] {"DESCRIBE ?x WHERE { ?x ?p ?o }", "CONSTRUCT WHERE { ?s ?p ?o }",
                "CONSTRUCT { ?s ?p ?o . ?s <urn:again> ?o } WHERE { ?s ?p ?o }"}) {
            var out = new ByteArrayOutputStream();
            QueryRunner.Ran r = capped.execute(q, null, out);
            Graph g = GraphFactory.createDefaultGraph();
            RDFParser.fromString(out.toString(StandardCharsets.UTF_8), Lang.TURTLE).parse(g);
            assertTrue(g.size() > 0 && g.size() <= 5, q + " gave " + g.size());
            assertEquals(g.size(), r.count());
        }
        var rows = capped.execute("SELECT * WHERE { ?s ?p ?o }", QueryRunner.Format.JSON, new ByteArrayOutputStream());
        assertEquals(5, rows.count());
        assertTrue(rows.capped());
        assertFalse(capped.execute("SELECT * WHERE { ?s ?p ?o } LIMIT 2", QueryRunner.Format.JSON, new ByteArrayOutputStream()).capped());
    }

    @Test
    void describeKeepsANamedResourcesOwnTriples() {
        String skill = run(runner, DKG.PREFIXES + "SELECT ?s WHERE { ?s a dkg:Skill ; rdfs:label \"doca-dma\" }", QueryRunner.Format.CSV).lines().skip(1).findFirst().orElseThrow().strip();
        String ttl = run(runner, "DESCRIBE <" + skill + ">", null);
        Graph g = GraphFactory.createDefaultGraph();
        RDFParser.fromString(ttl, Lang.TURTLE).parse(g);
        assertTrue(g.size() > 1, ttl);
        g.find().forEach(t -> assertEquals(skill, t.getSubject().getURI()));
    }

    @Test
    void textBoundsRefuseBeforeParsing() {
        var small = new QueryRunner(store.dataset().asDatasetGraph(), QueryLimits.DEFAULTS.withMaxQueryChars(100), new HeavyQueryGate(QueryLimits.DEFAULTS));
        BadInputException tooLong = assertThrows(BadInputException.class, () -> run(small, "SELECT * WHERE { ?s ?p ?o } #" + "x".repeat(200), null));
        assertTrue(tooLong.getMessage().contains("at most 100"), tooLong.getMessage());
        String deep = "SELECT * WHERE { " + "OPTIONAL { ".repeat(5_000) + "?s ?p ?o " + "} ".repeat(5_000) + "}";
        BadInputException tooDeep = assertThrows(BadInputException.class, () -> run(runner, deep, null));
        assertTrue(tooDeep.getMessage().contains("5001 levels"), tooDeep.getMessage());
        // braces inside strings, IRIs and comments are not nesting
        assertEquals(2, QueryNesting.depth("SELECT * WHERE { ?s ?p \"{{{{\" . ?s <urn:x#y> ?o # {{{{\n FILTER(?o) }"));
        BadInputException chain = assertThrows(BadInputException.class, () -> run(runner, "SELECT * WHERE { ?s ?p ?o FILTER(?o = " + "1+".repeat(20_000) + "1) }", null));
        assertTrue(chain.getMessage().contains("too deeply nested or chained"), chain.getMessage());
    }
}
