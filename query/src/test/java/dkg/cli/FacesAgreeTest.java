package dkg.cli;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.error.BadInputException;
import dkg.http.EndpointOptions;
import dkg.http.SparqlEndpoint;
import dkg.mcp.DocaKgTools;
import dkg.mcp.McpTool;
import dkg.mcp.SkillResources;
import dkg.mcp.StdioMcpServer;
import dkg.op.Face;
import dkg.op.Operation;
import dkg.op.Param;
import dkg.ops.Operations;
import picocli.CommandLine;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The faces are thin: the same bad input gets the same one-line message from the CLI (exit 1), MCP
 * ({@code isError}) and the SPARQL endpoint (HTTP 400), and each MCP tool's text is the CLI's
 * output for the same input. Cases a face cannot express (MCP has no ingest, HTTP only SPARQL) are
 * left out for that face only.
 */
class FacesAgreeTest {
    @TempDir static Path store;
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    static final String LONG = "x".repeat(70_000);

    /** One bad input in each face that can say it; {@code fragment} shows it fails for the intended reason. */
    record Case(String name, String fragment, List<String> cli, String tool, Map<String, Object> mcpArgs, String httpQuery) {
        Case {
            mcpArgs = mcpArgs == null ? null : new LinkedHashMap<>(mcpArgs);
        }
    }

    static final List<Case> CASES = List.of(
            new Case("search limit 0", "limit must be 1..1000, got 0", List.of("search", "widget", "--limit", "0"), "search_docs", Map.of("query", "widget", "limit", 0), null),
            new Case("search limit negative", "limit must be 1..1000, got -5", List.of("search", "widget", "--limit", "-5"), "search_docs", Map.of("query", "widget", "limit", -5), null),
            new Case("search limit too high", "limit must be 1..1000, got 5000", List.of("search", "widget", "--limit", "5000"), "search_docs", Map.of("query", "widget", "limit", 5000), null),
            new Case("search unknown type", "unknown type 'bogus'", List.of("search", "widget", "--type", "bogus"), "search_docs", Map.of("query", "widget", "type", "bogus"), null),
            new Case("search unknown language", "unknown language 'fr'", List.of("search", "widget", "--lang", "fr"), "search_docs", Map.of("query", "widget", "lang", "fr"), null),
            new Case("search unknown skill", "unknown skill 'doca-nosuch'", List.of("search", "widget", "--skill", "doca-nosuch"), "search_docs", Map.of("query", "widget", "skill", "doca-nosuch"), null),
            new Case("search blank query", "the search query is empty", List.of("search", "   "), "search_docs", Map.of("query", "   "), null),
            new Case("search over-long query", "at most 65536 are accepted", List.of("search", LONG), "search_docs", Map.of("query", LONG), null),
            new Case("route limit 0", "limit must be 1..60, got 0", List.of("route", "copy a buffer", "--limit", "0"), "route_question", Map.of("question", "copy a buffer", "limit", 0), null),
            new Case("route limit negative", "limit must be 1..60, got -1", List.of("route", "copy a buffer", "--limit", "-1"), "route_question", Map.of("question", "copy a buffer", "limit", -1), null),
            new Case("route unknown language", "unknown language 'fr'", List.of("route", "copy a buffer", "--lang", "fr"), "route_question", Map.of("question", "copy a buffer", "lang", "fr"), null),
            new Case("ask blank question", "the question is empty", List.of("ask", " "), "ask", Map.of("question", " "), null),
            new Case("ask limit 0", "limit must be 1..20, got 0", List.of("ask", "copy a buffer", "--limit", "0"), "ask", Map.of("question", "copy a buffer", "limit", 0), null),
            new Case("ask over-long question", "at most 65536 are accepted", List.of("ask", LONG), "ask", Map.of("question", LONG), null),
            new Case("route blank question", "the question is empty", List.of("route", " "), "route_question", Map.of("question", " "), null),
            new Case("route over-long question", "at most 65536 are accepted", List.of("route", LONG), "route_question", Map.of("question", LONG), null),
            new Case("explain blank error", "the name is empty", List.of("explain", " "), "explain_error", Map.of("error", " "), null),
            new Case("explain over-long error", "at most 256 are accepted", List.of("explain", "E".repeat(300)), "explain_error", Map.of("error", "E".repeat(300)), null),
            new Case("explain unknown release", "9.9.9", List.of("explain", "NOT_PERMITTED", "--doca-version", "9.9.9"), "explain_error", Map.of("error", "NOT_PERMITTED", "doca_version", "9.9.9"), null),
            new Case("describe unknown symbol", "doca_widget_frobnicate", List.of("describe", "doca_widget_frobnicate"), "describe_symbol", Map.of("symbol", "doca_widget_frobnicate"), null),
            new Case("describe blank symbol", "the name is empty", List.of("describe", ""), "describe_symbol", Map.of("symbol", ""), null),
            new Case("describe over-long symbol", "at most 256 are accepted", List.of("describe", "d".repeat(400)), "describe_symbol", Map.of("symbol", "d".repeat(400)), null),
            new Case("describe unknown release", "9.9.9", List.of("describe", "doca_widget_task_copy_submit", "--doca-version", "9.9.9"), "describe_symbol", Map.of("symbol", "doca_widget_task_copy_submit", "doca_version", "9.9.9"), null),
            new Case("caps undocumented library", "no capability query of doca-gadget", List.of("caps", "--library", "gadget"), "list_capabilities", Map.of("library", "gadget"), null),
            new Case("caps over-long library", "at most 256 are accepted", List.of("caps", "--library", "l".repeat(300)), "list_capabilities", Map.of("library", "l".repeat(300)), null),
            new Case("sparql malformed", "malformed SPARQL query", List.of("sparql", "SELECT ?x WHERE { ?x ?y }"), "sparql_query", Map.of("query", "SELECT ?x WHERE { ?x ?y }"), "SELECT ?x WHERE { ?x ?y }"),
            new Case("sparql delete", "only SELECT, ASK, CONSTRUCT and DESCRIBE", List.of("sparql", "DELETE WHERE { ?s ?p ?o }"), "sparql_query", Map.of("query", "DELETE WHERE { ?s ?p ?o }"), "DELETE WHERE { ?s ?p ?o }"),
            new Case("sparql insert", "only SELECT, ASK, CONSTRUCT and DESCRIBE", List.of("sparql", "INSERT DATA { <urn:a> <urn:b> <urn:c> }"), "sparql_query", Map.of("query", "INSERT DATA { <urn:a> <urn:b> <urn:c> }"), "INSERT DATA { <urn:a> <urn:b> <urn:c> }"),
            new Case("sparql load", "only SELECT, ASK, CONSTRUCT and DESCRIBE", List.of("sparql", "LOAD <http://127.0.0.1:9/x.ttl>"), "sparql_query", Map.of("query", "LOAD <http://127.0.0.1:9/x.ttl>"), "LOAD <http://127.0.0.1:9/x.ttl>"),
            new Case("sparql service", "SERVICE is not allowed", List.of("sparql", "SELECT * WHERE { SERVICE <http://127.0.0.1:9/> { ?s ?p ?o } }"), "sparql_query", Map.of("query", "SELECT * WHERE { SERVICE <http://127.0.0.1:9/> { ?s ?p ?o } }"), "SELECT * WHERE { SERVICE <http://127.0.0.1:9/> { ?s ?p ?o } }"),
            new Case("sparql blank", "the SPARQL query is empty", List.of("sparql", "  "), "sparql_query", Map.of("query", "  "), null),
            new Case("changes out of order", "must be older than --to 5.0", List.of("changes", "--from", "5.1", "--to", "5.0"), "changes", Map.of("from", "5.1", "to", "5.0"), null),
            new Case("changes unknown release", "no API source or samples tree of DOCA 9.9 is ingested", List.of("changes", "--from", "9.9", "--to", "5.1"), "changes", Map.of("from", "9.9", "to", "5.1"), null),
            new Case("ingest missing path", "/no/such/doca/folder", List.of("ingest", "/no/such/doca/folder"), null, null, null),
            new Case("eval routing missing path", "/no/such/evals.json", List.of("eval", "routing", "/no/such/evals.json"), null, null, null),
            new Case("bench negative count", "-n (timed queries) must be 1..10000000, got -5", List.of("bench", "-n", "-5"), null, null, null));

    static DocaKg kg;
    static DocaKgTools tools;
    static SparqlEndpoint endpoint;
    static final Map<String, CliRun> cliRuns = new LinkedHashMap<>();
    static StoreHolding holding;

    static String fixture(String name) throws Exception {
        return Paths.get(FacesAgreeTest.class.getResource("/" + name).toURI()).toString();
    }

    @BeforeAll
    static void ingestRunCliThenOpenTheOtherFaces() throws Exception {
        CliRun ingest = CliRun.of("ingest", "--store", store.toString(), fixture("bundle"), fixture("api/include-3.0"), fixture("samples-tree"),
                fixture("releases/tree-5.0"), fixture("releases/tree-5.1"));
        assertEquals(0, ingest.exit(), ingest.err());
        // every CLI run opens and closes the store, so they all run before the other faces hold it
        for (Case c : CASES) cliRuns.put(c.name(), cli(c.cli()));
        kg = DocaKg.open(store);
        // later CLI runs are answered by this process's held store, as serve answers them
        holding = StoreHolding.start(kg, "test");
        tools = new DocaKgTools(() -> kg, Duration.ofSeconds(5), 1000);
        endpoint = SparqlEndpoint.start(kg.readOnlyDataset(), EndpointOptions.readOnly(0), b -> dkg.http.web.WebPages.mount(b, kg));
    }

    @AfterAll
    static void close() {
        if (endpoint != null) endpoint.close();
        if (holding != null) holding.close();
        if (kg != null) kg.close();
    }

    static CliRun cli(List<String> args) {
        List<String> all = new ArrayList<>(args);
        all.add("--store");
        all.add(store.toString());
        return CliRun.of(all.toArray(String[]::new));
    }

    @TestFactory
    Stream<DynamicTest> theSameBadInputGetsTheSameMessageInEveryFace() {
        assertTrue(CASES.size() >= 25);
        return CASES.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            CliRun r = cliRuns.get(c.name());
            assertEquals(1, r.exit(), () -> "CLI exit for " + c.name() + ": " + r.err());
            List<String> lines = r.err().lines().toList();
            assertEquals(1, lines.size(), () -> "one line on stderr: " + r.err());
            assertTrue(lines.getFirst().startsWith("doca-kg: "), lines.getFirst());
            String message = lines.getFirst().substring("doca-kg: ".length());
            assertTrue(message.contains(c.fragment()), () -> "'" + c.fragment() + "' in " + message);
            assertTrue(r.out().isEmpty(), () -> "nothing on stdout: " + r.out());
            if (c.tool() != null) {
                McpSchema.CallToolResult m = StdioMcpServer.call(tool(c.tool()), c.mcpArgs());
                assertTrue(m.isError(), () -> c.tool() + " should fail");
                assertEquals(message, text(m), "MCP message");
            }
            if (c.httpQuery() != null) {
                HttpResponse<String> h = HTTP.send(HttpRequest.newBuilder(URI.create(endpoint.datasetUrl() + "/sparql"))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .POST(HttpRequest.BodyPublishers.ofString("query=" + URLEncoder.encode(c.httpQuery(), StandardCharsets.UTF_8)))
                        .build(), HttpResponse.BodyHandlers.ofString());
                assertEquals(400, h.statusCode(), h.body());
                assertTrue(h.body().contains(message), () -> "HTTP body carries the message: " + h.body());
            }
        }));
    }

    @Test
    void traversalInAResourceIsRefusedWithAReason() {
        var e = assertThrows(BadInputException.class, () -> SkillResources.read(kg, "doca-kg://skills/doca-widget/..%2F..%2FREADME.md"));
        assertFalse(e.getMessage().isBlank());
    }

    /** A clean file of the samples-tree fixture: check prints a report and exits 0. */
    static final String SAMPLE = "src/test/resources/samples-tree/samples/doca_widget/widget_copy/widget_copy_sample.c";

    /** Arguments every registered operation is tried with; an operation without them fails the walk. */
    static final Map<String, Map<String, Object>> SAMPLES = Map.ofEntries(
            Map.entry("ask", Map.of("question", "doca_widget_task_copy returns DOCA_ERROR_INVALID_VALUE", "limit", 3)),
            Map.entry("search", Map.of("query", "widget copy", "limit", 5)),
            Map.entry("route", Map.of("question", "copy a widget buffer", "limit", 3)),
            Map.entry("explain", Map.of("error", "INVALID_VALUE")),
            Map.entry("describe", Map.of("symbol", "doca_widget_cap_task_copy_get_max_size")),
            Map.entry("caps", Map.of("library", "widget")),
            Map.entry("stats", Map.of()),
            Map.entry("examples", Map.of("symbol", "doca_widget_task_copy_submit")),
            Map.entry("changes", Map.of("from", "5.0", "to", "5.1", "library", "widget")),
            Map.entry("usage", Map.of("library", "widget")),
            Map.entry("check_code", Map.of("paths", List.of(SAMPLE))),
            Map.entry("releases", Map.of()),
            Map.entry("history", Map.of("symbol", "doca_widget_task_copy_submit")));

    /** The tools that are not registered operations (they answer with the server's own settings), and the command that says the same. */
    record ToolVsCommand(String tool, Map<String, Object> args, List<String> cli) {}

    static final List<ToolVsCommand> TOOL_VS_COMMAND = List.of(
            new ToolVsCommand("sparql_query", Map.of("query", "SELECT ?s WHERE { ?s a <https://w3id.org/doca-kg/ontology#Skill> } ORDER BY ?s"),
                    List.of("sparql", "SELECT ?s WHERE { ?s a <https://w3id.org/doca-kg/ontology#Skill> } ORDER BY ?s")),
            new ToolVsCommand("probe_device", Map.of(), List.of("probe")));

    /** One call of every MCP tool: the registered operations' samples and the tools outside the registry. */
    static List<ToolVsCommand> everyToolCall() {
        List<ToolVsCommand> calls = new ArrayList<>(TOOL_VS_COMMAND);
        for (Operation<?, ?> op : Operations.offeredBy(Face.MCP)) calls.add(new ToolVsCommand(op.tool(), SAMPLES.get(op.name()), null));
        return calls;
    }

    /** The command line of an operation's arguments: required strings in order, then the options. */
    static List<String> argv(Operation<?, ?> op, Map<String, Object> args) {
        List<String> out = new ArrayList<>(List.of(op.name()));
        for (Param p : op.params()) if (p.positional() && args.containsKey(p.name())) out.add(String.valueOf(args.get(p.name())));
        for (Param p : op.params())
            if (!p.positional() && args.containsKey(p.name())) {
                Object v = args.get(p.name());
                if (v instanceof List<?> l) for (Object x : l) { out.add(p.option()); out.add(String.valueOf(x)); }
                else if (v instanceof Boolean b) out.add(b ? p.option() : "--no-" + p.option().substring(2));
                else { out.add(p.option()); out.add(String.valueOf(v)); }
            }
        return out;
    }

    static String httpQuery(Map<String, Object> args) {
        List<String> pairs = new ArrayList<>();
        args.forEach((k, v) -> pairs.add(k + "=" + URLEncoder.encode(String.valueOf(v), StandardCharsets.UTF_8)));
        return String.join("&", pairs);
    }

    static HttpResponse<String> httpGet(String pathAndQuery) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + endpoint.port() + pathAndQuery)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void everyRegisteredOperationHasSampleArgumentsForTheseChecks() {
        for (Operation<?, ?> op : Operations.standard()) assertTrue(SAMPLES.containsKey(op.name()), "no sample arguments for " + op.name());
    }

    @TestFactory
    Stream<DynamicTest> everyOperationIsOfferedByEachFaceItNamesWithTheSameParameters() {
        CommandLine cli = Main.commandLine();
        return Operations.standard().stream().map(op -> DynamicTest.dynamicTest(op.name(), () -> {
            if (op.offeredBy(Face.CLI)) {
                CommandLine.Model.CommandSpec spec = cli.getSubcommands().get(op.name()).getCommandSpec();
                int positional = 0;
                for (Param p : op.params()) {
                    if (p.positional()) {
                        assertEquals(p.label(), spec.positionalParameters().get(positional++).paramLabel(), op + " " + p.name());
                        continue;
                    }
                    var option = spec.findOption(p.option());
                    assertNotNull(option, op + " has no option " + p.option());
                    assertEquals(p.defaultValue(), option.defaultValue(), op + " " + p.option() + " default");
                    assertEquals(p.required(), option.required(), op + " " + p.option() + " required");
                }
            } else assertFalse(cli.getSubcommands().containsKey(op.name()), op + " is not a command");
            McpTool tool = tools.all().stream().filter(t -> t.name().equals(op.tool())).findFirst().orElse(null);
            assertEquals(op.offeredBy(Face.MCP), tool != null, op + " as tool " + op.tool());
            if (tool != null) {
                @SuppressWarnings("unchecked") var props = (Map<String, Map<String, Object>>) tool.inputSchema().get("properties");
                for (Param p : op.params()) {
                    var prop = props.get(p.name());
                    assertNotNull(prop, op.tool() + " has no property " + p.name());
                    if (p.kind() == Param.Kind.INTEGER) {
                        assertEquals(p.min(), prop.get("minimum"), op.tool() + " " + p.name());
                        assertEquals(p.max(), prop.get("maximum"), op.tool() + " " + p.name());
                    }
                    assertEquals(p.defaultValue(), prop.get("default") == null ? null : String.valueOf(prop.get("default")), op.tool() + " " + p.name() + " default");
                    assertEquals(p.choices().isEmpty() ? null : p.choices(), prop.get("enum"), op.tool() + " " + p.name() + " choices");
                }
                assertEquals(op.params().stream().filter(Param::required).map(Param::name).toList(),
                        tool.inputSchema().getOrDefault("required", List.of()), op.tool() + " required");
            }
            HttpResponse<String> h = httpGet("/api/" + op.name() + "?" + httpQuery(SAMPLES.get(op.name())));
            assertEquals(op.offeredBy(Face.HTTP) ? 200 : 400, h.statusCode(), () -> op + " over HTTP: " + h.body());
        }));
    }

    @TestFactory
    Stream<DynamicTest> aBadValueGetsTheSameMessageInEveryFaceOfferingTheOperation() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Operation<?, ?> op : Operations.standard())
            for (Param p : op.params()) {
                if (p.kind() != Param.Kind.INTEGER) continue;
                for (String bad : List.of("ten", String.valueOf(p.max() + 1), String.valueOf(p.min() - 1)))
                    tests.add(DynamicTest.dynamicTest(op + " " + p.name() + "=" + bad, () -> {
                        Map<String, Object> args = new LinkedHashMap<>(SAMPLES.get(op.name()));
                        args.put(p.name(), bad);
                        List<String> messages = new ArrayList<>();
                        if (op.offeredBy(Face.CLI)) {
                            CliRun r = cli(argv(op, args));
                            assertEquals(1, r.exit(), () -> argv(op, args) + ": " + r.out() + r.err());
                            messages.add(r.err().strip().substring("doca-kg: ".length()));
                        }
                        if (op.offeredBy(Face.MCP)) {
                            Map<String, Object> mcpArgs = new LinkedHashMap<>(args);
                            if (!bad.equals("ten")) mcpArgs.put(p.name(), Integer.parseInt(bad));
                            McpSchema.CallToolResult m = StdioMcpServer.call(tool(op.tool()), mcpArgs);
                            assertTrue(m.isError(), text(m));
                            messages.add(text(m));
                        }
                        if (op.offeredBy(Face.HTTP)) {
                            HttpResponse<String> h = httpGet("/api/" + op.name() + "?" + httpQuery(args));
                            assertEquals(400, h.statusCode(), h.body());
                            messages.add((String) ((Map<?, ?>) new com.fasterxml.jackson.databind.ObjectMapper().readValue(h.body(), Map.class).get("error")).get("message"));
                        }
                        assertFalse(messages.isEmpty());
                        assertTrue(messages.getFirst().contains(p.name()), messages.getFirst());
                        for (String m : messages) assertEquals(messages.getFirst(), m, "one message in every face");
                    }));
            }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> everyFaceSaysWhatTheCommandPrints() {
        var json = new com.fasterxml.jackson.databind.ObjectMapper();
        return Operations.standard().stream().map(op -> DynamicTest.dynamicTest(op.name(), () -> {
            Map<String, Object> args = SAMPLES.get(op.name());
            String reference = null, referenceText = null;
            if (op.offeredBy(Face.CLI)) {
                List<String> withJson = new ArrayList<>(argv(op, args));
                withJson.add("--json");
                CliRun r = cli(withJson), t = cli(argv(op, args));
                assertEquals(0, r.exit(), r.err());
                assertFalse(t.out().isBlank(), "the command printed an answer");
                reference = r.out();
                referenceText = t.out();
            }
            if (op.offeredBy(Face.MCP)) {
                McpSchema.CallToolResult m = StdioMcpServer.call(tool(op.tool()), args);
                assertFalse(m.isError(), () -> text(m));
                if (reference == null) reference = json.writeValueAsString(m.structuredContent());
                else {
                    assertEquals(json.readTree(reference), json.readTree(json.writeValueAsString(m.structuredContent())), op.tool() + " structured content");
                    assertEquals(referenceText, text(m), op.tool() + " text");
                }
            }
            if (op.offeredBy(Face.HTTP)) {
                HttpResponse<String> h = httpGet("/api/" + op.name() + "?" + httpQuery(args));
                assertEquals(200, h.statusCode(), h.body());
                assertEquals(json.readTree(reference), json.readTree(h.body()), op + " over HTTP");
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> theToolsOutsideTheRegistrySayWhatTheirCommandPrints() {
        return TOOL_VS_COMMAND.stream().map(t -> DynamicTest.dynamicTest(t.tool(), () -> {
            CliRun r = cli(t.cli());
            assertEquals(0, r.exit(), r.err());
            McpSchema.CallToolResult m = StdioMcpServer.call(tool(t.tool()), t.args());
            assertFalse(m.isError(), () -> text(m));
            assertEquals(r.out(), text(m));
        }));
    }

    @TestFactory
    Stream<DynamicTest> everyToolsStructuredContentMatchesTheOutputSchemaItDeclares() {
        var registry = com.networknt.schema.SchemaRegistry.withDefaultDialect(com.networknt.schema.SpecificationVersion.DRAFT_2020_12);
        var json = new com.fasterxml.jackson.databind.ObjectMapper();
        return everyToolCall().stream().map(t -> DynamicTest.dynamicTest(t.tool(), () -> {
            McpTool tool = tool(t.tool());
            // a schema that says something: the properties of the answer (a probe's document is another program's)
            if (!t.tool().equals("probe_device"))
                assertTrue(tool.outputSchema().get("properties") instanceof Map<?, ?> p && !p.isEmpty(), t.tool() + " declares no properties");
            McpSchema.CallToolResult m = StdioMcpServer.call(tool, t.args());
            assertFalse(m.isError(), () -> text(m));
            var schema = registry.getSchema(json.writeValueAsString(tool.outputSchema()), com.networknt.schema.InputFormat.JSON);
            var errors = schema.validate(json.writeValueAsString(m.structuredContent()), com.networknt.schema.InputFormat.JSON);
            assertEquals(List.of(), errors, t.tool());
        }));
    }

    @Test
    void aResultThatBreaksItsSchemaIsCaught() throws Exception {
        var registry = com.networknt.schema.SchemaRegistry.withDefaultDialect(com.networknt.schema.SpecificationVersion.DRAFT_2020_12);
        var json = new com.fasterxml.jackson.databind.ObjectMapper();
        var schema = registry.getSchema(json.writeValueAsString(tool("route_question").outputSchema()), com.networknt.schema.InputFormat.JSON);
        assertFalse(schema.validate("{\"question\":\"q\",\"skills\":[{\"skill\":\"doca-dma\",\"score\":\"high\",\"reasons\":[]}]}",
                com.networknt.schema.InputFormat.JSON).isEmpty(), "a score that is not a number and missing fields pass the schema");
    }

    static McpTool tool(String name) {
        return tools.all().stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow();
    }

    static String text(McpSchema.CallToolResult r) {
        return ((McpSchema.TextContent) r.content().getFirst()).text();
    }
}
