package dkg.http;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import dkg.sparql.QueryLimits;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.jena.graph.Graph;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The endpoint's bounds under hostile queries, over loopback: a 10 MB query, DESCRIBE and
 * CONSTRUCT of everything, thousands of nested OPTIONALs, and 64 concurrent heavy queries beside a
 * trivial ASK. Timings are printed (the report quotes them), never asserted; what is asserted is
 * the behaviour: refusal with a reason, results within the cap, no request past its limit.
 */
class EndpointBoundsTest {
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).version(HttpClient.Version.HTTP_1_1).build();
    static final String CROSS_JOIN = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }";
    /**
     * Slack for a loaded machine on top of a limit; a request past limit + this ran unbounded (or
     * waited somewhere the limits do not see, such as the server's own request queue).
     */
    static final Duration MARGIN = Duration.ofSeconds(30);

    @TempDir static Path dir;
    static DocaKg kg;
    SparqlEndpoint endpoint;

    @BeforeAll
    static void open() { kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir)); }

    @AfterAll
    static void close() { kg.close(); }

    @AfterEach
    void stop() { if (endpoint != null) endpoint.close(); }

    SparqlEndpoint start(QueryLimits limits) {
        endpoint = SparqlEndpoint.start(kg.store().dataset().asDatasetGraph(), new EndpointOptions("127.0.0.1", 0, limits));
        return endpoint;
    }

    static HttpResponse<String> post(SparqlEndpoint e, String query, String accept) throws Exception {
        return post(e, query, accept, false);
    }

    /** With {@code expectContinue}, the server may answer before the body is sent (how a client learns of a refusal at once). */
    static HttpResponse<String> post(SparqlEndpoint e, String query, String accept, boolean expectContinue) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(e.datasetUrl() + "/sparql")).expectContinue(expectContinue)
                .header("Content-Type", "application/sparql-query").header("Accept", accept)
                .timeout(Duration.ofSeconds(120)).POST(HttpRequest.BodyPublishers.ofString(query)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    static HttpResponse<String> get(SparqlEndpoint e, String query) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(e.datasetUrl() + "/sparql?query=" + URLEncoder.encode(query, StandardCharsets.UTF_8)))
                .header("Accept", "application/sparql-results+json").timeout(Duration.ofSeconds(120)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aTenMegabyteQueryIsRefusedBeforeParsing() throws Exception {
        var e = start(QueryLimits.DEFAULTS);
        String big = "SELECT * WHERE { ?s ?p ?o } #" + "x".repeat(10 << 20);
        post(e, "ASK {}", "application/sparql-results+json"); // warm the connection and the servlet
        long t0 = System.nanoTime();
        var r = post(e, big, "application/sparql-results+json", true);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        System.out.println("endpoint: 10 MB query refused in " + ms + " ms (Expect: 100-continue, as curl sends for large bodies; status "
                + r.statusCode() + ")");
        assertEquals(413, r.statusCode(), r.body());
        assertTrue(r.body().contains("at most " + QueryLimits.DEFAULT_MAX_QUERY_CHARS), r.body());
        assertTrue(r.body().length() < 2000, "the refusal echoes the query");
        // just over the limit: read, counted, refused before the parser
        var over = post(e, "SELECT * WHERE { ?s ?p ?o } #" + "x".repeat(QueryLimits.DEFAULT_MAX_QUERY_CHARS), "application/sparql-results+json");
        assertEquals(400, over.statusCode(), over.body());
        assertTrue(over.body().contains("at most " + QueryLimits.DEFAULT_MAX_QUERY_CHARS), over.body());
    }

    @Test
    void describeAndConstructOfEverythingStopAtTheResultCap() throws Exception {
        var e = start(QueryLimits.DEFAULTS.withMaxResults(50));
        for (String q : List.of("DESCRIBE ?x WHERE { ?x ?p ?o }", "DESCRIBE * WHERE { ?x ?p ?o }",
                "CONSTRUCT { ?s ?p ?o . ?s <urn:copy> ?o } WHERE { ?s ?p ?o }", "CONSTRUCT WHERE { ?s ?p ?o }")) {
            long t0 = System.nanoTime();
            var r = post(e, q, "text/turtle");
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertEquals(200, r.statusCode(), q + " -> " + r.body());
            Graph g = GraphFactory.createDefaultGraph();
            RDFParser.fromString(r.body(), Lang.TURTLE).parse(g);
            System.out.println("endpoint: " + q + " -> " + g.size() + " triples, " + r.body().length() + " bytes in " + ms + " ms");
            assertTrue(g.size() > 0 && g.size() <= 50, q + " gave " + g.size() + " triples");
        }
        // a described resource keeps its own triples
        var one = post(e, "DESCRIBE <" + dkg.vocab.DKG.documentIri("skills/libs/doca-widget/SKILL.md") + ">", "text/turtle");
        assertEquals(200, one.statusCode(), one.body());
    }

    @Test
    void describeOfAHeavyPatternStopsAtTheTimeLimit() throws Exception {
        var limits = QueryLimits.DEFAULTS.withTimeout(Duration.ofSeconds(1));
        var e = start(limits);
        long t0 = System.nanoTime();
        var r = post(e, "DESCRIBE ?a WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l FILTER(?c != ?l) }", "text/turtle");
        Duration took = Duration.ofNanos(System.nanoTime() - t0);
        System.out.println("endpoint: DESCRIBE over a 4-way cross join stopped after " + took.toMillis() + " ms, status " + r.statusCode());
        assertEquals(503, r.statusCode(), r.body());
        assertTrue(took.compareTo(limits.timeout().plus(MARGIN)) < 0, "ran " + took);
    }

    @Test
    void deepNestingIsA400WithAReason() throws Exception {
        var e = start(QueryLimits.DEFAULTS);
        for (int depth : new int[] {1_000, 5_000}) {
            String q = "SELECT * WHERE { " + "OPTIONAL { ".repeat(depth) + "?s ?p ?o " + "} ".repeat(depth) + "}";
            var r = post(e, q, "application/sparql-results+json");
            assertEquals(400, r.statusCode(), r.body());
            assertTrue(r.body().contains("nests " + (depth + 1) + " levels"), r.body());
        }
        // a long chain nests nothing but still recurses in the engine: a 400, not a 500
        var chain = post(e, "SELECT * WHERE { ?s ?p ?o FILTER(?o = " + "1+".repeat(20_000) + "1) }", "application/sparql-results+json");
        assertEquals(400, chain.statusCode(), chain.body());
        assertFalse(chain.body().isBlank());
    }

    @Test
    void sixtyFourHeavyQueriesQueueWhileACheapAskStaysAnswered() throws Exception {
        var limits = QueryLimits.DEFAULTS.withTimeout(Duration.ofSeconds(2)).withMaxHeavy(1, Duration.ofSeconds(1));
        var e = start(limits);
        assertEquals(200, get(e, "ASK {}").statusCode());
        ExecutorService pool = Executors.newFixedThreadPool(64);
        List<Long> askMillis = Collections.synchronizedList(new ArrayList<>());
        try {
            List<Future<long[]>> heavy = new ArrayList<>();
            for (int i = 0; i < 64; i++) {
                heavy.add(pool.submit(() -> {
                    long t0 = System.nanoTime();
                    var r = get(e, CROSS_JOIN);
                    long ms = (System.nanoTime() - t0) / 1_000_000;
                    if (r.statusCode() == 503) assertTrue(r.body().contains("busy") || r.body().toLowerCase().contains("cancel")
                            || r.body().toLowerCase().contains("timed out"), r.body());
                    else assertEquals(200, r.statusCode(), r.body());
                    return new long[] {r.statusCode(), ms, r.body().contains("busy") ? 1 : 0};
                }));
            }
            Thread.sleep(200);
            long until = System.nanoTime() + Duration.ofSeconds(6).toNanos();
            while (System.nanoTime() < until) {
                long t0 = System.nanoTime();
                var r = get(e, "ASK {}");
                askMillis.add((System.nanoTime() - t0) / 1_000_000);
                assertEquals(200, r.statusCode(), "a cheap ASK failed under load: " + r.body());
                assertTrue(r.body().contains("true"), r.body());
            }
            long busy = 0, longest = 0;
            for (Future<long[]> f : heavy) {
                long[] r = f.get();
                busy += r[2];
                longest = Math.max(longest, r[1]);
            }
            List<Long> sorted = new ArrayList<>(askMillis);
            Collections.sort(sorted);
            System.out.printf("endpoint: 64 heavy queries (1 slot, 1 s queue, 2 s limit): %d refused busy, longest %d ms; "
                            + "ASK {} x%d p50 %d ms p99 %d ms max %d ms%n", busy, longest, sorted.size(),
                    sorted.get(sorted.size() / 2), sorted.get((int) Math.ceil(sorted.size() * 0.99) - 1), sorted.getLast());
            assertTrue(busy > 0, "admission control refused none of 64 heavy queries with 1 slot");
            assertTrue(longest < limits.timeout().plus(limits.heavyQueueWait()).plus(MARGIN).toMillis(),
                    "a heavy query ran " + longest + " ms, past its limit");
        } finally {
            pool.shutdownNow();
        }
    }
}
