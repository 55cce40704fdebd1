package dkg.ingest.fetch;

import static org.junit.jupiter.api.Assertions.*;

import com.sun.net.httpserver.HttpServer;
import dkg.error.BadInputException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PageFetcherTest {
    HttpServer server;
    final List<String> log = new CopyOnWriteArrayList<>();
    String base;
    @TempDir Path cache;

    @BeforeEach
    void start() throws Exception {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/robots.txt", ex -> {
            byte[] b = "User-agent: *\nDisallow: /private/\n\nUser-agent: other-bot\nDisallow: /\n".getBytes(StandardCharsets.UTF_8);
            ex.sendResponseHeaders(200, b.length);
            ex.getResponseBody().write(b);
            ex.close();
        });
        server.createContext("/doca/guide.html", ex -> {
            log.add(ex.getRequestHeaders().getFirst("User-Agent") + " | " + ex.getRequestHeaders().getFirst("If-None-Match"));
            if ("\"v1\"".equals(ex.getRequestHeaders().getFirst("If-None-Match"))) {
                ex.sendResponseHeaders(304, -1);
            } else {
                byte[] b = "<html><title>DOCA DMA</title><body><h1>DOCA DMA</h1></body></html>".getBytes(StandardCharsets.UTF_8);
                ex.getResponseHeaders().add("ETag", "\"v1\"");
                ex.sendResponseHeaders(200, b.length);
                ex.getResponseBody().write(b);
            }
            ex.close();
        });
        server.createContext("/private/", ex -> { log.add("private"); ex.sendResponseHeaders(200, -1); ex.close(); });
        server.start();
        base = "http://127.0.0.1:" + server.getAddress().getPort();
    }

    @AfterEach
    void stop() { server.stop(0); }

    @Test
    void secondFetchRevalidatesAndKeepsTheCachedBody() throws Exception {
        PageFetcher f = new PageFetcher(cache, "0.1.0");
        PageFetcher.Fetched first = f.fetch(URI.create(base + "/doca/guide.html"));
        assertEquals(200, first.status());
        assertTrue(Files.readString(first.file()).contains("<h1>DOCA DMA</h1>"));
        PageFetcher.Fetched second = new PageFetcher(cache, "0.1.0").fetch(URI.create(base + "/doca/guide.html"));
        assertEquals(304, second.status());
        assertFalse(second.changed());
        assertEquals(first.file(), second.file());
        assertTrue(Files.readString(second.file()).contains("<h1>DOCA DMA</h1>"));
        assertEquals(2, log.size(), "one request per fetch: " + log);
        assertEquals("doca-kg/0.1.0 (+https://w3id.org/doca-kg) | null", log.get(0));
        assertEquals("doca-kg/0.1.0 (+https://w3id.org/doca-kg) | \"v1\"", log.get(1));
    }

    @Test
    void robotsDisallowIsRefusedWithoutARequest() {
        PageFetcher f = new PageFetcher(cache, "0.1.0");
        BadInputException e = assertThrows(BadInputException.class, () -> f.fetch(URI.create(base + "/private/page.html")));
        assertTrue(e.getMessage().contains("robots.txt") && e.getMessage().contains("disallows"), e.getMessage());
        assertFalse(log.contains("private"));
    }

    @Test
    void robotsGroupsByAgent() {
        String txt = "User-agent: doca-kg\nDisallow: /a/\nAllow: /a/ok\n\nUser-agent: *\nDisallow: /\n";
        RobotsRules r = RobotsRules.parse(txt, "doca-kg");
        assertTrue(r.allows("/b/page"), "our group, not *, applies");
        assertFalse(r.allows("/a/x"));
        assertTrue(r.allows("/a/ok.html"), "longest match wins");
        assertFalse(RobotsRules.parse(txt, "someone-else").allows("/b/page"));
    }
}
