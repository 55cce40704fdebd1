package dkg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dkg.api.DocaKg;
import dkg.http.EndpointOptions;
import dkg.http.HostPolicy;
import dkg.http.McpRoute;
import dkg.http.SparqlEndpoint;
import dkg.it.ServeFixture;
import dkg.mcp.McpTool;
import dkg.mcp.StdioMcpServer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The MCP Inspector's CLI ({@code @modelcontextprotocol/inspector}, pinned in src/test/node) against
 * {@code serve}'s {@code /mcp}: it lists the tools stdio lists and, tool by tool, gets the structured
 * answer stdio gives for the same arguments.
 */
class McpInspectorIT {
    @TempDir static Path store;
    static DocaKg kg;
    static SparqlEndpoint endpoint;
    static final List<McpRoute> routes = new ArrayList<>();
    static final ObjectMapper JSON = new ObjectMapper();
    static Path node;

    @BeforeAll
    static void serve() throws Exception {
        node = Path.of("src", "test", "node").toAbsolutePath();
        ServeFixture.requireTool("node (>= 20)", "node", "--version");
        ServeFixture.requireTool("the MCP Inspector (npm ci in " + node + ")", "node", "-e",
                "require.resolve('@modelcontextprotocol/inspector/package.json', {paths: ['" + node + "']})");
        CliRun ingest = CliRun.of("ingest", "--store", store.toString(), FacesAgreeTest.fixture("bundle"),
                FacesAgreeTest.fixture("api/include-3.0"), FacesAgreeTest.fixture("samples-tree"));
        assertEquals(0, ingest.exit(), ingest.err());
        kg = DocaKg.open(store);
        endpoint = SparqlEndpoint.start(kg.readOnlyDataset(), new EndpointOptions("127.0.0.1", 0, dkg.sparql.QueryLimits.DEFAULTS,
                        HostPolicy.of("127.0.0.1", List.of(), List.of())),
                b -> routes.add(McpRoute.mount(b, McpCommand.server(kg, Duration.ofSeconds(10), 1000, StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES),
                        StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES)));
    }

    @AfterAll
    static void stop() {
        routes.forEach(McpRoute::close);
        if (endpoint != null) endpoint.close();
        if (kg != null) kg.close();
    }

    /** Runs the Inspector's CLI with {@code args} after the server URL; its stdout as JSON. */
    static JsonNode inspector(List<String> args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("node", node.resolve("node_modules/@modelcontextprotocol/inspector/cli/build/cli.js").toString(),
                "--cli", endpoint.pageUrl() + "mcp", "--transport", "http"));
        cmd.addAll(args);
        Process p = new ProcessBuilder(cmd).directory(node.toFile()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(3, TimeUnit.MINUTES), "the Inspector did not finish");
        assertEquals(0, p.exitValue(), out);
        return JSON.readTree(out);
    }

    @TestFactory
    Stream<DynamicTest> theInspectorListsAndCallsEveryToolAsStdioAnswers() throws Exception {
        var listed = new TreeSet<String>();
        inspector(List.of("--method", "tools/list")).get("tools").forEach(t -> listed.add(t.get("name").asText()));
        var expected = new TreeSet<String>();
        tools().forEach(t -> expected.add(t.name()));
        assertEquals(expected, listed, "the same tools as stdio");
        return FacesAgreeTest.everyToolCall().stream().filter(t -> !t.tool().equals("probe_device")).map(t -> DynamicTest.dynamicTest(t.tool(), () -> {
            List<String> args = new ArrayList<>(List.of("--method", "tools/call", "--tool-name", t.tool()));
            // each value as JSON, so a string such as 5.0 stays a string
            for (var e : t.args().entrySet()) args.addAll(List.of("--tool-arg", e.getKey() + "=" + JSON.writeValueAsString(e.getValue())));
            JsonNode overHttp = inspector(args);
            var overStdio = StdioMcpServer.call(tools().stream().filter(x -> x.name().equals(t.tool())).findFirst().orElseThrow(), t.args());
            assertEquals(Boolean.TRUE.equals(overStdio.isError()), overHttp.path("isError").asBoolean(false), t.tool());
            assertEquals(canonical(JSON.valueToTree(overStdio.structuredContent())), canonical(overHttp.get("structuredContent")), t.tool());
        }));
    }

    private static List<McpTool> tools() { return new dkg.mcp.DocaKgTools(() -> kg, Duration.ofSeconds(10), 1000).all(); }

    /** Without run-dependent fields (timings); numbers by value (JavaScript writes 1.0 as 1). */
    private static String canonical(JsonNode n) throws Exception {
        Object tree = JSON.treeToValue(n == null ? JSON.nullNode() : n, Object.class);
        return JSON.writeValueAsString(normalized(tree));
    }

    private static Object normalized(Object o) {
        if (o instanceof Map<?, ?> m) {
            var copy = new java.util.TreeMap<String, Object>();
            m.forEach((k, v) -> { if (!String.valueOf(k).toLowerCase().contains("millis") && !String.valueOf(k).equals("tookMs")) copy.put(String.valueOf(k), normalized(v)); });
            return copy;
        }
        if (o instanceof List<?> l) return l.stream().map(McpInspectorIT::normalized).toList();
        if (o instanceof Number n) return new java.math.BigDecimal(n.toString()).stripTrailingZeros();
        return o;
    }
}
