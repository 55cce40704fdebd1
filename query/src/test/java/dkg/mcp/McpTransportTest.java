package dkg.mcp;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The MCP transport against hostile input, in process: every malformed line gets the JSON-RPC error
 * the spec names and the next request is still answered; hostile tool calls get one short user
 * message (no exception names, no echo of a huge argument); end of input ends the server promptly
 * even with a query running.
 */
class McpTransportTest {
    @TempDir static Path dir;
    static DocaKg kg;

    /** A class or exception name leaking into a message: NullPointerException, TooManyClauses, ... */
    static final Pattern INTERNALS = Pattern.compile("[A-Z][A-Za-z]+(Exception|Error|Clauses)\\b|-32603|\\bat [a-z]+\\.[a-z]");

    @BeforeAll
    static void open() { kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir)); }

    @AfterAll
    static void close() { kg.close(); }

    @Test
    void everyMalformedLineIsAnsweredAndTheSessionGoesOn() throws Exception {
        try (var mcp = new InProcessMcp(kg, StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES)) {
            mcp.initialize();
            int n = 0;
            for (HostileLines.Case c : HostileLines.all(StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES)) {
                long t0 = System.nanoTime();
                mcp.send(c.line());
                JsonNode reply = mcp.next(Duration.ofSeconds(30));
                long ms = (System.nanoTime() - t0) / 1_000_000;
                assertNotNull(reply, c.name() + ": no reply");
                assertEquals(c.code(), reply.at("/error/code").asInt(), c.name() + ": " + reply);
                if (c.id() == null) assertTrue(reply.get("id").isNull(), c.name() + ": " + reply);
                else assertEquals(c.id().toString(), reply.get("id").asText(), c.name() + ": " + reply);
                assertTrue(reply.at("/error/message").asText().length() <= 200, c.name() + ": " + reply);
                String pingId = "after-" + n++;
                assertNotNull(mcp.ping(pingId, Duration.ofSeconds(30)), c.name() + ": the next request was not answered");
                System.out.printf("mcp malformed line  %-26s -> %6d id=%-5s %4d ms  %s%n", c.name(), c.code(),
                        reply.get("id"), ms, reply.at("/error/message").asText());
            }
        }
    }

    @Test
    void hostileToolCallsGetOneShortUserMessage() throws Exception {
        String huge = "A".repeat(900_000);
        List<String> calls = List.of(
                call("explain_error", "{\"error\":\"" + huge + "\"}"),
                call("explain_error", "{\"error\":\"99999999999999999999999\"}"),
                call("explain_error", "{\"error\":7}"),
                call("search_docs", "{\"query\":\"" + wildcards(600) + "\"}"),
                call("search_docs", "{\"query\":\"dma\",\"limit\":1e300}"),
                call("search_docs", "{\"query\":\"dma\",\"limit\":\"ten\"}"),
                call("search_docs", "{\"query\":{\"nested\":[1,2,3]}}"),
                call("describe_symbol", "{}"),
                call("route_question", "{\"question\":\"" + "? ".repeat(35_000) + "\"}"),
                call("sparql_query", "{\"query\":\"SELECT * WHERE { ?s ?p ?o } #" + "x".repeat(200_000) + "\"}"),
                call("sparql_query", "{\"query\":\"SELECT * WHERE { " + "OPTIONAL { ".repeat(1000) + "?s ?p ?o " + "} ".repeat(1000) + "}\"}"),
                call("sparql_query", "{\"query\":\"INSERT DATA { <urn:a> <urn:b> <urn:c> }\"}"),
                call("sparql_query", "{\"query\":\"SELECT * WHERE { ?s ?p ?o FILTER(?o = " + "1+".repeat(20_000) + "1) }\"}"),
                call("no_such_tool", "{}"));
        try (var mcp = new InProcessMcp(kg, StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES)) {
            mcp.initialize();
            for (int i = 0; i < calls.size(); i++) {
                mcp.send(calls.get(i).replace("\"id\":0", "\"id\":\"c" + i + "\""));
                List<JsonNode> seen = mcp.until("c" + i, Duration.ofSeconds(60));
                JsonNode reply = seen.getLast();
                assertNotNull(reply, "no answer to call " + i);
                String message = reply.has("error") ? reply.at("/error/message").asText() : reply.at("/result/content/0/text").asText();
                boolean failed = reply.has("error") || reply.at("/result/isError").asBoolean();
                // a call may also succeed (600 wildcards may simply find nothing); a failure must be one short line
                if (failed) assertTrue(message.length() <= ToolErrors.MAX_CHARS, "call " + i + ": " + message.length() + " characters");
                assertFalse(failed && message.contains("AAAAAAAAAA"), "call " + i + " echoed its argument");
                assertFalse(INTERNALS.matcher(message).find(), "call " + i + " leaks internals: " + message);
                assertFalse(message.isBlank(), "call " + i + ": empty message");
                System.out.println("mcp hostile call " + i + " -> " + (failed ? message : "answered: " + ToolErrors.brief(message)));
            }
        }
    }

    @Test
    void endOfInputEndsTheServerPromptlyEvenWithAQueryRunning() throws Exception {
        try (var mcp = new InProcessMcp(kg, StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES)) {
            mcp.initialize();
            mcp.send(call("sparql_query", "{\"query\":\"SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }\"}"));
            Thread.sleep(300);
            long ms = mcp.endInput(Duration.ofSeconds(10));
            System.out.println("mcp end of input with a query running: run() returned after " + ms + " ms");
            assertTrue(ms >= 0, "the server did not return within 10 s of end of input");
            assertTrue(ms < 5_000, "the server took " + ms + " ms to return after end of input");
        }
    }

    @Test
    void aCallPastTheTimeLimitIsAnsweredWithAToolErrorAndTheServerGoesOn() throws Exception {
        var stuck = new java.util.concurrent.CountDownLatch(1);
        McpTool never = new McpTool("never_ends", "Never ends", "Blocks until interrupted.", OperationTools.inputSchema(java.util.List.of()), a -> {
            try {
                stuck.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            throw new IllegalStateException("interrupted");
        });
        var tools = new java.util.ArrayList<>(new DocaKgTools(() -> kg, Duration.ofSeconds(5), 100).all());
        tools.add(never);
        try (var mcp = new InProcessMcp(kg, tools, StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES, Duration.ofMillis(300))) {
            mcp.initialize();
            mcp.send(call("never_ends", "{}").replace("\"id\":0", "\"id\":\"stuck\""));
            JsonNode reply = mcp.until("stuck", Duration.ofSeconds(60)).getLast();
            assertNotNull(reply, "a call past the time limit got no reply");
            assertTrue(reply.at("/result/isError").asBoolean(), reply.toString());
            assertTrue(reply.at("/result/content/0/text").asText().contains("time limit"), reply.toString());
            assertNotNull(mcp.ping("next", Duration.ofSeconds(60)), "the server stopped answering after a stopped call");
        }
    }

    @Test
    void checkCodeRefusesWhatWouldHangOrExhaustTheServer() throws Exception {
        Path big = dir.resolve("big.c");
        try (var f = new java.io.RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(100L << 20); // sparse: 100 MB on paper, nothing on disk
        }
        Path zeroLink = dir.resolve("zero.c");
        java.nio.file.Files.createSymbolicLink(zeroLink, Path.of("/dev/zero"));
        Path fifo = dir.resolve("pipe.c");
        boolean haveFifo = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        List<String> calls = new java.util.ArrayList<>(List.of(
                call("check_code", "{\"paths\":[\"" + big + "\"]}"),
                call("check_code", "{\"paths\":[\"" + zeroLink + "\"]}"),
                call("check_code", "{\"code\":\"" + "{".repeat(dkg.samples.CheckCodeOperation.MAX_CODE_CHARS + 1) + "\"}"),
                call("check_code", "{\"code\":\"int main(void) {\\u0000\\u0001\\u00ff}\"}")));
        if (haveFifo) calls.add(call("check_code", "{\"paths\":[\"" + fifo + "\"]}"));
        try (var mcp = new InProcessMcp(kg, StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES)) {
            mcp.initialize();
            for (int i = 0; i < calls.size(); i++) {
                mcp.send(calls.get(i).replace("\"id\":0", "\"id\":\"h" + i + "\""));
                JsonNode reply = mcp.until("h" + i, Duration.ofSeconds(60)).getLast();
                assertNotNull(reply, "no answer to call " + i);
                assertTrue(reply.at("/result/isError").asBoolean(), "call " + i + " was not refused: " + reply);
                String message = reply.at("/result/content/0/text").asText();
                assertFalse(message.contains("{{{{") || message.contains("dma dma"), "call " + i + " echoed its argument");
                assertFalse(message.contains("\n"), "call " + i + ": not one line: " + message);
                assertNotNull(mcp.ping("after-h" + i, Duration.ofSeconds(60)), "the server stopped answering after call " + i);
                System.out.println("mcp hostile check_code " + i + " -> " + message);
            }
        }
    }

    static String call(String tool, String arguments) {
        return "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool + "\",\"arguments\":" + arguments + "}}";
    }

    static String wildcards(int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) b.append('w').append(i).append("* ");
        return b.toString();
    }
}
