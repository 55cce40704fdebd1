package dkg.mcp;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import dkg.error.BadInputException;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tools on the fixture store: structured content and text from the same record, isError for bad input. */
class DocaKgToolsTest {
    @TempDir static Path dir;
    static DocaKg kg;
    static DocaKgTools tools;

    @BeforeAll
    static void open() {
        kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir));
        tools = new DocaKgTools(() -> kg, Duration.ofSeconds(5), 2);
    }

    @AfterAll
    static void close() { kg.close(); }

    static McpTool tool(String name) {
        return tools.all().stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow();
    }

    static String text(McpSchema.CallToolResult r) {
        return ((McpSchema.TextContent) r.content().getFirst()).text();
    }

    @Test
    void everyToolHasADescriptionAndAnObjectSchemaThatNamesItsArguments() {
        for (McpTool t : tools.all()) {
            assertTrue(t.description().length() > 100, t.name());
            assertEquals("object", t.inputSchema().get("type"), t.name());
            assertTrue(t.inputSchema().get("properties") instanceof Map<?, ?>, t.name());
            assertEquals(false, t.inputSchema().get("additionalProperties"), t.name());
        }
    }

    @Test
    void oneToolIsTheFirstCallAndTheInstructionsSayWhenToUseTheOthers() {
        var first = java.util.regex.Pattern.compile("(?i)\\b(call|use) (it|this|them) first\\b|\\bthe first call\\b|\\bstart with\\b");
        List<String> claimFirst = tools.all().stream().filter(t -> first.matcher(t.description() + " " + t.title()).find()).map(McpTool::name).toList();
        assertEquals(List.of("ask"), claimFirst);
        assertTrue(StdioMcpServer.INSTRUCTIONS.contains("Call ask first"), StdioMcpServer.INSTRUCTIONS);
        for (McpTool t : tools.all()) assertTrue(StdioMcpServer.INSTRUCTIONS.contains(t.name()), "the instructions do not say when to use " + t.name());
    }

    @Test
    void aLongQueryIsAnsweredWithTheWordsSearchedNotEchoedWhole() {
        String paste = "widget copy fails with a timeout again ".repeat(130);
        var r = StdioMcpServer.call(tool("search_docs"), Map.of("query", paste, "limit", 3));
        assertFalse(r.isError(), () -> text(r));
        String searched = (String) ((Map<?, ?>) r.structuredContent()).get("query");
        assertTrue(searched.length() < 1000 && searched.contains("widget"), searched);
        assertFalse(text(r).contains(paste.substring(0, 200)), "the paste came back whole");
    }


    @Test
    void searchGivesHitsAsStructuredContentAndAsText() {
        var r = StdioMcpServer.call(tool("search_docs"), Map.of("query", "gadget remote write", "limit", 3));
        assertFalse(r.isError());
        @SuppressWarnings("unchecked") var hits = (List<Map<String, Object>>) ((Map<String, Object>) r.structuredContent()).get("hits");
        assertFalse(hits.isEmpty());
        assertEquals("doca-gadget", hits.getFirst().get("skill"));
        assertTrue(text(r).startsWith(" 1. ["), text(r));
        assertTrue(text(r).contains((String) hits.getFirst().get("title")));
    }

    @Test
    void sparqlSelectIsCutAtTheRowCapAndSaysSo() {
        var r = StdioMcpServer.call(tool("sparql_query"), Map.of("query", "SELECT ?s WHERE { ?s ?p ?o }"));
        assertFalse(r.isError(), () -> text(r));
        @SuppressWarnings("unchecked") var m = (Map<String, Object>) r.structuredContent();
        assertEquals("SELECT", m.get("form"));
        assertEquals(2L, ((Number) m.get("count")).longValue());
        assertEquals(true, m.get("capped"));
        assertTrue(text(r).endsWith("(cut at the row cap of 2 rows)\n"), text(r));
        assertEquals(2 + 5, text(r).lines().count(), text(r)); // rule, header, rule, 2 rows, rule, cap note
    }

    @Test
    void sparqlAskAndConstructComeBackInTheirForms() {
        var ask = StdioMcpServer.call(tool("sparql_query"), Map.of("query",
                "ASK { ?s <http://www.w3.org/2000/01/rdf-schema#label> \"doca-widget\" }"));
        assertEquals("Ask => Yes\n", text(ask));
        var construct = StdioMcpServer.call(tool("sparql_query"), Map.of("query",
                "CONSTRUCT { ?s a ?t } WHERE { ?s a ?t } LIMIT 3"));
        @SuppressWarnings("unchecked") var m = (Map<String, Object>) construct.structuredContent();
        assertEquals("CONSTRUCT", m.get("form"));
        assertTrue(((String) m.get("turtle")).contains(" a "), (String) m.get("turtle"));
    }

    @Test
    void badArgumentsAndRefusalsAreIsErrorResultsWithTheReason() {
        assertError("search_docs", Map.of(), "argument 'query' is required");
        assertError("search_docs", Map.of("query", "x", "limit", "ten"), "must be an integer");
        assertError("search_docs", Map.of("query", "x", "type", "planet"), "unknown type");
        assertError("sparql_query", Map.of("query", "DELETE WHERE { ?s ?p ?o }"), "only SELECT");
        assertError("sparql_query", Map.of("query", "SELECT * WHERE { SERVICE <http://127.0.0.1:9/> { ?s ?p ?o } }"), "SERVICE");
        assertError("sparql_query", Map.of("query", "SELECT ?x WHERE { ?x ?y }"), "malformed");
    }

    @Test
    void capabilitiesComeBackAsTheFacadeRecord() {
        var r = StdioMcpServer.call(tool("list_capabilities"), Map.of("library", "WIDGET", "live", false));
        assertFalse(r.isError(), () -> text(r));
        @SuppressWarnings("unchecked") var m = (Map<String, Object>) r.structuredContent();
        assertEquals("doca-widget", m.get("library"));
        @SuppressWarnings("unchecked") var queries = (List<Map<String, Object>>) m.get("queries");
        assertFalse(queries.isEmpty());
        assertTrue(text(r).startsWith((String) queries.getFirst().get("symbol")), text(r));
        assertError("list_capabilities", Map.of("library", "gadget"), "no capability query of doca-gadget");
        assertError("list_capabilities", Map.of("live", "yes"), "true or false");
    }

    @Test
    void anInternalFailureIsAnErrorResultNotACrash() {
        McpTool broken = new McpTool("broken", "t", "d", Map.of("type", "object"), a -> { throw new IllegalStateException("boom"); });
        var r = StdioMcpServer.call(broken, Map.of());
        assertTrue(r.isError());
        assertTrue(text(r).contains("internal error"), text(r));
        assertFalse(text(r).contains("IllegalStateException"), "no exception names to the agent: " + text(r));
    }

    @Test
    void resourceUrisRoundTripAndEncodedTraversalIsRefused() {
        var file = dkg.docs.Documents.skillFiles(kg.generation()).getFirst();
        String uri = SkillResources.uri(file);
        assertEquals(file, SkillResources.read(kg, uri).file());
        for (String bad : List.of("doca-kg://skills/doca-widget/..%2F..%2F..%2FREADME.md", "doca-kg://skills/doca-widget/%2Fetc%2Fpasswd",
                "doca-kg://skills/..%2F/x", "file:///etc/passwd", "doca-kg://skills/doca-widget/", "doca-kg://skills/doca-widget/%zz"))
            assertThrows(BadInputException.class, () -> SkillResources.read(kg, bad), bad);
    }

    private static void assertError(String tool, Map<String, Object> args, String expected) {
        var r = StdioMcpServer.call(tool(tool), args);
        assertTrue(r.isError(), () -> tool + " " + args + " should fail");
        assertTrue(text(r).contains(expected), text(r));
    }
}
