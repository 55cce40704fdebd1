package dkg.bench;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Many agents on one team server: N MCP sessions over streamable HTTP against a running
 * {@code doca-kg serve}'s {@code /mcp}, each calling a mix of tools for a fixed time, loopback only.
 * Cheap calls (search, route, explain, describe) and the rest (ask, a SPARQL scan) are timed apart.
 * Prints one JSON line. A benchmark, not a test: run by bench/mcp-http-load.sh.
 *
 * <p>Usage: {@code McpHttpBench <http://127.0.0.1:PORT> <token|-> [sessions=64] [seconds=60]}
 */
public final class McpHttpBench {
    private record Call(String tool, Map<String, Object> args, boolean cheap) {}

    private static final List<Call> MIX = List.of(
            new Call("search_docs", Map.of("query", "dma memcpy", "limit", 5), true),
            new Call("route_question", Map.of("question", "copy a buffer from host to the DPU", "limit", 3), true),
            new Call("explain_error", Map.of("error", "NOT_PERMITTED"), true),
            new Call("describe_symbol", Map.of("symbol", "doca_dma_task_memcpy_alloc_init"), true),
            new Call("search_docs", Map.of("query", "rdma write", "limit", 5), true),
            new Call("ask", Map.of("question", "my DMA memcpy task fails with DOCA_ERROR_NOT_PERMITTED on first submit", "limit", 3), false),
            new Call("sparql_query", Map.of("query", "SELECT ?s WHERE { ?s a <https://w3id.org/doca-kg/ontology#Skill> } ORDER BY ?s"), false));

    public static void main(String[] args) throws Exception {
        String base = args[0];
        if (!URI.create(base).getHost().matches("127\\.0\\.0\\.1|localhost|\\[?::1\\]?")) throw new IllegalArgumentException("loopback only: " + base);
        String token = args[1];
        int sessions = args.length > 2 ? Integer.parseInt(args[2]) : 64;
        int seconds = args.length > 3 ? Integer.parseInt(args[3]) : 60;
        List<McpSyncClient> clients = new ArrayList<>();
        for (int i = 0; i < sessions; i++) {
            HttpRequest.Builder req = HttpRequest.newBuilder();
            if (!token.equals("-")) req.header("Authorization", "Bearer " + token);
            var transport = HttpClientStreamableHttpTransport.builder(base).endpoint("/mcp").requestBuilder(req).build();
            McpSyncClient c = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(60)).build();
            c.initialize();
            clients.add(c);
        }
        // warm-up: JIT, caches
        for (int i = 0; i < 100; i++) call(clients.get(i % sessions), MIX.get(i % MIX.size()));

        AtomicLong errors = new AtomicLong();
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(sessions);
        List<Future<List<long[]>>> futures = new ArrayList<>();
        for (int s = 0; s < sessions; s++) {
            McpSyncClient c = clients.get(s);
            int offset = s;
            futures.add(pool.submit(() -> {
                List<long[]> lat = new ArrayList<>();
                for (int i = offset; System.nanoTime() < end; i++) {
                    Call call = MIX.get(i % MIX.size());
                    long t = System.nanoTime();
                    if (!call(c, call)) errors.incrementAndGet();
                    lat.add(new long[] {System.nanoTime() - t, call.cheap() ? 1 : 0});
                }
                return lat;
            }));
        }
        List<Long> cheap = new ArrayList<>(), other = new ArrayList<>();
        for (var f : futures) for (long[] l : f.get()) (l[1] == 1 ? cheap : other).add(l[0]);
        double elapsed = (System.nanoTime() - start) / 1e9;
        pool.shutdown();
        clients.forEach(McpSyncClient::closeGracefully);
        Collections.sort(cheap);
        Collections.sort(other);
        System.out.printf("{\"sessions\":%d,\"seconds\":%.1f,\"calls\":%d,\"errors\":%d,\"callsPerSec\":%.1f,"
                        + "\"cheap\":{\"calls\":%d,\"p50Ms\":%.2f,\"p99Ms\":%.2f},\"other\":{\"calls\":%d,\"p50Ms\":%.2f,\"p99Ms\":%.2f}}%n",
                sessions, elapsed, cheap.size() + other.size(), errors.get(), (cheap.size() + other.size()) / elapsed,
                cheap.size(), pct(cheap, 0.5), pct(cheap, 0.99), other.size(), pct(other, 0.5), pct(other, 0.99));
    }

    private static boolean call(McpSyncClient c, Call call) {
        try {
            McpSchema.CallToolResult r = c.callTool(new McpSchema.CallToolRequest(call.tool(), call.args()));
            return !Boolean.TRUE.equals(r.isError()) && r.structuredContent() != null;
        } catch (RuntimeException e) {
            return false;
        }
    }

    private static double pct(List<Long> sorted, double p) {
        if (sorted.isEmpty()) return 0;
        return sorted.get(Math.min(sorted.size() - 1, (int) (p * sorted.size()))) / 1e6;
    }
}
