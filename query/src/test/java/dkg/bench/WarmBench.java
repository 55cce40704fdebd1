package dkg.bench;

import dkg.api.DocaKg;
import dkg.search.SearchRequest;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.IntConsumer;

/**
 * Warm in-process latency of the façade calls the faces make: search, route, explain, describe, a
 * SPARQL point lookup, ask. One DocaKg, N warm-up calls, then N timed calls per task round-robin over a few
 * inputs; prints one line per task (p50, p90, p99 in ms). A benchmark, not a test: run by bench/speed.sh.
 *
 * <p>Usage: {@code WarmBench STORE [n=2000]}
 */
public final class WarmBench {
    private static final List<String> SEARCHES = List.of("copy returns NOT_PERMITTED on first submit", "dma memcpy task",
            "rdma write remote memory", "doca_buf_inventory_create", "flow pipe miss");
    private static final List<String> QUESTIONS = List.of("I want to memcpy a host buffer to the BlueField without using the CPU",
            "how do I offload regex matching", "send messages between host and DPU", "which devices support compression");
    private static final List<String> ASKED = List.of("my DMA copy fails with DOCA_ERROR_NOT_PERMITTED on the first submit",
            "I want to memcpy a host buffer to the BlueField without using the CPU", "how do I update the firmware of a BlueField-3",
            "NCCL all_reduce_perf hangs over UCX between two hosts");
    private static final List<String> ERRORS = List.of("NOT_PERMITTED", "DOCA_ERROR_AGAIN", "2", "NOT_SUPPORTED");
    private static final List<String> SYMBOLS = List.of("doca_dma_cap_task_memcpy_get_max_buf_size", "doca_buf_inventory_create",
            "doca_mmap_set_permissions", "doca_ctx_start");

    public static void main(String[] args) {
        Path store = Path.of(args[0]);
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
        try (DocaKg kg = DocaKg.open(store)) {
            // as the search operation runs it: by words and meaning where the store has vectors
            time("search", n, i -> dkg.docs.HybridSearch.search(kg.generation(), SearchRequest.of(SEARCHES.get(i % SEARCHES.size()), 10)));
            time("route", n, i -> dkg.routing.Routing.route(kg.generation(), new dkg.routing.RouteRequest(QUESTIONS.get(i % QUESTIONS.size()), 5, "auto")));
            time("explain", n, i -> dkg.explain.Explanations.explain(kg.generation(), ERRORS.get(i % ERRORS.size()), null, null));
            time("describe", n, i -> dkg.describe.Descriptions.describe(kg.generation(), SYMBOLS.get(i % SYMBOLS.size()), null));
            time("sparql point", n, i -> kg.query("PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> SELECT ?s WHERE { ?s rdfs:label \""
                    + SYMBOLS.get(i % SYMBOLS.size()) + "\" }", java.time.Duration.ofSeconds(10), 100));
            time("ask", n, i -> dkg.ask.Asking.ask(kg.generation(), new dkg.ask.AskRequest(ASKED.get(i % ASKED.size()), 5, "auto")));
        }
    }

    /** A refusal (a symbol this store's API does not define) is an answer too; it is timed like one. */
    private static void answer(IntConsumer call, int i) {
        try {
            call.accept(i);
        } catch (dkg.error.BadInputException refused) {
            // answered with a message
        }
    }

    private static void time(String what, int n, IntConsumer call) {
        // warm-up as long as the measurement: the JIT compiles Lucene's scorers and the query paths
        // fully only after a few thousand calls (with a 100-call warm-up, search's p50 was twice the steady one)
        for (int i = 0; i < n; i++) answer(call, i);
        long[] ns = new long[n];
        for (int i = 0; i < n; i++) {
            long t = System.nanoTime();
            answer(call, i);
            ns[i] = System.nanoTime() - t;
        }
        Arrays.sort(ns);
        System.out.printf(Locale.ROOT, "%s\t%.3f\t%.3f\t%.3f%n", what, ns[n / 2] / 1e6, ns[(int) (n * 0.9)] / 1e6, ns[Math.min(n - 1, (int) (n * 0.99))] / 1e6);
    }
}
