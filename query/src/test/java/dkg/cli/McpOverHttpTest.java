package dkg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.api.DocaKg;
import dkg.auth.TokenStore;
import dkg.error.BadInputException;
import dkg.http.EndpointOptions;
import dkg.http.HostPolicy;
import dkg.http.McpRoute;
import dkg.http.SparqlEndpoint;
import dkg.mcp.McpTool;
import dkg.mcp.StdioMcpServer;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve}'s {@code /mcp}: the MCP Java SDK's streamable-HTTP client lists the same tools as
 * stdio and gets the same structured answers for the same input, with a bearer token; without one,
 * with a revoked one or from a foreign page it gets nothing.
 */
class McpOverHttpTest {
    @TempDir static Path store;
    static DocaKg kg;
    static SparqlEndpoint endpoint;
    static final List<McpRoute> routes = new ArrayList<>();
    static StdioMcpServer stdio;
    static TokenStore tokens;
    static String secret;
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    @BeforeAll
    static void serve() throws Exception {
        CliRun ingest = CliRun.of("ingest", "--store", store.toString(), FacesAgreeTest.fixture("bundle"),
                FacesAgreeTest.fixture("api/include-3.0"), FacesAgreeTest.fixture("samples-tree"));
        assertEquals(0, ingest.exit(), ingest.err());
        tokens = new TokenStore(store.resolve("tokens"));
        secret = tokens.create("agent");
        kg = DocaKg.open(store);
        stdio = McpCommand.server(kg, Duration.ofSeconds(10), 1000, StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES);
        var options = new EndpointOptions("127.0.0.1", 0, dkg.sparql.QueryLimits.DEFAULTS,
                HostPolicy.of("127.0.0.1", List.of(), List.of()), tokens);
        endpoint = SparqlEndpoint.start(kg.readOnlyDataset(), options,
                b -> routes.add(McpRoute.mount(b, McpCommand.server(kg, Duration.ofSeconds(10), 1000, StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES),
                        StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES)));
    }

    @AfterAll
    static void stop() {
        routes.forEach(McpRoute::close);
        if (endpoint != null) endpoint.close();
        if (kg != null) kg.close();
    }

    static McpSyncClient client(String token) {
        var transport = HttpClientStreamableHttpTransport.builder(endpoint.pageUrl().replaceAll("/$", ""))
                .endpoint(McpRoute.PATH)
                .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + token))
                .build();
        McpSyncClient c = McpClient.sync(transport).requestTimeout(Duration.ofMinutes(2)).build();
        c.initialize();
        return c;
    }

    @TestFactory
    Stream<DynamicTest> everyToolAnswersOverHttpAsOverStdio() {
        McpSyncClient client = client(secret);
        var listed = new TreeSet<String>();
        client.listTools().tools().forEach(t -> listed.add(t.name()));
        var expected = new TreeSet<String>();
        new dkg.mcp.DocaKgTools(() -> kg, Duration.ofSeconds(10), 1000).all().forEach(t -> expected.add(t.name()));
        assertEquals(expected, listed, "the same tools as stdio");
        return FacesAgreeTest.TOOL_VS_COMMAND.stream().filter(t -> !t.tool().equals("probe_device")).map(t -> DynamicTest.dynamicTest(t.tool(), () -> {
            McpSchema.CallToolResult overHttp = client.callTool(new McpSchema.CallToolRequest(t.tool(), t.args()));
            McpSchema.CallToolResult overStdio = StdioMcpServer.call(tool(t.tool()), t.args());
            assertEquals(Boolean.TRUE.equals(overStdio.isError()), Boolean.TRUE.equals(overHttp.isError()), t.tool());
            assertEquals(canonical(overStdio.structuredContent()), canonical(overHttp.structuredContent()), t.tool() + ": structured content");
        }));
    }

    private static final com.fasterxml.jackson.databind.ObjectMapper JSON = new com.fasterxml.jackson.databind.ObjectMapper();

    /** The answer as JSON text read back: stdio hands the SDK Java values, HTTP hands the client parsed JSON. */
    private static String canonical(Object structured) throws Exception {
        return JSON.readTree(JSON.writeValueAsString(normalized(structured))).toString();
    }

    /** Run-dependent fields (timings) are not part of an answer's meaning. */
    private static Object normalized(Object structured) {
        if (structured instanceof Map<?, ?> m) {
            var copy = new java.util.TreeMap<String, Object>();
            m.forEach((k, v) -> { if (!String.valueOf(k).toLowerCase().contains("millis") && !String.valueOf(k).equals("tookMs")) copy.put(String.valueOf(k), normalized(v)); });
            return copy;
        }
        if (structured instanceof List<?> l) return l.stream().map(McpOverHttpTest::normalized).toList();
        return structured;
    }

    private static McpTool tool(String name) {
        return new dkg.mcp.DocaKgTools(() -> kg, Duration.ofSeconds(10), 1000).all().stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow();
    }

    private static HttpResponse<String> initialize(String authorization, String origin) throws Exception {
        var b = HttpRequest.newBuilder(URI.create(endpoint.pageUrl() + "mcp")).timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
                        + "\"capabilities\":{},\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}"));
        if (authorization != null) b.header("Authorization", authorization);
        if (origin != null) b.header("Origin", origin);
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void noTokenAWrongOneARevokedOneOrAForeignPageGetNothing() throws Exception {
        var none = initialize(null, null);
        assertEquals(401, none.statusCode(), none.body());
        assertEquals(1, none.body().strip().lines().count(), none.body());
        assertTrue(none.headers().firstValue("WWW-Authenticate").orElse("").startsWith("Bearer"));
        assertEquals(401, initialize("Bearer dkgt_not-a-token", null).statusCode());
        assertEquals(401, HTTP.send(HttpRequest.newBuilder(URI.create(endpoint.datasetUrl() + "/sparql?query=ASK%7B%7D")).GET().build(),
                HttpResponse.BodyHandlers.ofString()).statusCode(), "the endpoint asks for the token too");
        var foreign = initialize("Bearer " + secret, "http://evil.example");
        assertEquals(403, foreign.statusCode(), foreign.body());
        String other = tokens.create("short-lived");
        var ok = initialize("Bearer " + other, null);
        assertEquals(200, ok.statusCode(), ok.body());
        assertTrue(ok.body().contains("\"serverInfo\""), ok.body());
        tokens.revoke("short-lived");
        assertEquals(401, initialize("Bearer " + other, null).statusCode(), "a revoked token is refused at the next request");
    }

    @Test
    void beyondLoopbackWithoutTokensServeRefusesToStart() {
        var e = assertThrows(BadInputException.class, () -> SparqlEndpoint.start(kg.readOnlyDataset(),
                new EndpointOptions("0.0.0.0", 0, dkg.sparql.QueryLimits.DEFAULTS)));
        assertTrue(e.getMessage().contains("token create"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }
}
