package dkg.http.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import dkg.error.BadInputException;
import dkg.http.EndpointOptions;
import dkg.http.HostPolicy;
import dkg.http.SecurityHeaders;
import dkg.http.SparqlEndpoint;
import dkg.sparql.QueryLimits;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a hostile client sends to {@code serve}, over a plain socket (so Host, Origin and broken
 * encodings go out exactly as written): JSONP, foreign hosts and origins, malformed parameters,
 * the WebJars' other files, bad {@code dkg:search} arguments. Each is refused with a 4xx and one
 * line, with the CSP header on every answer.
 */
class HostileRequestsTest {
    @TempDir static Path dir;
    static DocaKg kg;
    static SparqlEndpoint server;
    static int port;

    @BeforeAll
    static void serve() {
        kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir));
        server = SparqlEndpoint.start(kg.readOnlyDataset(), EndpointOptions.readOnly(0), b -> WebPages.mount(b, kg));
        port = server.port();
    }

    @AfterAll
    static void stop() {
        if (server != null) server.close();
        if (kg != null) kg.close();
    }

    record Answer(int status, Map<String, String> headers, String body) {
        String header(String name) { return headers.get(name.toLowerCase(Locale.ROOT)); }

        void isOneLine(int expected) {
            assertEquals(expected, status, body);
            assertTrue(header("content-type").startsWith("text/plain"), "plain text, not a page: " + header("content-type"));
            assertEquals(1, body.strip().lines().count(), "one line: " + body);
            assertFalse(body.contains("Exception") || body.contains("\tat "), "no exception or trace: " + body);
        }
    }

    /** Sends {@code head} (request line and headers, without the blank line) and {@code body} as written. */
    static Answer send(String head, String body) throws IOException {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(60_000);
            byte[] b = body.getBytes(StandardCharsets.UTF_8);
            String h = head + (body.isEmpty() ? "" : "\r\nContent-Length: " + b.length) + "\r\nConnection: close\r\n\r\n";
            OutputStream out = s.getOutputStream();
            out.write(h.getBytes(StandardCharsets.ISO_8859_1));
            out.write(b);
            out.flush();
            InputStream in = s.getInputStream();
            String all = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            int end = all.indexOf("\r\n\r\n");
            String[] lines = all.substring(0, end).split("\r\n");
            Map<String, String> headers = new LinkedHashMap<>();
            for (int i = 1; i < lines.length; i++) {
                int c = lines[i].indexOf(':');
                headers.put(lines[i].substring(0, c).strip().toLowerCase(Locale.ROOT), lines[i].substring(c + 1).strip());
            }
            String rest = all.substring(end + 4);
            if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) rest = unchunk(rest);
            return new Answer(Integer.parseInt(lines[0].split(" ")[1]), headers, rest);
        }
    }

    static Answer get(String target, String... headers) throws IOException {
        return send("GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + (headers.length == 0 ? "" : "\r\n" + String.join("\r\n", headers)), "");
    }

    private static String unchunk(String s) {
        StringBuilder b = new StringBuilder();
        int i = 0;
        while (true) {
            int nl = s.indexOf("\r\n", i);
            int n = Integer.parseInt(s.substring(i, nl).strip(), 16);
            if (n == 0) return b.toString();
            // sizes count bytes; the bodies here are ASCII
            b.append(s, nl + 2, nl + 2 + n);
            i = nl + 2 + n + 2;
        }
    }

    static String q(String s) { return URLEncoder.encode(s, StandardCharsets.UTF_8); }

    @Test
    void aCallbackParameterNeverYieldsJavaScript() throws IOException {
        String ask = "/doca/sparql?query=" + q("SELECT * WHERE { ?s ?p ?o } LIMIT 1");
        for (String target : List.of(ask + "&output=json&callback=document.title=1;steal", ask + "&callback=steal",
                ask + "&format=json&callback=x", ask + "&c%61llback=steal")) {
            Answer a = get(target);
            a.isOneLine(400);
            assertFalse(a.body().contains("steal(") || a.body().contains("{"), "no JSONP: " + a.body());
        }
        Answer form = send("POST /doca/sparql HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: application/x-www-form-urlencoded",
                "query=" + q("ASK {}") + "&callback=steal");
        form.isOneLine(400);
        Answer plain = get(ask + "&output=json");
        assertEquals(null, plain.header("access-control-allow-origin"), "no CORS for anyone by default");
        assertEquals(200, plain.status(), "without a callback the query is answered: " + plain.body());
        assertTrue(plain.header("content-type").startsWith("application/sparql-results+json"), plain.header("content-type"));
    }

    @Test
    void onlyLoopbackHostsWithTheBoundPortAreAnswered() throws IOException {
        for (String host : List.of("localhost:" + port, "127.0.0.1:" + port, "[::1]:" + port, "LocalHost:" + port))
            assertEquals(200, send("GET /api/search?query=widget HTTP/1.1\r\nHost: " + host, "").status(), host);
        for (String host : List.of("evil.test:" + port, "evil.test", "127.0.0.1:" + (port + 1), "localhost", "localhost.evil.test:" + port, "")) {
            for (String path : List.of("/", "/api/search?query=widget", "/doca/sparql?query=" + q("ASK {}"), "/assets/app.js")) {
                Answer a = send("GET " + path + " HTTP/1.1\r\nHost: " + host, "");
                if (host.isEmpty()) {
                    // not HTTP/1.1: Jetty itself may refuse it before any route
                    assertTrue(a.status() == 400 || a.status() == 403, "empty Host: " + a.status());
                    continue;
                }
                a.isOneLine(403);
                assertEquals(SecurityHeaders.CSP, a.header("content-security-policy"), "the refusal has the CSP too");
            }
        }
    }

    @Test
    void aTeamServerAnswersTheNamesAndOriginsItIsGiven() throws IOException {
        HostPolicy team = HostPolicy.of("127.0.0.1", List.of("kg.example.org", "proxy.example.org:443"), List.of("https://wiki.example.org/"));
        try (SparqlEndpoint e = SparqlEndpoint.start(kg.readOnlyDataset(), new EndpointOptions("127.0.0.1", 0, QueryLimits.DEFAULTS, team),
                b -> WebPages.mount(b, kg))) {
            int p = e.port();
            assertTrue(team.allowsHost("kg.example.org:" + p, p));
            assertTrue(team.allowsHost("proxy.example.org:443", p));
            assertFalse(team.allowsHost("proxy.example.org:" + p, p));
            assertTrue(team.allowsHost("localhost:" + p, p), "loopback is still answered");
            assertFalse(team.allowsHost("evil.test:" + p, p));
            assertTrue(team.allowsOrigin("https://wiki.example.org", "kg.example.org:" + p));
            assertTrue(team.allowsOrigin("http://kg.example.org:" + p, "kg.example.org:" + p), "the server's own origin");
            assertFalse(team.allowsOrigin("https://evil.test", "kg.example.org:" + p));

            // over the wire: the allowed origin's page may read the answers (CORS), a preflight included
            int saved = port;
            port = p;
            try {
                Answer wiki = get("/api/search?query=widget", "Origin: https://wiki.example.org");
                assertEquals(200, wiki.status());
                assertEquals("https://wiki.example.org", wiki.header("access-control-allow-origin"));
                Answer pre = send("OPTIONS /doca/sparql HTTP/1.1\r\nHost: kg.example.org:" + p + "\r\nOrigin: https://wiki.example.org\r\n"
                        + "Access-Control-Request-Method: POST\r\nAccess-Control-Request-Headers: content-type", "");
                assertEquals(204, pre.status());
                assertTrue(pre.header("access-control-allow-methods").contains("POST"), pre.headers().toString());
                Answer evil = get("/api/search?query=widget", "Origin: https://evil.test");
                evil.isOneLine(403);
                assertEquals(null, evil.header("access-control-allow-origin"));
                assertEquals(200, send("GET /api/search?query=widget HTTP/1.1\r\nHost: kg.example.org:" + p, "").status(), "the team's name is answered");
                send("GET /api/search?query=widget HTTP/1.1\r\nHost: evil.test:" + p, "").isOneLine(403);
            } finally {
                port = saved;
            }
        }
        assertThrows(BadInputException.class, () -> HostPolicy.of("127.0.0.1", List.of("http://kg.example.org/"), List.of()));
        assertThrows(BadInputException.class, () -> HostPolicy.of("127.0.0.1", List.of(), List.of("https://wiki.example.org/page")));
        assertThrows(BadInputException.class, () -> HostPolicy.of("127.0.0.1", List.of("*"), List.of()));
    }

    @Test
    void aRequestFromAPageOfAnotherOriginIsRefused() throws IOException {
        String self = "http://127.0.0.1:" + port;
        String host = "POST /api/ask HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: text/plain\r\n";
        send(host + "Origin: http://evil.test", "DOCA_ERROR_NOT_PERMITTED").isOneLine(403);
        send(host + "Origin: null", "DOCA_ERROR_NOT_PERMITTED").isOneLine(403);
        send(host + "Origin: http://127.0.0.1:" + (port + 1), "DOCA_ERROR_NOT_PERMITTED").isOneLine(403);
        assertEquals(200, send(host + "Origin: " + self, "DOCA_ERROR_NOT_PERMITTED").status(), "the server's own page may ask");
        get("/doca/sparql?query=" + q("ASK {}"), "Origin: http://evil.test").isOneLine(403);
        // a <script src> or <img> from another site carries no Origin; the browser says where it comes from
        get("/api/search?query=widget", "Sec-Fetch-Site: cross-site", "Sec-Fetch-Mode: no-cors").isOneLine(403);
        get("/api/search?query=widget", "Sec-Fetch-Site: same-site", "Sec-Fetch-Mode: no-cors").isOneLine(403);
        assertEquals(200, get("/entity?id=doca-widget", "Sec-Fetch-Site: cross-site", "Sec-Fetch-Mode: navigate").status(),
                "a link from elsewhere still opens a page");
        assertEquals(200, get("/api/search?query=widget", "Sec-Fetch-Site: same-origin", "Sec-Fetch-Mode: cors").status());
    }

    @Test
    void malformedParametersAreClientErrors() throws IOException {
        for (String target : List.of("/doca/sparql?query=%%%", "/doca/sparql?query=%zz", "/doca/get?graph=%%", "/api/search?query=%%",
                "/api/search?query=%E0%A4%A", "/api/search?query=widget&limit=abc", "/api/search?query=widget&limit=-1",
                "/api/search?query=widget&limit=99999999999", "/api/neighbourhood?id=doca-widget&depth=x", "/api/nothing",
                "/doca/sparql?query=" + q("ASK {}") + "&format=bogus"))
            assertEquals(400, get(target).status(), target);
        for (String target : List.of("/doca/sparql?query=%%%", "/api/search?query=%%")) get(target).isOneLine(400);
        send("POST /doca/sparql HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: application/x-www-form-urlencoded", "query=%%")
                .isOneLine(400);
        Answer ask = send("POST /api/ask HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: application/x-www-form-urlencoded",
                "my widget copy fails with DOCA_ERROR_NOT_PERMITTED");
        assertEquals(200, ask.status(), "a pasted question sent as a form (curl -d) is still read as text: " + ask.body());
        String json = "POST /api/search HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: application/json";
        assertEquals(200, send(json, "{\"query\":\"widget\"}").status());
        // read as strictly as an MCP message: which of two values would count is not guessed
        for (String body : List.of("{\"query\":\"widget\",\"query\":\"other\"}", "{\"query\":\"widget\"} {}", "[".repeat(5000)))
        {
            Answer a = send(json, body);
            assertEquals(400, a.status(), body);
            assertTrue(a.body().contains("the body is not a JSON object of the parameters"), a.body());
        }
    }

    @Test
    void badSearchArgumentsInSparqlAreClientErrors() throws IOException {
        for (String args : List.of("(\"widget\" -1)", "(\"widget\" 0)", "(\"widget\" \"many\")", "(\"widget\" 99999999999)",
                "(\"widget\" 999999999)", "(\"widget\" 2.5)", "(?unbound 10)")) {
            Answer a = get("/doca/sparql?query=" + q("PREFIX dkg: <https://w3id.org/doca-kg/ontology#> SELECT * WHERE { ?hit dkg:search " + args + " }"));
            a.isOneLine(400);
            assertTrue(a.body().startsWith("dkg:search"), "says which part was wrong: " + a.body());
        }
        for (String broken : List.of("SELECT (REGEX(\"a\", \"(\") AS ?x) WHERE {}",
                "SELECT * WHERE { ?s <http://jena.apache.org/ARQ/property#strSplit> (\"a\" \"(\") }"))
            get("/doca/sparql?query=" + q(broken)).isOneLine(400);
        Answer fine = get("/doca/sparql?query=" + q("PREFIX dkg: <https://w3id.org/doca-kg/ontology#> SELECT * WHERE { ?hit dkg:search (\"widget\" 3) }"));
        assertEquals(200, fine.status(), fine.body());
    }

    @Test
    void aQueryThatDoublesAStringIsRefusedWithOneLine() throws IOException {
        StringBuilder q = new StringBuilder("SELECT (STRLEN(?v40) AS ?n) WHERE { BIND(\"xxxxxxxx\" AS ?v0) ");
        for (int i = 0; i < 40; i++) q.append("BIND(CONCAT(?v").append(i).append(", ?v").append(i).append(") AS ?v").append(i + 1).append(") ");
        Answer a = get("/doca/sparql?query=" + q(q.append("}").toString()));
        a.isOneLine(400);
        assertTrue(a.body().contains("more than 1,048,576 characters"), a.body());
    }

    @Test
    void onlyTheFilesThePageLoadsAreServedAndEveryAnswerHasTheCsp() throws IOException {
        Answer shell = get("/");
        assertEquals(200, shell.status());
        assertEquals(SecurityHeaders.CSP, shell.header("content-security-policy"));
        var assets = Assets.referencedBy(shell.body().getBytes(StandardCharsets.UTF_8));
        assertTrue(assets.size() >= 8, "the shell's scripts and styles: " + assets);
        for (String a : assets) {
            Answer file = get("/assets" + a);
            assertEquals(200, file.status(), a);
            assertEquals(SecurityHeaders.CSP, file.header("content-security-policy"), a);
        }
        for (String other : List.of("/assets/lib/cytoscape-fcose/2.2.0/demo.html", "/assets/lib/cytoscape-fcose/2.2.0/package.json",
                "/assets/lib/cytoscape/3.33.1/dist/cytoscape.esm.min.mjs", "/assets/lib/codemirror/5.65.21/mode/sql/sql.js",
                "/assets/index.html", "/assets/lib/", "/assets/")) {
            Answer a = get(other);
            a.isOneLine(404);
            assertEquals(SecurityHeaders.CSP, a.header("content-security-policy"), other);
        }
        for (String missing : List.of("/nowhere", "/doca/nothing", "/doca/sparql/x", "/%3Cscript%3E")) {
            Answer a = get(missing);
            a.isOneLine(404);
            assertEquals(SecurityHeaders.CSP, a.header("content-security-policy"), missing);
            assertFalse(a.body().contains("<"), "no markup, nothing echoed: " + a.body());
        }
    }

    @Test
    void theSparqlUrlServePrintsOpensTheEditorInABrowser() throws IOException {
        Answer a = get("/doca/sparql", "Accept: text/html");
        assertEquals(303, a.status());
        assertEquals("/sparql", a.header("location"));
        assertEquals(200, get("/sparql").status());
    }

    @Test
    void aPortInUseIsOneLineNamingIt() {
        var e = assertThrows(BadInputException.class,
                () -> SparqlEndpoint.start(kg.readOnlyDataset(), EndpointOptions.readOnly(port)).close());
        assertTrue(e.getMessage().contains("port " + port) && e.getMessage().contains("--port"), e.getMessage());
    }
}
