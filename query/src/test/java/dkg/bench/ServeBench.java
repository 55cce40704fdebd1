package dkg.bench;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Load on a running {@code doca-kg serve}: N concurrent clients send a mix of SPARQL queries for a
 * fixed time, loopback only. Prints requests, errors, throughput and latency percentiles as one
 * JSON line. A benchmark, not a test: run by bench/serve-load.sh.
 *
 * <p>Usage: {@code ServeBench <http://127.0.0.1:PORT/doca/sparql> [clients=16] [seconds=30] [--no-aggregates]}
 */
public final class ServeBench {
    private static final String P = "PREFIX dkg: <https://w3id.org/doca-kg/ontology#> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> ";
    private static final List<String[]> MIX = List.of(
            new String[] {P + "SELECT ?s ?name WHERE { ?s a dkg:Skill ; rdfs:label ?name } ORDER BY ?name", "application/sparql-results+json"},
            new String[] {P + "SELECT ?hit ?score WHERE { (?hit ?score) dkg:search (\"dma memcpy task\" 10) }", "application/sparql-results+json"},
            new String[] {P + "SELECT ?hit WHERE { ?hit dkg:search (\"DOCA_ERROR_NOT_PERMITTED\" 5) }", "text/csv"},
            new String[] {P + "SELECT ?t (COUNT(?s) AS ?n) WHERE { ?s a ?t } GROUP BY ?t", "application/sparql-results+json"},
            new String[] {P + "ASK { ?s rdfs:label \"doca-dma\" }", "application/sparql-results+json"},
            new String[] {P + "CONSTRUCT { ?s ?p ?o } WHERE { ?s rdfs:label \"doca-rdma\" ; ?p ?o }", "text/turtle"});

    public static void main(String[] args) throws Exception {
        String url = args[0];
        if (!URI.create(url).getHost().matches("127\\.0\\.0\\.1|localhost|\\[?::1\\]?"))
            throw new IllegalArgumentException("loopback only: " + url);
        int clients = args.length > 1 ? Integer.parseInt(args[1]) : 16;
        int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 30;
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        List<HttpRequest> requests = new ArrayList<>();
        // --no-aggregates: leave out the GROUP BY over every typed node (a whole-store scan)
        boolean noAggregates = java.util.Arrays.asList(args).contains("--no-aggregates");
        for (String[] q : MIX)
            if (!(noAggregates && q[0].contains("GROUP BY"))) requests.add(HttpRequest.newBuilder(URI.create(url + "?query=" + URLEncoder.encode(q[0], StandardCharsets.UTF_8)))
                    .header("Accept", q[1]).timeout(Duration.ofSeconds(30)).GET().build());

        // warm-up: JIT, TDB2 caches, Lucene readers
        for (int i = 0; i < 50; i++) http.send(requests.get(i % requests.size()), HttpResponse.BodyHandlers.discarding());

        AtomicLong errors = new AtomicLong();
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        List<Future<List<Long>>> futures = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            int offset = c;
            futures.add(pool.submit(() -> {
                List<Long> lat = new ArrayList<>();
                for (int i = offset; System.nanoTime() < end; i++) {
                    long t = System.nanoTime();
                    try {
                        var r = http.send(requests.get(i % requests.size()), HttpResponse.BodyHandlers.ofByteArray());
                        if (r.statusCode() != 200 || r.body().length == 0) errors.incrementAndGet();
                    } catch (Exception e) {
                        errors.incrementAndGet();
                    }
                    lat.add(System.nanoTime() - t);
                }
                return lat;
            }));
        }
        List<Long> all = new ArrayList<>();
        for (var f : futures) all.addAll(f.get());
        double elapsed = (System.nanoTime() - start) / 1e9;
        pool.shutdown();
        Collections.sort(all);
        System.out.printf("{\"clients\":%d,\"seconds\":%.1f,\"requests\":%d,\"errors\":%d,\"throughputPerSec\":%.1f,\"p50Ms\":%.2f,\"p90Ms\":%.2f,\"p99Ms\":%.2f,\"maxMs\":%.2f}%n",
                clients, elapsed, all.size(), errors.get(), all.size() / elapsed, pct(all, 0.50), pct(all, 0.90), pct(all, 0.99),
                all.isEmpty() ? 0 : all.getLast() / 1e6);
    }

    private static double pct(List<Long> sorted, double p) {
        if (sorted.isEmpty()) return 0;
        return sorted.get(Math.min(sorted.size() - 1, (int) (p * sorted.size()))) / 1e6;
    }
}
