package dkg.bench;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * MCP over stdio as an agent sees it: spawns {@code doca-kg mcp}, times spawn to the first
 * tools/call answer, then N warm-up calls and N timed tools/call round trips (search_docs, route_question,
 * explain_error, describe_symbol in turn). Prints {@code spawn_ms p50_ms p99_ms}.
 *
 * <p>Usage: {@code McpBench LAUNCHER STORE [n=200]}
 */
public final class McpBench {
    private static final List<String> CALLS = List.of(
            "{\"name\":\"search_docs\",\"arguments\":{\"query\":\"dma memcpy task\",\"limit\":5}}",
            "{\"name\":\"route_question\",\"arguments\":{\"question\":\"copy a host buffer to the DPU without the CPU\"}}",
            "{\"name\":\"explain_error\",\"arguments\":{\"error\":\"NOT_PERMITTED\"}}",
            "{\"name\":\"describe_symbol\",\"arguments\":{\"symbol\":\"doca_buf_inventory_create\"}}");

    public static void main(String[] args) throws Exception {
        int n = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        long start = System.nanoTime();
        Process p = new ProcessBuilder(args[0], "mcp", "--store", args[1]).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        OutputStream in = p.getOutputStream();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        int id = 0;
        send(in, "{\"jsonrpc\":\"2.0\",\"id\":" + (++id) + ",\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
                + "\"capabilities\":{},\"clientInfo\":{\"name\":\"bench\",\"version\":\"1\"}}}");
        awaitId(out, id);
        send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        send(in, call(++id, CALLS.get(0)));
        awaitId(out, id);
        double spawn = (System.nanoTime() - start) / 1e6;
        // warm-up as long as the measurement: the server's JIT reaches its steady state over a few hundred calls
        for (int i = 0; i < n; i++) { send(in, call(++id, CALLS.get(i % CALLS.size()))); awaitId(out, id); }
        long[] ns = new long[n];
        for (int i = 0; i < n; i++) {
            long t = System.nanoTime();
            send(in, call(++id, CALLS.get(i % CALLS.size())));
            awaitId(out, id);
            ns[i] = System.nanoTime() - t;
        }
        in.close();
        p.waitFor();
        Arrays.sort(ns);
        System.out.printf(Locale.ROOT, "%.0f\t%.3f\t%.3f%n", spawn, ns[n / 2] / 1e6, ns[Math.min(n - 1, (int) (n * 0.99))] / 1e6);
    }

    private static String call(int id, String params) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":" + params + "}";
    }

    private static void send(OutputStream in, String line) throws Exception {
        in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    private static void awaitId(BufferedReader out, int id) throws Exception {
        String marker = "\"id\":" + id;
        for (String line; (line = out.readLine()) != null; )
            if (line.contains(marker + ",") || line.contains(marker + "}")) {
                if (line.contains("\"isError\":true") || line.contains("\"error\":{")) throw new IllegalStateException("MCP error: " + line);
                return;
            }
        throw new IllegalStateException("doca-kg mcp closed its output");
    }
}
