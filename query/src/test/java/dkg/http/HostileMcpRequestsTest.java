package dkg.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import dkg.auth.TokenStore;
import dkg.mcp.DocaKgTools;
import dkg.mcp.StdioMcpServer;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile requests to {@code serve}'s {@code /mcp}, sent raw (HttpClient, or a socket where HttpClient
 * cannot say it) by an agent holding a good token. Each is answered with a 4xx or a JSON-RPC error
 * (a tool error where the request reached a tool), never a 5xx, a stack trace or a class name, and
 * never left unanswered; no resource URI reads a file outside what was ingested; and after each, a
 * session opened before them all and a new one both still list the tools and get a right answer.
 */
class HostileMcpRequestsTest {
    @TempDir static Path dir;
    static DocaKg kg;
    static SparqlEndpoint endpoint;
    static McpRoute route;
    static String secret;
    /** A session of a well-behaved client, open through every hostile request. */
    static McpSyncClient good;

    /** Only catches a hang: every answer here is expected at once, on any machine. */
    static final Duration HANG = Duration.ofSeconds(60);
    static final int MAX_MESSAGE_BYTES = StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES;
    /** A word only a file outside the ingested bundle holds: no resource read may return it. */
    static final String OUTSIDE = "quokkaoutsideword";
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(HANG).build();
    static final ObjectMapper JSON = new ObjectMapper();
    /** A stack trace line, or a Java class named with its package or by an exception or error type. */
    static final Pattern LEAK = Pattern.compile("\\bat (dkg|java|jdk|org|io|com|jakarta)\\.|\\b(dkg|java|javax|jakarta|org\\.eclipse|org\\.apache|io\\.modelcontextprotocol|"
            + "com\\.fasterxml|tools\\.jackson)\\.[a-z]+\\.|\\b[A-Z][A-Za-z]*(Exception|Error)\\b");

    @BeforeAll
    static void serve() throws IOException {
        kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir));
        Files.createDirectories(dir.resolve("outside"));
        Files.writeString(dir.resolve("outside/secret.md"), "# Secret\n\n" + OUTSIDE + "\n");
        var tokens = new TokenStore(dir.resolve("tokens"));
        secret = tokens.create("agent");
        // as serve builds it
        var server = new StdioMcpServer(kg, new DocaKgTools(() -> kg, Duration.ofSeconds(10), 1000).all(), "test", MAX_MESSAGE_BYTES)
                .admittingHeavy(2);
        var options = new EndpointOptions("127.0.0.1", 0, dkg.sparql.QueryLimits.DEFAULTS, HostPolicy.of("127.0.0.1", List.of(), List.of()), tokens);
        endpoint = SparqlEndpoint.start(kg.readOnlyDataset(), options, b -> route = McpRoute.mount(b, server, MAX_MESSAGE_BYTES));
        good = client();
    }

    @AfterAll
    static void stop() {
        if (good != null) good.closeGracefully();
        if (route != null) route.close();
        if (endpoint != null) endpoint.close();
        if (kg != null) kg.close();
    }

    static McpSyncClient client() {
        var transport = HttpClientStreamableHttpTransport.builder(endpoint.pageUrl().replaceAll("/$", ""))
                .endpoint(McpRoute.PATH)
                .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + secret))
                .build();
        McpSyncClient c = McpClient.sync(transport).requestTimeout(HANG).build();
        c.initialize();
        return c;
    }

    /** What came back: status -1 when the server closed the connection without a status line. */
    record Reply(int status, String body) {
        @Override public String toString() { return status + " " + (body.length() > 600 ? body.substring(0, 600) + "…" : body); }
    }

    /** One hostile request and what its answer must be. */
    record Case(String name, Sender send, Consumer<Reply> expect) {}

    interface Sender { Reply send() throws Exception; }

    @TestFactory
    Stream<DynamicTest> everyHostileRequestIsRefusedCleanlyAndGoodSessionsCarryOn() throws Exception {
        String sid = session();
        String call = "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":\"%s\",\"arguments\":%s}}";
        List<Case> cases = new ArrayList<>();

        // bodies that are not one JSON-RPC request
        cases.add(new Case("malformed JSON in a session", () -> post(sid, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":"), HostileMcpRequestsTest::refused));
        cases.add(new Case("malformed JSON without a session", () -> post(null, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\","), HostileMcpRequestsTest::refused));
        cases.add(new Case("empty body", () -> post(sid, ""), HostileMcpRequestsTest::refused));
        for (String notRpc : List.of("{\"hello\":\"world\"}", "42", "\"initialize\"", "null", "true", "{}", "[]",
                "{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"tools/list\"}", "{\"jsonrpc\":\"2.0\",\"id\":{\"a\":1},\"method\":\"tools/list\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":42}", "{\"jsonrpc\":\"2.0\",\"id\":1}"))
            cases.add(new Case("JSON, not JSON-RPC: " + notRpc, () -> post(sid, notRpc), HostileMcpRequestsTest::refused));
        cases.add(new Case("a JSON-RPC batch", () -> post(sid, "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"},"
                + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"explain_error\",\"arguments\":{\"error\":\"NOT_PERMITTED\"}}}]"),
                HostileMcpRequestsTest::refused));
        cases.add(new Case("a batch that initializes", () -> post(null, "[" + INITIALIZE + "," + INITIALIZE + "]"), HostileMcpRequestsTest::refused));
        cases.add(new Case("a body over the message bound", () -> post(sid, call.formatted("explain_error",
                "{\"error\":\"" + "E".repeat(MAX_MESSAGE_BYTES) + "\"}")), HostileMcpRequestsTest::refusedOrCut));
        cases.add(new Case("100k nested arrays", () -> post(sid, "[".repeat(100_000)), HostileMcpRequestsTest::refused));
        cases.add(new Case("100k nested objects in arguments", () -> post(sid, call.formatted("search_docs",
                "{\"query\":" + "{\"a\":".repeat(100_000) + "1" + "}".repeat(100_000) + "}")), HostileMcpRequestsTest::refused));
        cases.add(new Case("invalid UTF-8 in an argument", () -> post(sid, "application/json", ACCEPT, bytes(call.formatted("explain_error",
                "{\"error\":\"NOT_\"}"), 0xC3, 0x28, 0xFF, 0xFE)), HostileMcpRequestsTest::refusedOrToolError));
        cases.add(new Case("invalid UTF-8 as the body", () -> post(sid, "application/json", ACCEPT, new byte[] {(byte) 0xFF, (byte) 0xFE, (byte) 0xC0, (byte) 0x80}),
                HostileMcpRequestsTest::refused));

        // headers
        for (String type : List.of("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=bogus-9"))
            cases.add(new Case("Content-Type " + type, () -> post(null, type, ACCEPT, INITIALIZE.getBytes(StandardCharsets.UTF_8)), HostileMcpRequestsTest::refused));
        cases.add(new Case("no Content-Type", () -> post(null, null, ACCEPT, INITIALIZE.getBytes(StandardCharsets.UTF_8)), HostileMcpRequestsTest::refused));
        cases.add(new Case("no Accept", () -> post(null, "application/json", null, INITIALIZE.getBytes(StandardCharsets.UTF_8)), HostileMcpRequestsTest::refused));
        for (String accept : List.of("text/html", "application/json", "text/event-stream", "*/*; q=banana"))
            cases.add(new Case("Accept " + accept, () -> post(sid, "application/json", accept, TOOLS_LIST.getBytes(StandardCharsets.UTF_8)),
                    HostileMcpRequestsTest::refusedOrAnswered));

        // sessions
        for (String forged : List.of("00000000-0000-0000-0000-000000000000", "../../etc/passwd", "' OR 1=1 --", "x".repeat(4000), sid + "x"))
            cases.add(new Case("a forged session " + forged.substring(0, Math.min(40, forged.length())), () -> post(forged, TOOLS_LIST),
                    HostileMcpRequestsTest::refused));
        cases.add(new Case("a call without a session", () -> post(null, TOOLS_LIST), HostileMcpRequestsTest::refused));
        cases.add(new Case("a tool call without a session", () -> post(null, call.formatted("explain_error", "{\"error\":\"NOT_PERMITTED\"}")),
                HostileMcpRequestsTest::refused));
        cases.add(new Case("initialize again in a session", () -> post(sid, INITIALIZE), HostileMcpRequestsTest::refusedOrAnswered));
        cases.add(new Case("GET with a forged session", () -> send(request("00000000-0000-0000-0000-000000000000").GET()), HostileMcpRequestsTest::refused));
        cases.add(new Case("GET without a session", () -> send(request(null).GET()), HostileMcpRequestsTest::refused));
        cases.add(new Case("DELETE with a forged session", () -> send(request("00000000-0000-0000-0000-000000000000").DELETE()), HostileMcpRequestsTest::refused));
        cases.add(new Case("DELETE without a session", () -> send(request(null).DELETE()), HostileMcpRequestsTest::refused));

        // tool calls
        cases.add(new Case("an unknown tool", () -> post(sid, call.formatted("rm_rf", "{}")), HostileMcpRequestsTest::refusedOrToolError));
        cases.add(new Case("a tool name that is not a string", () -> post(sid, call.formatted("x", "{}").replace("\"x\"", "42")), HostileMcpRequestsTest::refusedOrToolError));
        cases.add(new Case("no tool name", () -> post(sid, "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{}}"), HostileMcpRequestsTest::refusedOrToolError));
        for (String[] wrong : List.of(new String[] {"explain_error", "{\"error\":7}"}, new String[] {"explain_error", "{\"error\":null}"},
                new String[] {"search_docs", "{\"query\":{\"nested\":[1,2,3]}}"}, new String[] {"search_docs", "{\"query\":\"dma\",\"limit\":\"ten\"}"},
                new String[] {"search_docs", "{\"query\":\"dma\",\"limit\":1e300}"}, new String[] {"search_docs", "{\"query\":\"dma\",\"limit\":-99999999999999999999}"},
                new String[] {"search_docs", "\"dma\""}, new String[] {"search_docs", "[1,2]"}, new String[] {"explain_error", "{}"}))
            cases.add(new Case("wrong arguments to " + wrong[0] + ": " + wrong[1], () -> post(sid, call.formatted(wrong[0], wrong[1])),
                    HostileMcpRequestsTest::refusedOrToolError));
        cases.add(new Case("an over-long string argument", () -> post(sid, call.formatted("explain_error", "{\"error\":\"" + "E".repeat(MAX_MESSAGE_BYTES / 2) + "\"}")),
                r -> { refusedOrToolError(r); assertFalse(r.body().contains("EEEEEEEEEEEEEEEEEEEE"), "the argument is not echoed back: " + r); }));
        cases.add(new Case("an over-long search", () -> post(sid, call.formatted("search_docs", "{\"query\":\"" + "dma ".repeat(MAX_MESSAGE_BYTES / 8) + "\"}")),
                HostileMcpRequestsTest::refusedOrToolError));
        cases.add(new Case("extra unknown arguments", () -> post(sid, call.formatted("explain_error",
                "{\"error\":\"NOT_PERMITTED\",\"path\":\"/etc/passwd\",\"__proto__\":{\"admin\":true},\"limit\":1e9}")),
                HostileMcpRequestsTest::ignoredOrRefused));

        // resources outside the store
        for (String uri : List.of("doca-kg://doc/../../../etc/passwd", "doca-kg://doc/..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd",
                "doca-kg://doc/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "doca-kg://doc/%252e%252e%252f%252e%252e%252fetc%252fpasswd",
                "doca-kg://doc//etc/passwd", "doca-kg://doc/%2Fetc%2Fpasswd", "doca-kg://doc/..\\..\\..\\etc\\passwd", "doca-kg://doc/etc/passwd%00.md",
                "doca-kg://doc/....//....//....//etc/passwd", "doca-kg://doc/skills/libs/doca-widget/../../../../outside/secret.md",
                "doca-kg://doc/skills/libs/doca-widget/..%2F..%2F..%2F..%2Foutside%2Fsecret.md", "doca-kg://doc/" + dir.resolve("outside/secret.md"),
                "doca-kg://skills/doca-widget/../../../../../../etc/passwd", "doca-kg://skills/doca-widget/..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd",
                "doca-kg://skills/doca-widget/%2Fetc%2Fpasswd", "doca-kg://skills/..%2F..%2F..%2F..%2F..%2F/etc/passwd",
                "doca-kg://skills/doca-widget/../../../../outside/secret.md", "doca-kg://skills/doca-widget/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2foutside%2fsecret.md",
                "doca-kg://skills/doca-widget/" + dir.resolve("outside/secret.md"), "file:///etc/passwd", "file://" + dir.resolve("outside/secret.md"),
                "/etc/passwd", "../../../../etc/passwd", dir.resolve("outside/secret.md").toString(), "jar:file:///etc/passwd!/", "http://127.0.0.1:1/",
                "doca-kg://doc/", "doca-kg://skills/", "", "doca-kg://doc/%ZZ", "doca-kg://skills/doca-widget/%ZZ"))
            cases.add(new Case("resources/read " + uri, () -> post(sid, "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"resources/read\",\"params\":{\"uri\":"
                    + JSON.writeValueAsString(uri) + "}}"), HostileMcpRequestsTest::refusedWithoutFiles));
        cases.add(new Case("resources/read with a uri that is not a string", () -> post(sid, "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"resources/read\",\"params\":{\"uri\":{\"a\":1}}}"),
                HostileMcpRequestsTest::refusedWithoutFiles));
        cases.add(new Case("resources/read without a uri", () -> post(sid, "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"resources/read\",\"params\":{}}"),
                HostileMcpRequestsTest::refusedWithoutFiles));
        cases.add(new Case("an unknown method", () -> post(sid, "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"files/read\",\"params\":{\"path\":\"/etc/passwd\"}}"),
                HostileMcpRequestsTest::refusedWithoutFiles));

        // HTTP itself
        for (String method : List.of("PUT", "PATCH", "TRACE", "OPTIONS", "CONNECT", "PROPFIND", "BREW"))
            cases.add(new Case("method " + method, () -> raw((method + " " + McpRoute.PATH + " HTTP/1.1\r\n" + headers(sid) + "Content-Length: "
                    + TOOLS_LIST.length() + "\r\n\r\n" + TOOLS_LIST).getBytes(StandardCharsets.UTF_8), false), HostileMcpRequestsTest::refused));
        cases.add(new Case("a header line of 1 MB", () -> raw(("POST " + McpRoute.PATH + " HTTP/1.1\r\n" + headers(sid) + "X-Long: " + "a".repeat(1 << 20)
                + "\r\nContent-Length: " + TOOLS_LIST.length() + "\r\n\r\n" + TOOLS_LIST).getBytes(StandardCharsets.UTF_8), false), HostileMcpRequestsTest::refusedOrCut));
        cases.add(new Case("100k headers", () -> raw(("POST " + McpRoute.PATH + " HTTP/1.1\r\n" + headers(sid) + "X-Flood: a\r\n".repeat(100_000)
                + "Content-Length: " + TOOLS_LIST.length() + "\r\n\r\n" + TOOLS_LIST).getBytes(StandardCharsets.UTF_8), false), HostileMcpRequestsTest::refusedOrCut));
        cases.add(new Case("a Content-Length above the body, then the sender closes", () -> raw(("POST " + McpRoute.PATH + " HTTP/1.1\r\n" + headers(sid)
                + "Content-Length: 100000\r\n\r\n" + TOOLS_LIST).getBytes(StandardCharsets.UTF_8), true), HostileMcpRequestsTest::refusedOrCut));
        cases.add(new Case("a Content-Length of 2^63", () -> raw(("POST " + McpRoute.PATH + " HTTP/1.1\r\n" + headers(sid)
                + "Content-Length: 9223372036854775807\r\n\r\n" + TOOLS_LIST).getBytes(StandardCharsets.UTF_8), true), HostileMcpRequestsTest::refusedOrCut));
        cases.add(new Case("a negative Content-Length", () -> raw(("POST " + McpRoute.PATH + " HTTP/1.1\r\n" + headers(sid)
                + "Content-Length: -1\r\n\r\n" + TOOLS_LIST).getBytes(StandardCharsets.UTF_8), false), HostileMcpRequestsTest::refusedOrCut));
        cases.add(new Case("Content-Length and chunked at once", () -> raw(("POST " + McpRoute.PATH + " HTTP/1.1\r\n" + headers(sid)
                + "Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n" + Integer.toHexString(TOOLS_LIST.length()) + "\r\n" + TOOLS_LIST + "\r\n0\r\n\r\n")
                .getBytes(StandardCharsets.UTF_8), false), HostileMcpRequestsTest::refusedOrCut));
        cases.add(new Case("a bogus chunk size", () -> raw(("POST " + McpRoute.PATH + " HTTP/1.1\r\n" + headers(sid)
                + "Transfer-Encoding: chunked\r\n\r\nfffffffffffffffffff\r\n" + TOOLS_LIST + "\r\n0\r\n\r\n").getBytes(StandardCharsets.UTF_8), false),
                HostileMcpRequestsTest::refusedOrCut));
        cases.add(new Case("chunks past the message bound", () -> raw(chunked(sid, MAX_MESSAGE_BYTES + 4096), false), HostileMcpRequestsTest::refusedOrCut));
        cases.add(new Case("a request that only opens", () -> raw(("POST " + McpRoute.PATH + " HTTP/1.1\r\nHost: 127.0.0.1\r\n").getBytes(StandardCharsets.UTF_8), true),
                HostileMcpRequestsTest::refusedOrCut));

        return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            Reply r = c.send().send();
            c.expect().accept(r);
            stillServes();
        }));
    }

    // --- what an answer must be

    /** A 4xx, or a JSON-RPC error object; never a 5xx or a leak. */
    static void refused(Reply r) {
        clean(r);
        assertTrue(r.status() >= 400 || jsonRpcError(r.body()), "neither a 4xx nor a JSON-RPC error: " + r);
    }

    /** As {@link #refused}, or a tool's answer saying it could not do it. */
    static void refusedOrToolError(Reply r) {
        clean(r);
        assertTrue(r.status() >= 400 || jsonRpcError(r.body()) || toolError(r.body()), "neither a 4xx, a JSON-RPC error nor a tool error: " + r);
    }

    /** As {@link #refused}, where closing the connection without a word is a refusal as good. */
    static void refusedOrCut(Reply r) {
        if (r.status() == -1) return;
        refused(r);
    }

    /** A request the server may refuse or answer as it would a proper one (an odd Accept, a second initialize). */
    static void refusedOrAnswered(Reply r) {
        clean(r);
        assertTrue(r.status() >= 400 || jsonRpcError(r.body()) || jsonRpcResult(r.body()), "neither refused nor answered: " + r);
    }

    /** Arguments the tool does not know are refused, or ignored: the answer is the one without them. */
    static void ignoredOrRefused(Reply r) {
        clean(r);
        if (r.status() >= 400 || jsonRpcError(r.body()) || toolError(r.body())) return;
        var plain = good.callTool(new McpSchema.CallToolRequest("explain_error", Map.of("error", "NOT_PERMITTED")));
        assertEquals(JSON.valueToTree(plain.structuredContent()), messages(r.body()).getFirst().path("result").path("structuredContent"),
                "with unknown arguments, the answer without them: " + r);
    }

    /** Refused, and no content of a file outside the store came back. */
    static void refusedWithoutFiles(Reply r) {
        refused(r);
        assertFalse(r.body().contains("root:"), "/etc/passwd came back: " + r);
        assertFalse(r.body().contains(OUTSIDE), "a file outside the bundle came back: " + r);
        assertFalse(r.body().contains("\"contents\""), "a resource was read: " + r);
    }

    /** Never a 5xx, a stack trace or a class name, and an answer came (status -1 only where a case allows it). */
    static void clean(Reply r) {
        assertTrue(r.status() >= 200, "no status at all: " + r);
        assertTrue(r.status() < 500, "a server error: " + r);
        assertFalse(LEAK.matcher(r.body()).find(), "Java internals in the answer: " + r);
    }

    /** The JSON-RPC messages of a body: one JSON document, or the data lines of an event stream. */
    static List<JsonNode> messages(String body) {
        List<JsonNode> out = new ArrayList<>();
        try {
            if (body.strip().startsWith("{") || body.strip().startsWith("[")) out.add(JSON.readTree(body));
            else for (String line : body.split("\r?\n")) if (line.startsWith("data:")) out.add(JSON.readTree(line.substring(5)));
        } catch (IOException e) {
            // not JSON: no message
        }
        return out;
    }

    static boolean jsonRpcError(String body) {
        return messages(body).stream().anyMatch(m -> "2.0".equals(m.path("jsonrpc").asText()) && m.path("error").path("code").isInt()
                && m.path("error").path("message").isTextual() && !m.has("result"));
    }

    static boolean jsonRpcResult(String body) {
        return messages(body).stream().anyMatch(m -> "2.0".equals(m.path("jsonrpc").asText()) && m.path("result").isObject());
    }

    static boolean toolError(String body) {
        return messages(body).stream().anyMatch(m -> m.path("result").path("isError").asBoolean(false)
                && m.path("result").path("content").path(0).path("text").isTextual());
    }

    /** A good session, the long one and a new one, lists the tools and explains an error from the fixture. */
    static void stillServes() {
        answersWell(good);
        McpSyncClient fresh = client();
        try {
            answersWell(fresh);
        } finally {
            fresh.closeGracefully();
        }
    }

    static void answersWell(McpSyncClient c) {
        assertTrue(c.listTools().tools().stream().anyMatch(t -> t.name().equals("explain_error")), "the tools are listed");
        var r = c.callTool(new McpSchema.CallToolRequest("explain_error", Map.of("error", "NOT_PERMITTED")));
        assertFalse(Boolean.TRUE.equals(r.isError()), String.valueOf(r.content()));
        String text = ((McpSchema.TextContent) r.content().getFirst()).text();
        assertTrue(text.contains("DOCA_ERROR_NOT_PERMITTED") && text.contains("LOCAL_READ_ONLY"), text);
    }

    // --- sending

    static final String ACCEPT = "application/json, text/event-stream";
    static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
            + "\"capabilities\":{},\"clientInfo\":{\"name\":\"hostile\",\"version\":\"1\"}}}";
    static final String TOOLS_LIST = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}";

    /** A session opened and initialized by hand, for the requests that need one. */
    static String session() throws Exception {
        var r = HTTP.send(request(null).header("Content-Type", "application/json").header("Accept", ACCEPT)
                .POST(HttpRequest.BodyPublishers.ofString(INITIALIZE)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        String id = r.headers().firstValue(McpSessionGate.SESSION_HEADER).orElseThrow();
        Reply done = post(id, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        assertEquals(202, done.status(), done.toString());
        return id;
    }

    static HttpRequest.Builder request(String session) {
        var b = HttpRequest.newBuilder(URI.create(endpoint.pageUrl() + "mcp")).timeout(HANG).header("Authorization", "Bearer " + secret);
        if (session != null) b.header(McpSessionGate.SESSION_HEADER, session);
        return b;
    }

    static Reply post(String session, String json) throws Exception {
        return post(session, "application/json", ACCEPT, json.getBytes(StandardCharsets.UTF_8));
    }

    static Reply post(String session, String contentType, String accept, byte[] body) throws Exception {
        var b = request(session).POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (contentType != null) b.header("Content-Type", contentType);
        if (accept != null) b.header("Accept", accept);
        return send(b);
    }

    static Reply send(HttpRequest.Builder b) throws Exception {
        try {
            HttpResponse<byte[]> r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
            return new Reply(r.statusCode(), new String(r.body(), StandardCharsets.UTF_8));
        } catch (HttpTimeoutException e) {
            return fail("no answer within " + HANG.toSeconds() + " s: the server hangs on this request");
        } catch (IOException e) {
            // the server closed the connection without an answer; the case says whether that is fair
            return new Reply(-1, "");
        }
    }

    /** Headers every raw request carries: the Host and token the server asks for, JSON both ways, one request a connection. */
    static String headers(String session) {
        return "Host: 127.0.0.1:" + endpoint.port() + "\r\nAuthorization: Bearer " + secret + "\r\nContent-Type: application/json\r\nAccept: " + ACCEPT
                + "\r\nConnection: close\r\n" + (session == null ? "" : McpSessionGate.SESSION_HEADER + ": " + session + "\r\n");
    }

    static byte[] chunked(String session, int bytes) {
        var out = new ByteArrayOutputStream();
        out.writeBytes(("POST " + McpRoute.PATH + " HTTP/1.1\r\n" + headers(session) + "Transfer-Encoding: chunked\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        String head = "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"explain_error\",\"arguments\":{\"error\":\"";
        out.writeBytes((Integer.toHexString(head.length()) + "\r\n" + head + "\r\n").getBytes(StandardCharsets.UTF_8));
        for (int sent = 0; sent < bytes; sent += 4096) out.writeBytes(("1000\r\n" + "E".repeat(4096) + "\r\n").getBytes(StandardCharsets.UTF_8));
        out.writeBytes("5\r\n\"}}}\n\r\n0\r\n\r\n".getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }

    /**
     * Sends {@code request} as it is on a socket of its own, then (when {@code halfClose}) says no
     * more will come, and reads what the server answers until it closes the connection.
     */
    static Reply raw(byte[] request, boolean halfClose) throws Exception {
        try (Socket s = new Socket("127.0.0.1", endpoint.port())) {
            s.setSoTimeout((int) HANG.toMillis());
            try {
                OutputStream out = s.getOutputStream();
                out.write(request);
                out.flush();
                if (halfClose) s.shutdownOutput();
            } catch (IOException e) {
                // the server stopped reading (a refusal before the end of the request); its answer may still be there
            }
            byte[] answer;
            try (InputStream in = s.getInputStream()) {
                answer = readUntilClosed(in);
            } catch (SocketTimeoutException e) {
                return fail("no answer nor close within " + HANG.toSeconds() + " s: the server hangs on this request");
            }
            String text = new String(answer, StandardCharsets.ISO_8859_1);
            if (!text.startsWith("HTTP/1.")) return new Reply(-1, text);
            int status = Integer.parseInt(text.substring(9, 12));
            int end = text.indexOf("\r\n\r\n");
            String head = end < 0 ? text : text.substring(0, end);
            String body = end < 0 ? "" : text.substring(end + 4);
            if (head.toLowerCase(java.util.Locale.ROOT).contains("transfer-encoding: chunked")) body = dechunk(body);
            return new Reply(status, new String(body.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8));
        }
    }

    /** Everything until the server closes; a reset after some bytes keeps those bytes. */
    private static byte[] readUntilClosed(InputStream in) throws IOException {
        var all = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        try {
            for (int n; (n = in.read(buf)) >= 0; ) all.write(buf, 0, n);
        } catch (SocketTimeoutException e) {
            throw e;
        } catch (IOException e) {
            // reset by the server: what it sent before stands
        }
        return all.toByteArray();
    }

    private static String dechunk(String body) {
        var out = new StringBuilder();
        int at = 0;
        while (at < body.length()) {
            int eol = body.indexOf("\r\n", at);
            if (eol < 0) break;
            int size = Integer.parseInt(body.substring(at, eol).strip().split(";")[0], 16);
            if (size == 0) break;
            out.append(body, eol + 2, Math.min(body.length(), eol + 2 + size));
            at = eol + 2 + size + 2;
        }
        return out.toString();
    }

    private static byte[] bytes(String s, int... insertedAfterNot) {
        var out = new ByteArrayOutputStream();
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        int at = s.indexOf("NOT_") + 4;
        out.write(b, 0, at);
        for (int x : insertedAfterNot) out.write(x);
        out.write(b, at, b.length - at);
        return out.toByteArray();
    }
}
