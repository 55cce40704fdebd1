package dkg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dkg.api.DocaKg;
import dkg.http.EndpointOptions;
import dkg.http.SparqlEndpoint;
import dkg.http.web.WebPages;
import dkg.mcp.McpTool;
import dkg.mcp.StdioMcpServer;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The answers every face gives to a fixed set of calls, one or more per operation, are the ones
 * recorded in {@code src/test/resources/recorded/}: {@code --json} and text output of the CLI, an
 * MCP tool's structured content and text, and the web API's JSON. A change of the faces' plumbing
 * must not change what they say; a deliberate change of an answer is recorded anew with
 * {@code -Drecord=true} and shows in the diff of those files.
 */
class RecordedCallsTest {
    @TempDir static Path store;
    static DocaKg kg;
    static SparqlEndpoint server;
    static final Map<String, String> cliOutputs = new LinkedHashMap<>();
    static final Path RECORDED = Paths.get("src/test/resources/recorded");
    static final boolean RECORD = Boolean.getBoolean("record");
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    static final String SAMPLE = "src/test/resources/samples-tree/samples/doca_widget/widget_copy/widget_copy_sample.c";

    /** CLI calls, each run with and without {@code --json}. */
    static final Map<String, List<String>> CLI = ordered(
            "ask", List.of("ask", "doca_widget_task_copy returns DOCA_ERROR_INVALID_VALUE", "--limit", "3"),
            "ask-zh", List.of("ask", "如何复制 widget 缓冲区"),
            "search", List.of("search", "widget", "copy", "--limit", "5"),
            "search-typed", List.of("search", "copy", "--type", "symbol", "--limit", "4"),
            "route", List.of("route", "copy a widget buffer", "--limit", "3"),
            "explain", List.of("explain", "INVALID_VALUE"),
            "explain-library", List.of("explain", "NOT_PERMITTED", "--library", "widget"),
            "describe", List.of("describe", "doca_widget_cap_task_copy_get_max_size"),
            "describe-unknown", List.of("describe", "doca_widget_task_copy_sumbit"),
            "caps", List.of("caps", "--library", "widget"),
            "stats", List.of("stats"),
            "examples", List.of("examples", "doca_widget_task_copy_submit"),
            "examples-release", List.of("examples", "doca_widget_task_copy_submit", "--version", "5.1", "--limit", "2"),
            "check", List.of("check", SAMPLE),
            "changes", List.of("changes", "--from", "5.0", "--to", "5.1", "--library", "widget"),
            "usage", List.of("usage", "widget"),
            "vocab", List.of("vocab"),
            "releases", List.of("releases"),
            "history", List.of("history", "doca_widget_task_copy_submit"));

    /** MCP calls: tool and arguments. */
    static final Map<String, Map.Entry<String, Map<String, Object>>> MCP = ordered(
            "ask", Map.entry("ask", Map.of("question", "doca_widget_task_copy returns DOCA_ERROR_INVALID_VALUE", "limit", 3)),
            "search_docs", Map.entry("search_docs", Map.of("query", "widget copy", "limit", 5)),
            "route_question", Map.entry("route_question", Map.of("question", "copy a widget buffer", "limit", 3)),
            "explain_error", Map.entry("explain_error", Map.of("error", "INVALID_VALUE")),
            "explain_error-full", Map.entry("explain_error", Map.of("error", "NOT_PERMITTED", "detail", "full")),
            "describe_symbol", Map.entry("describe_symbol", Map.of("symbol", "doca_widget_cap_task_copy_get_max_size")),
            "list_capabilities", Map.entry("list_capabilities", Map.of("library", "widget")),
            "sparql_query", Map.entry("sparql_query", Map.of("query", "SELECT ?s WHERE { ?s a <https://w3id.org/doca-kg/ontology#Skill> } ORDER BY ?s")),
            "find_examples", Map.entry("find_examples", Map.of("symbol", "doca_widget_task_copy_submit", "limit", 2)),
            "check_code", Map.entry("check_code", Map.of("paths", List.of(SAMPLE))),
            "changes", Map.entry("changes", Map.of("from", "5.0", "to", "5.1", "library", "widget")),
            "usage_patterns", Map.entry("usage_patterns", Map.of("library", "widget")),
            "store_stats", Map.entry("store_stats", Map.of()),
            "list_releases", Map.entry("list_releases", Map.of()),
            "symbol_history", Map.entry("symbol_history", Map.of("symbol", "doca_widget_task_copy_submit")));

    /** Web API calls: path and query. */
    static final Map<String, String> HTTP = ordered(
            "search", "/api/search?query=widget+copy&limit=5",
            "route", "/api/route?question=copy+a+widget+buffer&limit=3",
            "ask", "/api/ask?question=doca_widget_task_copy+returns+DOCA_ERROR_INVALID_VALUE",
            "entity", "/api/entity?id=doca_widget_task_copy_submit",
            "explain", "/api/explain?error=NOT_PERMITTED&library=widget",
            "describe", "/api/describe?symbol=doca_widget_cap_task_copy_get_max_size",
            "caps", "/api/caps?library=widget",
            "examples", "/api/examples?symbol=doca_widget_task_copy_submit&limit=2",
            "changes", "/api/changes?from=5.0&to=5.1",
            "usage", "/api/usage?library=widget",
            "stats", "/api/stats",
            "releases", "/api/releases",
            "history", "/api/history?symbol=doca_widget_task_copy_submit");

    @SuppressWarnings("unchecked")
    static <V> Map<String, V> ordered(Object... nameThenValue) {
        Map<String, V> m = new LinkedHashMap<>();
        for (int i = 0; i < nameThenValue.length; i += 2) m.put((String) nameThenValue[i], (V) nameThenValue[i + 1]);
        return m;
    }

    static String fixture(String name) throws Exception {
        return Paths.get(RecordedCallsTest.class.getResource("/" + name).toURI()).toString();
    }

    @BeforeAll
    static void ingestThenRunTheCli() throws Exception {
        CliRun ingest = CliRun.of("ingest", "--store", store.toString(), fixture("bundle"), fixture("api/include-3.0"), fixture("samples-tree"),
                fixture("releases/tree-5.0"), fixture("releases/tree-5.1"));
        assertEquals(0, ingest.exit(), ingest.err());
        for (var c : CLI.entrySet()) {
            for (boolean json : List.of(false, true)) {
                List<String> args = new ArrayList<>(c.getValue());
                args.addAll(List.of("--store", store.toString()));
                if (json) args.add("--json");
                CliRun r = CliRun.of(args.toArray(String[]::new));
                // a failing call is recorded with its exit code and message
                cliOutputs.put("cli-" + c.getKey() + (json ? ".json" : ".txt"), r.exit() == 0 ? r.out() : r.out() + "[exit " + r.exit() + "] " + r.err());
            }
        }
        kg = DocaKg.open(store);
        server = SparqlEndpoint.start(kg.readOnlyDataset(), EndpointOptions.readOnly(0), b -> WebPages.mount(b, kg));
    }

    @AfterAll
    static void close() {
        if (server != null) server.close();
        if (kg != null) kg.close();
    }

    @TestFactory
    Stream<DynamicTest> theCliSaysWhatWasRecorded() {
        return cliOutputs.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> compare(e.getKey(), e.getValue())));
    }

    @TestFactory
    Stream<DynamicTest> mcpToolsSayWhatWasRecorded() {
        var tools = new dkg.mcp.DocaKgTools(() -> kg, Duration.ofSeconds(5), 1000).all();
        return MCP.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            McpTool tool = tools.stream().filter(t -> t.name().equals(e.getValue().getKey())).findFirst().orElseThrow();
            McpSchema.CallToolResult r = StdioMcpServer.call(tool, e.getValue().getValue());
            compare("mcp-" + e.getKey() + ".json", JSON.writeValueAsString(r.structuredContent()) + "\n");
            compare("mcp-" + e.getKey() + ".txt", ((McpSchema.TextContent) r.content().getFirst()).text());
        }));
    }

    @TestFactory
    Stream<DynamicTest> theWebApiSaysWhatWasRecorded() {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();
        return HTTP.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + e.getValue())).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, r.statusCode(), r.body());
            compare("http-" + e.getKey() + ".json", r.body());
        }));
    }

    /** Compares with the recorded answer, the store's temporary path written as {@code <store>}; records it instead under {@code -Drecord=true}. */
    static void compare(String name, String actual) throws Exception {
        String said = actual.replace(store.toString(), "<store>");
        Path file = RECORDED.resolve(name);
        if (RECORD) {
            Files.createDirectories(RECORDED);
            Files.writeString(file, said, StandardCharsets.UTF_8);
            return;
        }
        assertEquals(Files.readString(file, StandardCharsets.UTF_8), said, name);
    }
}
