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
 * and the server answers what it has read, then exits by itself, with 0, once stdin closes.
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
        try (OutputStream in = p.getOutputStream()) {
            in.write(requests.getBytes(StandardCharsets.UTF_8));
        } // stdin closed here
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(90, TimeUnit.SECONDS), "the server did not exit after stdin closed");
        assertEquals(0, p.exitValue());
        List<String> lines = out.lines().filter(l -> !l.isBlank()).toList();
        assertFalse(lines.isEmpty(), "no answer at all");
        for (String line : lines) {
            JsonNode msg = JSON.readTree(line);
            assertEquals("2.0", msg.path("jsonrpc").asText(), "not a JSON-RPC message on stdout: " + line);
        }
        // requests read before stdin closed are answered before the exit
        var ids = lines.stream().map(l -> { try { return JSON.readTree(l).path("id").asInt(-1); } catch (Exception e) { return -1; } }).toList();
        assertTrue(ids.containsAll(List.of(1, 2, 3)), "answered ids " + ids);
        JsonNode init = JSON.readTree(lines.getFirst());
        assertEquals(1, init.path("id").asInt());
        assertEquals("2025-11-25", init.at("/result/protocolVersion").asText());
    }
}
