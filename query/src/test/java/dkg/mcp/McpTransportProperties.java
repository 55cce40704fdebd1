package dkg.mcp;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Property: whatever line an MCP client sends — random bytes, JSON-ish noise, or a real message
 * with bytes deleted, inserted, replaced, cut or repeated — every line the server writes is a
 * JSON-RPC 2.0 message and the next request is answered. One session serves all tries, so a line
 * that broke the session would fail every try after it. Bounded: a fixed number of tries, each
 * waiting at most 30 s for its answer.
 */
class McpTransportProperties {
    static Path dir;
    static DocaKg kg;
    static InProcessMcp mcp;
    static final AtomicInteger pings = new AtomicInteger();

    /** Real messages of a session, the seeds of the mutations. */
    static final List<String> REAL = List.of(
            "{\"jsonrpc\":\"2.0\",\"id\":11,\"method\":\"tools/list\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":12,\"method\":\"ping\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":13,\"method\":\"tools/call\",\"params\":{\"name\":\"search_docs\",\"arguments\":{\"query\":\"gadget remote write\",\"limit\":3}}}",
            "{\"jsonrpc\":\"2.0\",\"id\":14,\"method\":\"tools/call\",\"params\":{\"name\":\"sparql_query\",\"arguments\":{\"query\":\"SELECT ?s WHERE { ?s a <https://w3id.org/doca-kg/ontology#Skill> } LIMIT 5\"}}}",
            "{\"jsonrpc\":\"2.0\",\"id\":15,\"method\":\"tools/call\",\"params\":{\"name\":\"explain_error\",\"arguments\":{\"error\":\"NOT_PERMITTED\"}}}",
            "{\"jsonrpc\":\"2.0\",\"id\":16,\"method\":\"resources/list\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":17,\"method\":\"resources/read\",\"params\":{\"uri\":\"doca-kg://skills/doca-widget/SKILL.md\"}}",
            "{\"jsonrpc\":\"2.0\",\"id\":\"s-18\",\"method\":\"tools/call\",\"params\":{\"name\":\"route_question\",\"arguments\":{\"question\":\"copy a buffer to the DPU\"}}}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");

    @BeforeContainer
    static void open() throws Exception {
        dir = Files.createTempDirectory("dkg-mcp-props");
        kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir));
        mcp = new InProcessMcp(kg, 64 * 1024);
        mcp.initialize();
    }

    @AfterContainer
    static void close() throws Exception {
        mcp.close();
        kg.close();
        try (var walk = Files.walk(dir)) {
            walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    @Property(tries = 250)
    void anyLineLeavesTheSessionAnswering(@ForAll("lines") byte[] line) throws Exception {
        mcp.send(line);
        String id = "ping-" + pings.incrementAndGet();
        mcp.send("{\"jsonrpc\":\"2.0\",\"id\":\"" + id + "\",\"method\":\"ping\"}");
        List<JsonNode> seen = mcp.until(id, Duration.ofSeconds(30));
        assertNotNull(seen.getLast(), "no answer to the request after " + preview(line));
        for (JsonNode m : seen) {
            assertEquals("2.0", m.path("jsonrpc").asText(), "not a JSON-RPC message: " + m);
            assertTrue(m.has("id") || m.has("method"), "neither reply nor notification: " + m);
        }
        assertTrue(mcp.running(), "the server stopped");
    }

    @Provide
    Arbitrary<byte[]> lines() {
        Arbitrary<byte[]> noise = Arbitraries.bytes().array(byte[].class).ofMaxSize(300);
        Arbitrary<byte[]> jsonish = Arbitraries.strings().withChars("{}[]\":,0123456789.eE-+ntrufalsejsonrpcidmethod\\ \t")
                .ofMaxLength(200).map(s -> s.getBytes(StandardCharsets.UTF_8));
        Arbitrary<byte[]> mutated = Combinators.combine(
                Arbitraries.of(REAL), Arbitraries.integers().between(0, 5), Arbitraries.integers().between(0, 400),
                Arbitraries.integers().between(1, 40), Arbitraries.bytes().array(byte[].class).ofMinSize(1).ofMaxSize(8))
                .as(McpTransportProperties::mutate);
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(1, noise), net.jqwik.api.Tuple.of(1, jsonish), net.jqwik.api.Tuple.of(4, mutated));
    }

    /** One mutation of a real message: delete, insert, replace, cut, repeat a slice, or drop a quote. */
    static byte[] mutate(String message, int op, int at, int len, byte[] bytes) {
        byte[] m = message.getBytes(StandardCharsets.UTF_8);
        int i = Math.min(at, m.length - 1), j = Math.min(m.length, i + len);
        return switch (op) {
            case 0 -> concat(Arrays.copyOfRange(m, 0, i), Arrays.copyOfRange(m, j, m.length));
            case 1 -> concat(Arrays.copyOfRange(m, 0, i), bytes, Arrays.copyOfRange(m, i, m.length));
            case 2 -> { byte[] c = m.clone(); for (int k = 0; k < bytes.length && i + k < c.length; k++) c[i + k] = bytes[k]; yield c; }
            case 3 -> Arrays.copyOf(m, i);
            case 4 -> concat(Arrays.copyOfRange(m, 0, j), Arrays.copyOfRange(m, i, m.length));
            default -> new String(m, StandardCharsets.UTF_8).replaceFirst("\"", "").getBytes(StandardCharsets.UTF_8);
        };
    }

    private static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) n += p.length;
        byte[] out = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

    private static String preview(byte[] line) {
        String s = new String(line, StandardCharsets.UTF_8);
        return s.length() > 120 ? s.substring(0, 120) + "…" : s;
    }
}
