package dkg.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import dkg.error.BadInputException;
import dkg.mcp.StdioMcpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve --tls-keystore}: HTTPS through Jetty's SslContextFactory with a keystore made here by
 * the JDK's keytool; a client trusting that certificate gets the endpoint and MCP, plain HTTP on
 * the same port gets no answer, and a wrong password or a missing keystore is one line.
 */
class TlsEndpointTest {
    @TempDir static Path dir;
    static DocaKg kg;
    static Path keystore;
    static final String PASSWORD = "changeit-" + Long.toHexString(System.nanoTime());

    @BeforeAll
    static void storeAndKeystore() throws Exception {
        kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir));
        keystore = dir.resolve("server.p12");
        Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
        Process p = new ProcessBuilder(keytool.toString(), "-genkeypair", "-alias", "doca-kg", "-keyalg", "EC", "-groupname", "secp256r1",
                "-dname", "CN=localhost", "-ext", "SAN=dns:localhost,ip:127.0.0.1", "-validity", "2", "-storetype", "PKCS12",
                "-keystore", keystore.toString(), "-storepass", PASSWORD, "-keypass", PASSWORD)
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(2, TimeUnit.MINUTES) && p.exitValue() == 0, out);
    }

    @AfterAll
    static void close() { kg.close(); }

    static HttpClient trusting() throws Exception {
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(keystore)) {
            ks.load(in, PASSWORD.toCharArray());
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(ks);
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(null, tmf.getTrustManagers(), null);
        return HttpClient.newBuilder().sslContext(ctx).connectTimeout(Duration.ofSeconds(10)).build();
    }

    static SparqlEndpoint start(EndpointOptions.Tls tls, List<McpRoute> routes) {
        return SparqlEndpoint.start(kg.readOnlyDataset(),
                new EndpointOptions("127.0.0.1", 0, dkg.sparql.QueryLimits.DEFAULTS, HostPolicy.of("127.0.0.1", List.of(), List.of()), null, tls),
                b -> routes.add(McpRoute.mount(b, new StdioMcpServer(kg, List.of(), "test"), StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES)));
    }

    @Test
    void httpsAnswersTheEndpointAndMcpAndPlainHttpGetsNothing() throws Exception {
        List<McpRoute> routes = new java.util.ArrayList<>();
        try (SparqlEndpoint endpoint = start(new EndpointOptions.Tls(keystore, PASSWORD), routes)) {
            assertTrue(endpoint.pageUrl().startsWith("https://127.0.0.1:"), endpoint.pageUrl());
            HttpClient https = trusting();
            var ask = https.send(HttpRequest.newBuilder(URI.create(endpoint.datasetUrl() + "/sparql?query=ASK%7B%7D"))
                    .header("Accept", "application/sparql-results+json").build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, ask.statusCode(), ask.body());
            assertTrue(ask.body().contains("\"boolean\""), ask.body());
            var init = https.send(HttpRequest.newBuilder(URI.create(endpoint.pageUrl() + "mcp"))
                    .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                    // the page's own origin over TLS is its own, not a foreign one
                    .header("Origin", endpoint.pageUrl().replaceAll("/$", ""))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
                            + "\"capabilities\":{},\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, init.statusCode(), init.body());
            assertTrue(init.body().contains("\"serverInfo\""), init.body());

            URI plain = URI.create(endpoint.datasetUrl().replace("https://", "http://") + "/sparql?query=ASK%7B%7D");
            int status;
            try {
                status = HttpClient.newHttpClient().send(HttpRequest.newBuilder(plain).timeout(Duration.ofSeconds(60)).build(),
                        HttpResponse.BodyHandlers.ofString()).statusCode();
            } catch (IOException refused) {
                status = -1;
            }
            assertTrue(status == -1 || status >= 400, "plain HTTP on the TLS port must not be answered, got " + status);
        } finally {
            routes.forEach(McpRoute::close);
        }
    }

    @Test
    void aWrongPasswordOrAMissingKeystoreIsOneLine() {
        var wrong = assertThrows(BadInputException.class, () -> start(new EndpointOptions.Tls(keystore, "not-the-password"), new java.util.ArrayList<>()));
        assertTrue(wrong.getMessage().contains("keystore"), wrong.getMessage());
        assertFalse(wrong.getMessage().contains("\n"), wrong.getMessage());
        var missing = assertThrows(BadInputException.class, () -> start(new EndpointOptions.Tls(dir.resolve("none.p12"), PASSWORD), new java.util.ArrayList<>()));
        assertTrue(missing.getMessage().contains("no keystore at"), missing.getMessage());
    }
}
