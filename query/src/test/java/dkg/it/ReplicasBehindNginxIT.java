package dkg.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * Three {@code serve --from} replicas of one snapshot behind Debian's nginx on loopback (round
 * robin, {@code proxy_next_upstream}): requests spread over them get identical answers; a replica
 * killed mid-run makes no client see a different answer (it is failed over, or a clean error); a
 * newer snapshot rolled out replica by replica (each replica's folder gets it, the replica takes it
 * up) fails no request, and every answer during the roll-out is the old one or the new one.
 *
 * <p>nginx runs as this user, with its configuration, pid, logs and temp files in a temp folder.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ReplicasBehindNginxIT {
    /** The name nginx passes on as Host; the replicas answer it (serve --allow-host). */
    static final String HOST = "kg.test:8080";
    /** Debian's nginx is in /usr/sbin, which a user's PATH may lack. */
    static final String NGINX = Files.isExecutable(Path.of("/usr/sbin/nginx")) ? "/usr/sbin/nginx" : "nginx";

    @TempDir static Path dir;
    static Path older, newer;
    static long olderGen, newerGen;
    static final List<Replica> replicas = new ArrayList<>();
    static Process nginx;
    static int lbPort;
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    /** The answer of every request kind on the older snapshot, then on the newer. */
    static final Map<String, String> olderAnswers = new TreeMap<>(), newerAnswers = new TreeMap<>();

    /** Request kinds: path and query, one per face a load balancer carries (SPARQL endpoint, JSON API). */
    static final Map<String, String> KINDS = Map.of(
            "sparql-count", "/doca/sparql?query=" + enc("SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }"),
            "sparql-graphs", "/doca/sparql?query=" + enc("SELECT ?g WHERE { GRAPH ?g { } } ORDER BY ?g"),
            "search", "/api/search?query=" + enc("DMA buffer"),
            "route", "/api/route?question=" + enc("copy memory between host and GPU"));

    record Replica(Path folder, int port, Process process) {}

    @BeforeAll
    static void replicasAndNginx() throws Exception {
        ServeFixture.requireTool("nginx (Debian package nginx)", NGINX, "-v");
        Path launcher = ServeFixture.launcher();
        try (DocaKg kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir))) {
            older = dir.resolve("older.tar.gz");
            olderGen = kg.snapshot(older).generation();
            kg.ingest(List.of(Paths.get(ReplicasBehindNginxIT.class.getResource("/api/include-3.0").toURI()).toString()),
                    IngestOptions.defaults(), IngestListener.NONE);
            newer = dir.resolve("newer.tar.gz");
            newerGen = kg.snapshot(newer).generation();
        }
        for (int i = 0; i < 3; i++) {
            Path folder = Files.createDirectories(dir.resolve("replica-" + i));
            Files.copy(older, folder.resolve("kg-" + olderGen + ".tar.gz"));
            replicas.add(startReplica(launcher, folder, 0));
        }
        lbPort = startNginx();
    }

    static Replica startReplica(Path launcher, Path folder, int port) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(launcher.toString(), "serve", "--from", folder.toString(), "--port", Integer.toString(port),
                "--check-every", "1", "--allow-host", HOST).redirectError(folder.resolveSibling(folder.getFileName() + ".err").toFile());
        pb.environment().put("DOCA_KG_NO_AOT", "1");
        Process p = pb.start();
        String url = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).readLine();
        if (url == null) fail("serve --from " + folder + " did not start: " + Files.readString(folder.resolveSibling(folder.getFileName() + ".err")));
        return new Replica(folder, URI.create(url).getPort(), p);
    }

    static int startNginx() throws Exception {
        Path ng = Files.createDirectories(dir.resolve("nginx"));
        for (int attempt = 0; attempt < 5; attempt++) {
            int port;
            try (ServerSocket s = new ServerSocket(0)) {
                port = s.getLocalPort();
            }
            StringBuilder upstream = new StringBuilder();
            for (Replica r : replicas) upstream.append("    server 127.0.0.1:").append(r.port()).append(" max_fails=1 fail_timeout=2s;\n");
            String user = "root".equals(System.getProperty("user.name")) ? "user root;\n" : "";
            Files.writeString(ng.resolve("nginx.conf"), user + """
                    daemon off;
                    worker_processes 1;
                    pid %1$s/nginx.pid;
                    error_log %1$s/error.log warn;
                    events { worker_connections 512; }
                    http {
                      log_format upstreams '$upstream_addr $status';
                      access_log %1$s/access.log upstreams;
                      client_body_temp_path %1$s/body; proxy_temp_path %1$s/proxy; fastcgi_temp_path %1$s/fastcgi;
                      uwsgi_temp_path %1$s/uwsgi; scgi_temp_path %1$s/scgi;
                      upstream doca_kg {
                    %2$s    keepalive 16;
                      }
                      upstream doca_kg_mcp {
                        hash $http_authorization$remote_addr consistent;
                    %2$s  }
                      server {
                        listen 127.0.0.1:%3$d;
                        location / {
                          proxy_pass http://doca_kg;
                          proxy_set_header Host %4$s;
                          proxy_http_version 1.1;
                          proxy_set_header Connection "";
                          proxy_buffering off;
                          proxy_connect_timeout 2s;
                          proxy_next_upstream error timeout http_502 http_503 non_idempotent;
                          proxy_next_upstream_tries 3;
                        }
                        location /mcp {
                          proxy_pass http://doca_kg_mcp;
                          proxy_set_header Host %4$s;
                          proxy_http_version 1.1;
                          proxy_set_header Connection "";
                          proxy_buffering off;
                          proxy_read_timeout 1h;
                        }
                      }
                    }
                    """.formatted(ng, upstream, port, HOST));
            Process p = new ProcessBuilder(NGINX, "-p", ng.toString(), "-c", ng.resolve("nginx.conf").toString(), "-e", ng.resolve("error.log").toString())
                    .redirectErrorStream(true).redirectOutput(ng.resolve("nginx.out").toFile()).start();
            for (int i = 0; i < 200 && p.isAlive(); i++) {
                try (var ignored = new java.net.Socket("127.0.0.1", port)) {
                    nginx = p;
                    return port;
                } catch (IOException notYet) {
                    Thread.sleep(50);
                }
            }
            p.destroyForcibly();
            p.waitFor(30, TimeUnit.SECONDS);
        }
        fail("nginx did not start: " + Files.readString(ng.resolve("error.log")));
        return -1;
    }

    @AfterAll
    static void stop() throws Exception {
        if (nginx != null) {
            nginx.destroy();
            nginx.waitFor(30, TimeUnit.SECONDS);
        }
        for (Replica r : replicas) {
            r.process().destroy();
            if (!r.process().waitFor(60, TimeUnit.SECONDS)) r.process().destroyForcibly();
        }
    }

    /** One answer: the HTTP status and the body with its run-dependent parts (timings) taken out; status -1 when the connection failed. */
    record Answer(String kind, int status, String body, String generation) {}

    /** {@code port}: nginx's, or a replica's asked directly (under its own loopback name). */
    static Answer get(String kind, int port) {
        try {
            var b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + KINDS.get(kind))).timeout(Duration.ofSeconds(120))
                    .header("Accept", "application/sparql-results+json, application/json");
            var r = HTTP.send(b.GET().build(), HttpResponse.BodyHandlers.ofString());
            return new Answer(kind, r.statusCode(), normalized(r.body()), r.headers().firstValue("Doca-Kg-Generation").orElse(null));
        } catch (IOException e) {
            return new Answer(kind, -1, e.toString(), null);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Answer(kind, -1, e.toString(), null);
        }
    }

    private static final com.fasterxml.jackson.databind.ObjectMapper JSON = new com.fasterxml.jackson.databind.ObjectMapper();

    static String normalized(String body) {
        try {
            return strip(JSON.readTree(body)).toString();
        } catch (IOException notJson) {
            return body;
        }
    }

    private static com.fasterxml.jackson.databind.JsonNode strip(com.fasterxml.jackson.databind.JsonNode n) {
        if (n instanceof com.fasterxml.jackson.databind.node.ObjectNode o) {
            List<String> timing = new ArrayList<>();
            o.fieldNames().forEachRemaining(f -> { if (f.toLowerCase().contains("millis") || f.equals("tookMs")) timing.add(f); });
            o.remove(timing);
            o.forEach(ReplicasBehindNginxIT::strip);
        } else if (n != null && n.isArray()) n.forEach(ReplicasBehindNginxIT::strip);
        return n;
    }

    /** Runs {@code count} requests through nginx on 8 clients, kinds in turn; {@code during} runs once {@code after} of them are done. */
    static List<Answer> load(int count, int after, Runnable during) throws Exception {
        List<Answer> answers = java.util.Collections.synchronizedList(new ArrayList<>());
        List<String> kinds = new ArrayList<>(new TreeSet<>(KINDS.keySet()));
        AtomicInteger next = new AtomicInteger();
        ExecutorService clients = Executors.newFixedThreadPool(8);
        List<Future<?>> running = new ArrayList<>();
        AtomicBoolean fired = new AtomicBoolean();
        for (int c = 0; c < 8; c++) running.add(clients.submit(() -> {
            for (int i; (i = next.getAndIncrement()) < count; ) {
                if (i >= after && during != null && fired.compareAndSet(false, true)) during.run();
                answers.add(get(kinds.get(i % kinds.size()), lbPort));
            }
            return null;
        }));
        for (Future<?> f : running) f.get(10, TimeUnit.MINUTES);
        clients.shutdown();
        return answers;
    }

    @Test
    @Order(1)
    void aThousandRequestsSpreadOverThreeReplicasGetIdenticalAnswers() throws Exception {
        List<Answer> answers = load(1000, 0, null);
        assertEquals(1000, answers.size());
        Map<String, Set<String>> bodies = new ConcurrentHashMap<>();
        for (Answer a : answers) {
            assertEquals(200, a.status(), a.kind() + ": " + a.body());
            bodies.computeIfAbsent(a.kind(), k -> ConcurrentHashMap.newKeySet()).add(a.body());
        }
        for (var e : bodies.entrySet()) assertEquals(1, e.getValue().size(), e.getKey() + " answered differently by the replicas");
        bodies.forEach((k, v) -> olderAnswers.put(k, v.iterator().next()));
        assertEquals(KINDS.keySet(), olderAnswers.keySet());
        // every replica took its share
        Map<String, Integer> perUpstream = new TreeMap<>();
        for (String line : Files.readAllLines(dir.resolve("nginx/access.log")))
            perUpstream.merge(line.split(" ")[0], 1, Integer::sum);
        for (Replica r : replicas)
            assertTrue(perUpstream.getOrDefault("127.0.0.1:" + r.port(), 0) >= 200, "replica on " + r.port() + " served too little: " + perUpstream);
    }

    @Test
    @Order(2)
    void anMcpSessionThroughNginxStaysOnOneReplicaAndAnswersAsEachReplicaDoes() throws Exception {
        var args = java.util.Map.<String, Object>of("query", "DMA buffer", "limit", 5);
        String throughNginx = mcpCall("http://127.0.0.1:" + lbPort, args);
        for (Replica r : replicas) assertEquals(throughNginx, mcpCall("http://127.0.0.1:" + r.port(), args), "replica on " + r.port());
    }

    /** search_docs over one MCP session (the MCP Java SDK's streamable-HTTP client), several calls, the last answer's structured content. */
    static String mcpCall(String base, java.util.Map<String, Object> args) throws Exception {
        var transport = io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport.builder(base).endpoint("/mcp").build();
        try (var client = io.modelcontextprotocol.client.McpClient.sync(transport).requestTimeout(Duration.ofMinutes(2)).build()) {
            client.initialize();
            assertTrue(client.listTools().tools().stream().anyMatch(t -> t.name().equals("search_docs")));
            String last = null;
            for (int i = 0; i < 10; i++) {
                var r = client.callTool(new io.modelcontextprotocol.spec.McpSchema.CallToolRequest("search_docs", args));
                assertTrue(!Boolean.TRUE.equals(r.isError()), String.valueOf(r.content()));
                String answer = normalized(JSON.writeValueAsString(r.structuredContent()));
                if (last != null) assertEquals(last, answer, "one session, one answer");
                last = answer;
            }
            return last;
        }
    }

    @Test
    @Order(3)
    void aReplicaKilledMidRunMakesNoClientSeeADifferentAnswer() throws Exception {
        Replica victim = replicas.get(1);
        List<Answer> answers = load(600, 200, () -> victim.process().destroyForcibly());
        int failed = 0;
        for (Answer a : answers) {
            if (a.status() == 200) assertEquals(olderAnswers.get(a.kind()), a.body(), a.kind() + ": a different answer after the kill");
            else failed++;
        }
        System.err.println("ReplicasBehindNginxIT: replica killed mid-run: " + (answers.size() - failed) + " answered alike, " + failed + " clean errors");
        assertTrue(failed < 30, failed + " requests failed: nginx should fail them over to the live replicas");
        assertTrue(victim.process().waitFor(60, TimeUnit.SECONDS));
        // back on its port for the roll-out
        replicas.set(1, startReplica(ServeFixture.launcher(), victim.folder(), victim.port()));
    }

    @Test
    @Order(4)
    void aNewerSnapshotRolledOutReplicaByReplicaFailsNoRequest() throws Exception {
        AtomicBoolean rolledOut = new AtomicBoolean();
        List<Answer> during = java.util.Collections.synchronizedList(new ArrayList<>());
        Thread roller = Thread.ofPlatform().start(() -> {
            try {
                for (Replica r : replicas) {
                    Path part = r.folder().resolve(".kg-" + newerGen + ".tar.gz.part");
                    Files.copy(newer, part);
                    Files.move(part, r.folder().resolve("kg-" + newerGen + ".tar.gz"), StandardCopyOption.ATOMIC_MOVE);
                    // wait until this replica answers from the newer generation, then the next
                    for (int i = 0; i < 600 && !Long.toString(newerGen).equals(get("search", r.port()).generation()); i++) Thread.sleep(200);
                }
            } catch (Exception e) {
                throw new IllegalStateException(e);
            } finally {
                rolledOut.set(true);
            }
        });
        List<String> kinds = new ArrayList<>(new TreeSet<>(KINDS.keySet()));
        ExecutorService clients = Executors.newFixedThreadPool(6);
        List<Future<?>> running = new ArrayList<>();
        AtomicInteger next = new AtomicInteger();
        for (int c = 0; c < 6; c++) running.add(clients.submit(() -> {
            while (!rolledOut.get()) during.add(get(kinds.get(next.getAndIncrement() % kinds.size()), lbPort));
            return null;
        }));
        roller.join(TimeUnit.MINUTES.toMillis(15));
        for (Future<?> f : running) f.get(5, TimeUnit.MINUTES);
        clients.shutdown();
        for (Replica r : replicas)
            assertEquals(Long.toString(newerGen), get("search", r.port()).generation(), "replica on " + r.port() + " took up the newer snapshot");
        for (String kind : KINDS.keySet()) newerAnswers.put(kind, get(kind, replicas.get(0).port()).body());
        assertTrue(during.size() > 20, "requests ran during the roll-out: " + during.size());
        long failed = during.stream().filter(a -> a.status() != 200).count();
        assertEquals(0, failed, "failed during the roll-out: " + during.stream().filter(a -> a.status() != 200).limit(3).toList());
        for (Answer a : during)
            assertTrue(a.body().equals(olderAnswers.get(a.kind())) || a.body().equals(newerAnswers.get(a.kind())),
                    a.kind() + ": neither the old nor the new answer: " + a.body());
        assertNotEquals(olderAnswers.get("sparql-count"), newerAnswers.get("sparql-count"), "the newer snapshot answers differently");
        // afterwards every answer is the newer one
        for (Answer a : load(200, 0, null)) assertEquals(newerAnswers.get(a.kind()), a.body(), a.kind());
    }

    private static String enc(String s) { return URLEncoder.encode(s, StandardCharsets.UTF_8); }
}
