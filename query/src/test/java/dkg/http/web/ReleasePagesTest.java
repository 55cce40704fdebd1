package dkg.http.web;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dkg.api.DocaKg;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import dkg.http.EndpointOptions;
import dkg.http.SparqlEndpoint;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The web page's release answers on the two fixture trees: a symbol's history for its entity page,
 * the changes between two releases for the {@code /changes} page, and a bad pair as one message.
 */
class ReleasePagesTest {
    @TempDir static Path dir;
    static DocaKg kg;
    static SparqlEndpoint server;
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(60)).build();

    @BeforeAll
    static void serve() throws Exception {
        kg = DocaKg.open(dir.resolve("store"));
        Path releases = Paths.get(ReleasePagesTest.class.getResource("/releases").toURI());
        kg.ingest(List.of(releases.resolve("tree-5.0").toString(), releases.resolve("tree-5.1").toString(),
                releases.resolve("stated").toString()), IngestOptions.defaults(), IngestListener.NONE);
        server = SparqlEndpoint.start(kg.readOnlyDataset(), EndpointOptions.readOnly(0), b -> WebPages.mount(b, kg));
    }

    @AfterAll
    static void stop() {
        if (server != null) server.close();
        if (kg != null) kg.close();
    }

    static HttpResponse<String> get(String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path)).timeout(Duration.ofSeconds(120)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aSymbolsHistoryShowsItsReleasesAndItsSignatureChange() throws Exception {
        HttpResponse<String> r = get("/api/history?symbol=doca_widget_resize");
        assertEquals(200, r.statusCode(), r.body());
        JsonNode h = new ObjectMapper().readTree(r.body());
        assertEquals(2, h.get("releases").size());
        assertEquals(2, h.get("releases").get(0).get("args").asInt());
        JsonNode step = h.get("signatures").get(0);
        assertEquals("5.0.0010", step.get("from").asText());
        assertEquals(3, step.get("change").get("toArgs").asInt());
    }

    @Test
    void theChangesPageAndItsAnswer() throws Exception {
        assertEquals(200, get("/changes?from=5.0&to=5.1").statusCode());
        HttpResponse<String> r = get("/api/changes?from=5.0&to=5.1&library=widget");
        assertEquals(200, r.statusCode(), r.body());
        JsonNode c = new ObjectMapper().readTree(r.body());
        assertEquals("widget_fill_buffer", c.get("samplesRenamed").get(0).get("newName").asText());
        assertEquals("doca_widget_resize", c.get("signatures").get(0).get("symbol").asText());
        HttpResponse<String> bad = get("/api/changes?from=5.1&to=5.0");
        assertEquals(400, bad.statusCode(), bad.body());
        assertEquals("--from 5.1 (5.1.0020) must be older than --to 5.0 (5.0.0010)",
                new ObjectMapper().readTree(bad.body()).get("error").get("message").asText());
    }
}
