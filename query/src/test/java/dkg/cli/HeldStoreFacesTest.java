package dkg.cli;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.FixtureStore;
import dkg.hold.HolderClient;
import dkg.hold.HolderInfo;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command answered by a live {@code serve} and by a live {@code mcp} (real processes): each
 * answers as it does alone, and afterwards the holder still answers SPARQL over HTTP, its web page
 * and an MCP tools/call; a hundred mixed commands later it still does. {@code status} through the
 * holder used to close the holder's dataset, after which every request failed.
 */
class HeldStoreFacesTest {
    @TempDir Path dir;
    private Path store;
    private Path extra;

    @BeforeEach
    void fixture() {
        Path bundle = FixtureStore.copyBundle(dir);
        FixtureStore.ingest(dir, bundle).close();
        store = dir.resolve("store");
        extra = FixtureStore.writeSkill(dir.resolve("extra/skills/libs/doca-extra"), "doca-extra", "library",
                "A skill ingested and forgotten through the holder.", "doca-extra", "Extra text about the extra engine.").getParent().getParent().getParent();
    }

    /** Commands that read the store: through the holder they answer exactly as alone. */
    private List<String[]> readers() throws Exception {
        String s = store.toString();
        String code = Path.of(getClass().getResource("/code/clean/dma_copy_ok.c").toURI()).toString();
        return List.of(
                new String[] {"search", "--store", s, "widget", "--limit", "3"},
                new String[] {"ask", "--store", s, "how do I submit a widget task?"},
                new String[] {"route", "--store", s, "copy a buffer with the widget engine"},
                new String[] {"explain", "--store", s, "NOT_PERMITTED"},
                new String[] {"describe", "--store", s, "no_such_symbol"},
                new String[] {"sparql", "--store", s, "--format", "csv", "SELECT (COUNT(DISTINCT ?g) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }"},
                new String[] {"stats", "--store", s, "--json"},
                new String[] {"vocab", "--store", s},
                new String[] {"caps", "--store", s},
                new String[] {"lint", "--store", s},
                new String[] {"examples", "--store", s, "doca_widget_submit"},
                new String[] {"check", "--store", s, code});
    }

    record Answer(int exit, String out, String err) {}

    private static Answer forward(String... args) {
        CliRun r = CliRun.throughHolder(args);
        assertNotNull(r, "the holder answers " + String.join(" ", args));
        return new Answer(r.exit(), r.out(), r.err());
    }

    private Process holder(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Start.class.getName()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectError(dir.resolve("holder.log").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(180);
        while (HolderClient.info(store).isEmpty()) {
            assertTrue(p.isAlive(), () -> "the holder ended early: " + log());
            assertTrue(System.nanoTime() < deadline, "the holder did not start holding the store");
            Thread.sleep(200);
        }
        return p;
    }

    private String log() {
        try { return Files.readString(dir.resolve("holder.log")); } catch (IOException e) { return e.toString(); }
    }

    private List<Answer> alone() throws Exception {
        List<Answer> out = new ArrayList<>();
        for (String[] c : readers()) {
            CliRun r = CliRun.of(c);
            out.add(new Answer(r.exit(), r.out(), r.err()));
        }
        return out;
    }

    /** Runs every command through the holder; returns the SPARQL answer before and after ingest and forget. */
    private void everyCommandThrough(long pid, String serves, List<Answer> alone) throws Exception {
        Answer status = forward("status", "--store", store.toString());
        assertEquals(0, status.exit(), status.err());
        assertTrue(status.out().contains("held by   pid " + pid + ", " + serves), status.out());
        assertTrue(status.out().contains("state     ready"), "the holder reads its own store: " + status.out());
        Answer statusJson = forward("status", "--store", store.toString(), "--json");
        assertTrue(statusJson.out().contains("\"since\""), statusJson.out());
        List<String[]> readers = readers();
        for (int i = 0; i < readers.size(); i++) {
            Answer a = forward(readers.get(i));
            String what = String.join(" ", readers.get(i));
            assertEquals(alone.get(i), a, what);
            assertNotEquals(2, a.exit(), what + ": " + a.err());
        }
        Answer ingest = forward("ingest", "--store", store.toString(), extra.toString());
        assertEquals(0, ingest.exit(), ingest.err());
        Answer found = forward("search", "--store", store.toString(), "extra engine", "--json");
        assertTrue(found.out().contains("doca-extra"), found.out());
        Answer forget = forward("forget", "--store", store.toString(), "skills/libs/doca-extra/");
        assertEquals(0, forget.exit(), forget.err());
        Answer gone = forward("search", "--store", store.toString(), "extra engine", "--json");
        assertFalse(gone.out().contains("doca-extra"), gone.out());
        // and the reading commands answer as before the ingest and the forget
        assertEquals(alone.get(6), forward(readers.get(6)));
        // a snapshot taken by the holder is its current generation, whole
        Path snap = dir.resolve("held-" + pid + ".tar.gz");
        Answer snapshot = forward("snapshot", "--store", store.toString(), "--to", snap.toString(), "--json");
        assertEquals(0, snapshot.exit(), snapshot.err());
        long generation = dkg.storage.StoreSnapshot.unpack(snap, dir.resolve("held-" + pid + "-unpacked")).generation();
        assertTrue(snapshot.out().contains("\"generation\" : " + generation), snapshot.out());
    }

    private void hundredMixed(List<Answer> alone) throws Exception {
        List<String[]> readers = readers();
        for (int i = 0; i < 100; i++) {
            int k = (i * 7) % readers.size();
            String[] c = i % 10 == 9 ? new String[] {"status", "--store", store.toString()} : readers.get(k);
            Answer a = forward(c);
            if (c[0].equals("status")) assertEquals(0, a.exit(), a.err());
            else assertEquals(alone.get(k), a, String.join(" ", c));
        }
    }

    @Test
    void serveAnswersEveryCommandAndGoesOnServingTheWebPageSparqlAndMcp() throws Exception {
        List<Answer> alone = alone();
        Process serve = holder("serve", "--store", store.toString(), "--port", "0");
        try {
            String sparql = new String(readLine(serve.getInputStream()), StandardCharsets.UTF_8);
            assertTrue(sparql.startsWith("http://127.0.0.1:"), sparql);
            String page = sparql.substring(0, sparql.indexOf("/", "http://".length()) + 1);
            everyCommandThrough(serve.pid(), "serve on " + page, alone);
            healthyServe(sparql, page);
            hundredMixed(alone);
            healthyServe(sparql, page);
        } finally {
            serve.destroy();
            assertTrue(serve.waitFor(120, TimeUnit.SECONDS));
        }
        assertFalse(Files.exists(dkg.hold.HolderSocket.path(store)), "serve stopped removes its socket");
    }

    @Test
    void mcpAnswersEveryCommandAndGoesOnAnsweringItsAgentAndARelay() throws Exception {
        List<Answer> alone = alone();
        Process mcp = holder("mcp", "--store", store.toString());
        try (OutputStream agent = mcp.getOutputStream()) {
            LinesOut replies = new LinesOut();
            Thread.ofVirtual().start(() -> { try { mcp.getInputStream().transferTo(replies); } catch (IOException ignored) { } });
            assertTrue(toolsCall(agent, replies).contains("\"isError\":false"));
            everyCommandThrough(mcp.pid(), "mcp (stdio)", alone);
            assertTrue(toolsCall(agent, replies).contains("\"isError\":false"), "the holder's own agent is still answered");
            assertTrue(relayedToolsCall().contains("\"isError\":false"));
            hundredMixed(alone);
            assertTrue(toolsCall(agent, replies).contains("\"isError\":false"));
        }
        assertTrue(mcp.waitFor(120, TimeUnit.SECONDS), "mcp ends with its input");
        assertEquals(0, mcp.exitValue(), log());
    }

    @Test
    void mcpStartedWhileServeHoldsTheStoreJoinsIt() throws Exception {
        Process serve = holder("serve", "--store", store.toString(), "--port", "0");
        try {
            HolderInfo h = HolderClient.info(store).orElseThrow();
            assertEquals(serve.pid(), h.pid());
            String reply = relayedToolsCall();
            assertTrue(reply.contains("\"isError\":false"), reply);
            assertTrue(reply.contains("widget"), "the session reads the held store: " + reply);
            // bad flags are refused in one line, as mcp alone would
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            OptionalInt bad = HolderClient.relay(List.of("mcp", "--store", store.toString(), "--max-rows", "0"),
                    InputStream.nullInputStream(), OutputStream.nullOutputStream(), new PrintStream(err, true, StandardCharsets.UTF_8));
            assertEquals(OptionalInt.of(1), bad);
            assertEquals("doca-kg: --timeout and --max-rows must be at least 1\n", err.toString(StandardCharsets.UTF_8));
            // DOCA_KG_NO_FORWARD=1: status runs here, where the store cannot be opened, and names the holder
            List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), Start.class.getName(), "status", "--store", store.toString());
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD);
            pb.environment().put("DOCA_KG_NO_FORWARD", "1");
            Process here = pb.start();
            String out = new String(here.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(here.waitFor(120, TimeUnit.SECONDS));
            assertEquals(0, here.exitValue(), out);
            assertTrue(out.contains("state     held by another process"), "not forwarded: " + out);
            assertTrue(out.contains("held by   pid " + serve.pid() + ", serve on http://127.0.0.1:"), out);
        } finally {
            serve.destroy();
            assertTrue(serve.waitFor(120, TimeUnit.SECONDS));
        }
    }

    private void healthyServe(String sparql, String page) throws Exception {
        try (HttpClient http = HttpClient.newHttpClient()) {
            HttpResponse<String> q = http.send(HttpRequest.newBuilder(URI.create(sparql + "?query="
                    + URLEncoder.encode("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }", StandardCharsets.UTF_8))).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, q.statusCode(), q.body());
            HttpResponse<String> p = http.send(HttpRequest.newBuilder(URI.create(page)).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, p.statusCode(), p.body());
            assertTrue(p.body().contains("<html"), p.body());
        }
        assertTrue(relayedToolsCall().contains("\"isError\":false"));
    }

    private static final String INIT = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
            + "\"capabilities\":{},\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}\n"
            + "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n";
    private int nextId = 100;

    /** Sends a search_docs call on an initialized session and returns its reply line. */
    private String toolsCall(OutputStream agent, LinesOut replies) throws Exception {
        if (nextId == 100) {
            agent.write(INIT.getBytes(StandardCharsets.UTF_8));
            agent.flush();
            assertTrue(replies.next().contains("\"id\":1"));
        }
        int id = nextId++;
        agent.write(("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"search_docs\","
                + "\"arguments\":{\"query\":\"widget\",\"limit\":3}}}\n").getBytes(StandardCharsets.UTF_8));
        agent.flush();
        String line = replies.next();
        assertTrue(line.contains("\"id\":" + id), line);
        return line;
    }

    /** A whole session through an mcp relay: initialize, one tools/call, end of input; returns the call's reply. */
    private String relayedToolsCall() throws Exception {
        PipedOutputStream agent = new PipedOutputStream();
        PipedInputStream relayIn = new PipedInputStream(agent, 1 << 16);
        LinesOut replies = new LinesOut();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CompletableFuture<OptionalInt> relay = CompletableFuture.supplyAsync(() -> HolderClient.relay(
                List.of("mcp", "--store", store.toString()), relayIn, replies, new PrintStream(err, true, StandardCharsets.UTF_8)));
        int saved = nextId;
        nextId = 100;
        String reply;
        try {
            reply = toolsCall(agent, replies);
        } finally {
            nextId = saved;
            agent.close();
        }
        assertEquals(OptionalInt.of(0), relay.get(120, TimeUnit.SECONDS), err.toString(StandardCharsets.UTF_8));
        return reply;
    }

    private static byte[] readLine(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (int c; (c = in.read()) != '\n' && c >= 0; ) b.write(c);
        return b.toByteArray();
    }

    /** An agent's end of the protocol: whole lines, in order, waited for within generous bounds. */
    private static final class LinesOut extends OutputStream {
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();
        private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                lines.add(line.toString(StandardCharsets.UTF_8));
                line.reset();
            } else line.write(b);
        }

        String next() throws InterruptedException {
            String l = lines.poll(120, TimeUnit.SECONDS);
            assertNotNull(l, "no MCP reply");
            return l;
        }
    }
}
