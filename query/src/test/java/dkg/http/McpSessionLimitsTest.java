package dkg.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import dkg.mcp.McpTool;
import dkg.mcp.StdioMcpServer;
import dkg.mcp.ToolAnswer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Many sessions on {@code /mcp}: a slow call never holds up a quick one of another session (more
 * slow calls than the MCP SDK's shared pool has threads run at once); sessions, requests in flight
 * per session and in all are bounded with one-line refusals; idle sessions are closed; an answer
 * over the bound becomes a tool error. Ordering is asserted, never timing.
 */
class McpSessionLimitsTest {
    @TempDir static Path dir;
    static DocaKg kg;
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    /** Slow calls wait here until the test lets them go. */
    static volatile CountDownLatch release;
    static final Semaphore entered = new Semaphore(0);
    static final AtomicInteger ids = new AtomicInteger(100);

    SparqlEndpoint endpoint;
    McpRoute route;

    @BeforeAll
    static void store() {
        kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir));
    }

    @AfterAll
    static void closeStore() { kg.close(); }

    @AfterEach
    void stop() {
        if (release != null) release.countDown();
        if (route != null) route.close();
        if (endpoint != null) endpoint.close();
    }

    static List<McpTool> tools() {
        Map<String, Object> noArgs = Map.of("type", "object", "properties", Map.of());
        return List.of(
                new McpTool("slow", "Slow", "Waits until released.", noArgs, a -> {
                    entered.release();
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return new ToolAnswer(Map.of("done", true), "slow answer");
                }),
                new McpTool("ask", "Heavy", "Waits until released, as a heavy call.", noArgs, a -> {
                    entered.release();
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return new ToolAnswer(Map.of("done", true), "heavy answer");
                }),
                new McpTool("fast", "Fast", "Answers at once.", noArgs, a -> new ToolAnswer(Map.of("done", true), "fast answer")),
                new McpTool("big", "Big", "A long answer.", noArgs, a -> new ToolAnswer(Map.of("size", 10_000), "x".repeat(10_000))));
    }

    void serve(McpLimits limits) {
        serve(limits, 64);
    }

    void serve(McpLimits limits, int heavySlots) {
        release = new CountDownLatch(1);
        entered.drainPermits();
        var server = new StdioMcpServer(kg, tools(), "test", StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES).answersUpTo(2048).admittingHeavy(heavySlots);
        endpoint = SparqlEndpoint.start(kg.readOnlyDataset(), new EndpointOptions("127.0.0.1", 0, dkg.sparql.QueryLimits.DEFAULTS),
                b -> route = McpRoute.mount(b, server, StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES, limits));
    }

    HttpRequest.Builder post(String session, String json) {
        var b = HttpRequest.newBuilder(URI.create(endpoint.pageUrl() + "mcp")).timeout(Duration.ofMinutes(3))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(json));
        if (session != null) b.header(McpSessionGate.SESSION_HEADER, session);
        return b;
    }

    HttpResponse<String> initialize() throws Exception {
        return HTTP.send(post(null, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
                + "\"capabilities\":{},\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}").build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A session, initialized. */
    String session() throws Exception {
        var r = initialize();
        assertEquals(200, r.statusCode(), r.body());
        String id = r.headers().firstValue(McpSessionGate.SESSION_HEADER).orElseThrow();
        var done = HTTP.send(post(id, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}").build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(202, done.statusCode(), done.body());
        return id;
    }

    CompletableFuture<HttpResponse<String>> call(String session, String tool) {
        return HTTP.sendAsync(post(session, "{\"jsonrpc\":\"2.0\",\"id\":" + ids.incrementAndGet() + ",\"method\":\"tools/call\",\"params\":{\"name\":\""
                + tool + "\",\"arguments\":{}}}").build(), HttpResponse.BodyHandlers.ofString());
    }

    static void awaitEntered(int n) throws InterruptedException {
        // the bound only ends a hung test
        assertTrue(entered.tryAcquire(n, 2, TimeUnit.MINUTES), "slow calls running at once: fewer than " + n);
    }

    @Test
    void aSlowAgentNeverStallsTheOthers() throws Exception {
        serve(new McpLimits(100, 60, 8, Duration.ofMinutes(30)));
        // more slow calls than the SDK's shared pool (ten threads a core) could run
        int slow = 10 * Runtime.getRuntime().availableProcessors() + 5;
        List<CompletableFuture<HttpResponse<String>>> slowCalls = new ArrayList<>();
        for (int i = 0; i < slow; i++) slowCalls.add(call(session(), "slow"));
        awaitEntered(slow);
        var fast = call(session(), "fast").get(2, TimeUnit.MINUTES);
        assertEquals(200, fast.statusCode(), fast.body());
        assertTrue(fast.body().contains("fast answer"), fast.body());
        assertTrue(slowCalls.stream().noneMatch(CompletableFuture::isDone), "the quick call was answered while every slow one still ran");
        release.countDown();
        for (var c : slowCalls) assertTrue(c.get(2, TimeUnit.MINUTES).body().contains("slow answer"));
    }

    @Test
    void heavyCallsAreAdmittedAFewAtATimeAndQuickOnesPassThem() throws Exception {
        serve(new McpLimits(100, 60, 8, Duration.ofMinutes(30)), 1);
        var first = call(session(), "ask");
        awaitEntered(1);
        var second = call(session(), "ask");
        var fast = call(session(), "fast").get(2, TimeUnit.MINUTES);
        assertTrue(fast.body().contains("fast answer"), fast.body());
        assertEquals(0, entered.availablePermits(), "the second heavy call waits for the first one's slot");
        assertFalse(first.isDone() || second.isDone());
        release.countDown();
        assertTrue(first.get(2, TimeUnit.MINUTES).body().contains("heavy answer"));
        assertTrue(second.get(2, TimeUnit.MINUTES).body().contains("heavy answer"));
        var names = new java.util.HashSet<String>();
        new dkg.mcp.DocaKgTools(() -> kg, Duration.ofSeconds(10), 1000).all().forEach(t -> names.add(t.name()));
        assertTrue(names.containsAll(StdioMcpServer.HEAVY_TOOLS), "every heavy tool is a tool: " + StdioMcpServer.HEAVY_TOOLS);
    }

    @Test
    void sessionsAndRequestsInFlightAreBoundedWithOneLine() throws Exception {
        serve(new McpLimits(3, 4, 2, Duration.ofMinutes(30)));
        String a = session(), b = session(), c = session();
        var full = initialize();
        assertEquals(503, full.statusCode(), full.body());
        assertEquals(1, full.body().strip().lines().count(), full.body());
        assertTrue(full.body().contains("3 MCP sessions open"), full.body());

        var a1 = call(a, "slow");
        var a2 = call(a, "slow");
        awaitEntered(2);
        var a3 = call(a, "slow").get(2, TimeUnit.MINUTES);
        assertEquals(429, a3.statusCode(), a3.body());
        assertTrue(a3.body().contains("requests in flight already"), a3.body());
        var b1 = call(b, "slow");
        var b2 = call(b, "slow");
        awaitEntered(2);
        var c1 = call(c, "fast").get(2, TimeUnit.MINUTES);
        assertEquals(503, c1.statusCode(), c1.body());
        assertTrue(c1.body().contains("answering 4 MCP requests already"), c1.body());
        release.countDown();
        for (var f : List.of(a1, a2, b1, b2)) assertEquals(200, f.get(2, TimeUnit.MINUTES).statusCode());
        assertEquals(200, call(c, "fast").get(2, TimeUnit.MINUTES).statusCode(), "room again once answers are out");

        // a session ended by its client makes room for another
        var end = HTTP.send(HttpRequest.newBuilder(URI.create(endpoint.pageUrl() + "mcp")).header(McpSessionGate.SESSION_HEADER, b)
                .DELETE().build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(end.statusCode() < 300, end.statusCode() + " " + end.body());
        assertNotNull(session());
    }

    @Test
    void idleSessionsAreClosedAndTheirClientsTold() throws Exception {
        serve(new McpLimits(2, 10, 2, Duration.ofSeconds(2)));
        String a = session();
        session();
        assertEquals(503, initialize().statusCode(), "full");
        // with no request for the idle time, both sessions close and room opens (polled; the bound only ends a hung test)
        HttpResponse<String> again = null;
        for (int i = 0; i < 600 && (again == null || again.statusCode() != 200); i++) {
            Thread.sleep(250);
            again = initialize();
        }
        assertEquals(200, again.statusCode(), again.body());
        var stale = call(a, "fast").get(2, TimeUnit.MINUTES);
        assertEquals(404, stale.statusCode(), "an expired session is unknown, so its client starts a new one: " + stale.body());
    }

    @Test
    void anAnswerOverTheBoundIsAToolErrorSayingSo() throws Exception {
        serve(McpLimits.DEFAULTS);
        var r = call(session(), "big").get(2, TimeUnit.MINUTES);
        assertEquals(200, r.statusCode(), r.body());
        assertTrue(r.body().contains("\"isError\":true"), r.body());
        assertTrue(r.body().contains("over this server's bound of 2048"), r.body());
        assertFalse(r.body().contains("xxxxxxxxxx"));
    }
}
