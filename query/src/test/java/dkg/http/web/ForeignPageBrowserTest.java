package dkg.http.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import dkg.http.EndpointOptions;
import dkg.http.SparqlEndpoint;
import java.net.InetSocketAddress;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A page of another site, in Chromium, tries to read the graph: by JSONP through a
 * {@code <script src>} (which the same-origin rule does not stop), by {@code fetch}, and by DNS
 * rebinding (its own name resolving to this machine; Chromium's host-resolver rules stand in for
 * the attacker's DNS). It reads nothing; the server's own page still works.
 */
class ForeignPageBrowserTest {
    @TempDir static Path dir;
    static DocaKg kg;
    static SparqlEndpoint server;
    static HttpServer foreign;

    @BeforeAll
    static void serve() throws Exception {
        kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir));
        server = SparqlEndpoint.start(kg.readOnlyDataset(), EndpointOptions.readOnly(0), b -> WebPages.mount(b, kg));
        String query = URLEncoder.encode("SELECT ?s ?o WHERE { ?s ?p ?o } LIMIT 5",
                StandardCharsets.UTF_8);
        String target = "http://127.0.0.1:" + server.port();
        // the attacker's page: a JSONP callback that records what it is handed, and a plain fetch
        String page = """
                <!doctype html><html><body><script>
                window.stolen = []; window.fetched = null; window.done = 0;
                function steal(d) { window.stolen.push(JSON.stringify(d)); }
                const s = document.createElement('script');
                s.src = '%1$s/doca/sparql?query=%2$s&output=json&callback=steal';
                s.onload = s.onerror = () => { window.done++; };
                document.body.appendChild(s);
                fetch('%1$s/api/search?query=widget').then(r => r.text()).then(t => { window.fetched = t; })
                  .catch(() => { window.fetched = ''; }).finally(() => { window.done++; });
                </script></body></html>""".formatted(target, query);
        foreign = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        foreign.createContext("/", ex -> {
            byte[] body = page.getBytes(StandardCharsets.UTF_8);
            ex.getResponseHeaders().add("Content-Type", "text/html; charset=utf-8");
            ex.sendResponseHeaders(200, body.length);
            ex.getResponseBody().write(body);
            ex.close();
        });
        foreign.start();
    }

    @AfterAll
    static void stop() {
        if (foreign != null) foreign.stop(0);
        if (server != null) server.close();
        if (kg != null) kg.close();
    }

    @Test
    void aPageOfAnotherSiteReadsNothingByJsonpOrFetch() {
        try (Browser b = Browser.start("--host-resolver-rules=MAP evil.test 127.0.0.1")) {
            b.open("http://evil.test:" + foreign.getAddress().getPort() + "/");
            b.waitFor("the foreign page's two attempts to end", 30, () -> ((Long) b.js("return window.done")) >= 2);
            assertEquals(0L, b.js("return window.stolen.length"), "the JSONP callback was handed: " + b.js("return window.stolen"));
            assertEquals("", b.js("return window.fetched"), "fetch from another origin read nothing");
        }
    }

    @Test
    void aReboundNameReachesNothing() {
        try (Browser b = Browser.start("--host-resolver-rules=MAP evil.test 127.0.0.1")) {
            // the attacker's name now resolves to this machine: the same port, the attacker's origin
            b.open("http://evil.test:" + server.port() + "/api/search?query=widget");
            String body = b.text("body");
            assertTrue(body.contains("does not answer for host 'evil.test:" + server.port() + "'"), body);
            assertFalse(body.contains("doca-widget"), body);
            b.open("http://evil.test:" + server.port() + "/");
            assertFalse(b.driver.getPageSource().contains("Search the DOCA knowledge graph"), "the page itself is refused too");
            // the server's own name still serves the page
            b.open("http://localhost:" + server.port() + "/");
            b.waitForCss(".hero", 20);
        }
    }
}
