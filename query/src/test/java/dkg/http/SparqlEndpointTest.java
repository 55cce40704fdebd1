package dkg.http;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import dkg.sparql.QueryLimits;
import dkg.vocab.DKG;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
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
 * The SPARQL endpoint over the fixture store, through java.net.http: the protocol's forms and
 * formats, and each refusal — update, LOAD, SERVICE to a live local listener (which must see no
 * request), a cross join past the time limit.
 */
class SparqlEndpointTest {
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    static final ObjectMapper JSON = new ObjectMapper();

    @TempDir static Path dir;
    static DocaKg kg;
    static HttpServer listener;
    static final AtomicInteger listenerHits = new AtomicInteger();
    SparqlEndpoint endpoint;

    @BeforeAll
    static void open() throws Exception {
        kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir));
        // a live local service a SERVICE or LOAD would reach: it must never see a request
        listener = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        listener.createContext("/", ex -> {
            listenerHits.incrementAndGet();
            byte[] body = "<urn:x> <urn:y> <urn:z> .".getBytes(StandardCharsets.UTF_8);
            ex.getResponseHeaders().add("Content-Type", "text/turtle");
            ex.sendResponseHeaders(200, body.length);
            ex.getResponseBody().write(body);
            ex.close();
        });
        listener.start();
    }

    @AfterAll
    static void close() {
        listener.stop(0);
        kg.close();
    }

    @AfterEach
    void stop() { if (endpoint != null) endpoint.close(); }

    SparqlEndpoint start(EndpointOptions o) {
        endpoint = SparqlEndpoint.start(kg.readOnlyDataset(), o);
        return endpoint;
    }

    static String listenerUrl() { return "http://127.0.0.1:" + listener.getAddress().getPort() + "/data"; }

    static HttpResponse<String> get(String url, String accept) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(url)).header("Accept", accept).timeout(Duration.ofSeconds(30)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    static HttpResponse<String> query(SparqlEndpoint e, String q, String accept) throws Exception {
        return get(e.datasetUrl() + "/sparql?query=" + URLEncoder.encode(q, StandardCharsets.UTF_8), accept);
    }

    static HttpResponse<String> post(String url, String contentType, String body, String auth) throws Exception {
        var b = HttpRequest.newBuilder(URI.create(url)).header("Content-Type", contentType).timeout(Duration.ofSeconds(30))
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (auth != null) b.header("Authorization", auth);
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    static boolean ask(SparqlEndpoint e, String q) throws Exception {
        var r = query(e, q, "application/sparql-results+json");
        assertEquals(200, r.statusCode(), r.body());
        return JSON.readTree(r.body()).get("boolean").asBoolean();
    }

    @Test
    void askAnswersInResultsJson() throws Exception {
        var e = start(EndpointOptions.readOnly(0));
        assertTrue(e.datasetUrl().startsWith("http://127.0.0.1:"));
        assertTrue(ask(e, "ASK { ?s <http://www.w3.org/2000/01/rdf-schema#label> \"doca-widget\" }"));
        assertFalse(ask(e, "ASK { ?s <http://www.w3.org/2000/01/rdf-schema#label> \"doca-nothing\" }"));
    }

    @Test
    void responsesAreBufferedInPooledBuffersAndALargeOneStillArrivesWhole() throws Exception {
        var e = start(EndpointOptions.readOnly(0));
        var pool = (org.eclipse.jetty.io.ArrayByteBufferPool) e.jetty().getByteBufferPool();
        for (var c : e.jetty().getConnectors())
            for (var f : c.getConnectionFactories())
                if (f instanceof org.eclipse.jetty.server.HttpConfiguration.ConnectionFactory http)
                    assertTrue(http.getHttpConfiguration().getOutputBufferSize() <= pool.getMaxCapacity(),
                            "a response buffer the pool does not keep is allocated anew for every response");
        // a result many times the buffer: streamed in pieces, whole and well-formed at the client
        var r = query(e, "SELECT ?s ?p ?o ?t WHERE { ?s ?p ?o . ?t ?q ?v } LIMIT 3000", "application/sparql-results+json");
        assertEquals(200, r.statusCode(), r.body());
        assertTrue(r.body().length() > 4 * SparqlEndpoint.OUTPUT_BUFFER_BYTES, "size " + r.body().length());
        assertEquals(3000, JSON.readTree(r.body()).get("results").get("bindings").size());
    }

    @Test
    void constructAnswersTurtleThatParses() throws Exception {
        var e = start(EndpointOptions.readOnly(0));
        var r = query(e, "PREFIX dkg: <" + DKG.NS + "> CONSTRUCT { ?s a dkg:Skill } WHERE { ?s a dkg:Skill }", "text/turtle");
        assertEquals(200, r.statusCode(), r.body());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("text/turtle"));
        Graph g = GraphFactory.createDefaultGraph();
        RDFParser.fromString(r.body(), Lang.TURTLE).parse(g);
        assertEquals(2, g.size(), r.body());
    }

    @Test
    void selectIsCutAtTheRowCapAndFullTextWorksInside() throws Exception {
        var e = start(new EndpointOptions("127.0.0.1", 0, QueryLimits.DEFAULTS.withMaxResults(3)));
        var r = query(e, "SELECT * WHERE { ?s ?p ?o }", "application/sparql-results+json");
        assertEquals(3, JSON.readTree(r.body()).at("/results/bindings").size());
        var hits = query(e, "PREFIX dkg: <" + DKG.NS + "> SELECT ?hit WHERE { ?hit dkg:search (\"gadget remote write\" 2) }",
                "application/sparql-results+json");
        JsonNode b = JSON.readTree(hits.body()).at("/results/bindings");
        assertFalse(b.isEmpty(), hits.body());
        assertTrue(b.get(0).at("/hit/value").asText().contains("gadget"), hits.body());
        var csv = query(e, "SELECT ?s WHERE { ?s a <" + DKG.Skill + "> } ORDER BY ?s", "text/csv");
        assertEquals("s", csv.body().lines().findFirst().orElseThrow().strip());
    }

    @Test
    void graphStoreReadGivesADocumentGraph() throws Exception {
        var e = start(EndpointOptions.readOnly(0));
        String graph = DKG.documentIri("skills/libs/doca-widget/SKILL.md");
        var r = get(e.datasetUrl() + "/get?graph=" + URLEncoder.encode(graph, StandardCharsets.UTF_8), "text/turtle");
        assertEquals(200, r.statusCode(), r.body());
        assertTrue(r.body().contains("doca-widget"));
    }

    @Test
    void updatesAreRefusedWhenReadOnly() throws Exception {
        var e = start(EndpointOptions.readOnly(0));
        String insert = "INSERT DATA { <urn:evil> <urn:p> \"x\" }";
        assertEquals(404, post(e.datasetUrl() + "/update", "application/sparql-update", insert, null).statusCode());
        assertEquals(415, post(e.datasetUrl() + "/sparql", "application/sparql-update", insert, null).statusCode());
        assertEquals(400, post(e.datasetUrl() + "/sparql", "application/x-www-form-urlencoded",
                "update=" + URLEncoder.encode(insert, StandardCharsets.UTF_8), null).statusCode());
        assertNotEquals(200, post(e.datasetUrl() + "/get?graph=urn:g", "text/turtle", "<urn:a> <urn:b> <urn:c> .", null).statusCode());
        assertFalse(ask(e, "ASK { <urn:evil> ?p ?o }"));
        assertFalse(ask(e, "ASK { GRAPH <urn:g> { ?s ?p ?o } }"));
    }

    @Test
    void loadIsRefusedAndFetchesNothing() throws Exception {
        int before = listenerHits.get();
        var ro = start(EndpointOptions.readOnly(0));
        String load = "LOAD <" + listenerUrl() + "> INTO GRAPH <urn:loaded>";
        assertEquals(404, post(ro.datasetUrl() + "/update", "application/sparql-update", load, null).statusCode());
        assertEquals(before, listenerHits.get(), "LOAD reached the listener");
        assertFalse(ask(ro, "ASK { GRAPH <urn:loaded> { ?s ?p ?o } }"));
    }

    @Test
    void serviceIsRefusedAndTheLocalListenerSeesNoRequest() throws Exception {
        int before = listenerHits.get();
        var e = start(EndpointOptions.readOnly(0));
        for (String q : new String[] {
                "SELECT * WHERE { SERVICE <" + listenerUrl() + "> { ?s ?p ?o } }",
                "SELECT * WHERE { ?x ?y ?z OPTIONAL { SERVICE SILENT <" + listenerUrl() + "> { ?s ?p ?o } } } LIMIT 1",
                "ASK { { SELECT * WHERE { SERVICE <" + listenerUrl() + "> { ?s ?p ?o } } } }"}) {
            var r = query(e, q, "application/sparql-results+json");
            assertEquals(400, r.statusCode(), q + " -> " + r.body());
            assertTrue(r.body().contains("SERVICE is not allowed"), r.body());
        }
        assertEquals(before, listenerHits.get(), "SERVICE reached the listener");
    }

    @Test
    void aCrossJoinPastTheTimeLimitIsStopped() throws Exception {
        var e = start(new EndpointOptions("127.0.0.1", 0, QueryLimits.DEFAULTS.withTimeout(Duration.ofSeconds(1)).withMaxResults(100)));
        long t0 = System.nanoTime();
        var r = query(e, "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }", "application/sparql-results+json");
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertEquals(503, r.statusCode(), r.body());
        assertTrue(r.body().toLowerCase().contains("timed out") || r.body().toLowerCase().contains("cancel"), r.body());
        assertTrue(seconds < 20, "stopped after " + seconds + " s");
    }
}
