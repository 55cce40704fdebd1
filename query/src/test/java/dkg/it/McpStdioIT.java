package dkg.it;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The stdio contract of {@code doca-kg mcp}, checked on the raw process: every stdout line is a
 * JSON-RPC message (logs and stray prints go to stderr, even from a tool that runs a child process),
 * every malformed line is answered and the session goes on, and the server exits by itself, with 0,
 * soon after stdin closes, whatever is still running.
 */
class McpStdioIT {
    static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void stdoutCarriesOnlyProtocolAndTheServerExitsWhenStdinCloses() throws Exception {
        var store = ServeFixture.store();
        Process p = new ProcessBuilder(ServeFixture.launcher().toString(), "mcp", "--store", store.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String requests = String.join("\n",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"raw\",\"version\":\"1\"}}}",
                "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"probe_device\",\"arguments\":{}}}",
                "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"search_docs\",\"arguments\":{\"query\":\"dma\"}}}",
                "") ;
        // stdin stays open until the answers are in: at end of input the server answers only what it can within its short grace
        var reader = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        List<String> lines = new java.util.ArrayList<>();
        var ids = new java.util.HashSet<Integer>();
        try (OutputStream in = p.getOutputStream()) {
            in.write(requests.getBytes(StandardCharsets.UTF_8));
            in.flush();
            String line;
            while (!ids.containsAll(List.of(1, 2, 3)) && (line = reader.readLine()) != null) {
                if (line.isBlank()) continue;
                lines.add(line);
                ids.add(JSON.readTree(line).path("id").asInt(-1));
            }
        } // stdin closed here
        reader.lines().filter(l -> !l.isBlank()).forEach(lines::add);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the server did not exit after stdin closed");
        assertEquals(0, p.exitValue());
        assertFalse(lines.isEmpty(), "no answer at all");
        for (String line : lines) {
            JsonNode msg = JSON.readTree(line);
            assertEquals("2.0", msg.path("jsonrpc").asText(), "not a JSON-RPC message on stdout: " + line);
        }
        assertTrue(ids.containsAll(List.of(1, 2, 3)), "answered ids " + ids);
        JsonNode init = JSON.readTree(lines.getFirst());
        assertEquals(1, init.path("id").asInt());
        assertEquals("2025-11-25", init.at("/result/protocolVersion").asText());
    }

    /**
     * Every malformed line of {@link dkg.mcp.HostileLines} through the real process: each gets the
     * JSON-RPC error the spec names and the next request is answered; then end of input ends the
     * process (the time is printed; a hang fails).
     */
    @Test
    void everyMalformedLineIsAnsweredAndEndOfInputEndsTheProcess() throws Exception {
        var store = ServeFixture.store();
        Process p = new ProcessBuilder(ServeFixture.launcher().toString(), "mcp", "--store", store.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        var out = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        OutputStream in = p.getOutputStream();
        try {
            send(in, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"raw\",\"version\":\"1\"}}}".getBytes(StandardCharsets.UTF_8));
            assertEquals(1, JSON.readTree(out.readLine()).path("id").asInt());
            send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}".getBytes(StandardCharsets.UTF_8));
            int n = 0;
            for (var c : dkg.mcp.HostileLines.all(dkg.mcp.StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES)) {
                send(in, c.line());
                String line = out.readLine();
                assertNotNull(line, c.name() + ": the server ended");
                JsonNode reply = JSON.readTree(line);
                assertEquals(c.code(), reply.at("/error/code").asInt(), c.name() + ": " + line);
                String id = "next-" + n++;
                send(in, ("{\"jsonrpc\":\"2.0\",\"id\":\"" + id + "\",\"method\":\"ping\"}").getBytes(StandardCharsets.UTF_8));
                JsonNode pong = JSON.readTree(out.readLine());
                assertEquals(id, pong.path("id").asText(), c.name() + ": the next request was not answered");
            }
            // a query still running when input ends must not hold the process
            send(in, "{\"jsonrpc\":\"2.0\",\"id\":\"slow\",\"method\":\"tools/call\",\"params\":{\"name\":\"sparql_query\",\"arguments\":{\"query\":\"SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }\"}}}".getBytes(StandardCharsets.UTF_8));
            Thread.sleep(500);
        } finally {
            long t0 = System.nanoTime();
            in.close();
            boolean ended = p.waitFor(30, TimeUnit.SECONDS);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            System.out.println("mcp process: exited " + ms + " ms after end of input, with a query running");
            if (!ended) p.destroyForcibly();
            assertTrue(ended, "the server did not exit within 30 s of end of input");
            assertEquals(0, p.exitValue());
        }
    }

    private static void send(OutputStream in, byte[] line) throws java.io.IOException {
        in.write(line);
        in.write('\n');
        in.flush();
    }
}
