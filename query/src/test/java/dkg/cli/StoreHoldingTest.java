package dkg.cli;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.FixtureStore;
import dkg.hold.HolderSocket;
import dkg.hold.HolderClient;
import dkg.vocab.DKG;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A store held by one process answers the commands of others; a killed holder locks nobody out. */
class StoreHoldingTest {
    @TempDir Path dir;

    record Answer(int exit, String out, String err) {}

    static Answer forward(String... args) {
        CliRun r = CliRun.throughHolder(args);
        return r == null ? null : new Answer(r.exit(), r.out(), r.err());
    }

    private Path fixtureStore() {
        Path bundle = FixtureStore.copyBundle(dir);
        FixtureStore.ingest(dir, bundle).close();
        return dir.resolve("store");
    }

    @Test
    void commandsThroughTheHolderAnswerAsWhenRunAlone() {
        String store = fixtureStore().toString();
        List<String[]> commands = List.of(
                new String[] {"stats", "--store", store, "--json"},
                new String[] {"search", "--store", store, "widget", "--limit", "3"},
                new String[] {"describe", "--store", store, "no_such_symbol"},
                new String[] {"route", "--store", store, "nonsense", "--lang", "xx"},
                new String[] {"--json", "search", "--store", store, "widget", "--limit", "0"});
        List<CliRun> alone = new ArrayList<>();
        for (String[] c : commands) alone.add(CliRun.of(c));
        assertNull(forward(commands.get(0)), "nothing holds the store yet");

        try (dkg.api.DocaKg kg = dkg.api.DocaKg.open(Path.of(store));
             StoreHolding holding = StoreHolding.start(kg, "test")) {
            for (int i = 0; i < commands.size(); i++) {
                Answer a = forward(commands.get(i));
                assertNotNull(a, "a live holder answers");
                assertEquals(alone.get(i).exit(), a.exit(), String.join(" ", commands.get(i)));
                assertEquals(alone.get(i).out(), a.out(), String.join(" ", commands.get(i)));
                assertEquals(alone.get(i).err(), a.err(), String.join(" ", commands.get(i)));
            }
            assertTrue(alone.get(2).exit() == 1 && alone.get(3).exit() == 1 && alone.get(4).exit() == 1, "bad input exits 1 both ways");
            assertTrue(alone.get(4).out().contains("\"error\""), "with --json the refusal is JSON on stdout: " + alone.get(4).out());
        }
        assertFalse(Files.exists(HolderSocket.path(Path.of(store))), "closing the holder removes its socket");
    }

    /** Runs with {@code text} as this process's standard input. */
    static <T> T withStdin(String text, java.util.function.Supplier<T> run) {
        java.io.InputStream was = System.in;
        System.setIn(new java.io.ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        try {
            return run.get();
        } finally {
            System.setIn(was);
        }
    }

    @Test
    void aQuestionOnStdinReachesTheHolderAndNeverReadsTheHoldersOwnInput() {
        String store = fixtureStore().toString();
        String question = "- how do I copy a buffer with the widget engine?\n[widget] submit failed\n";
        CliRun alone = withStdin(question, () -> CliRun.of("route", "--store", store, "-", "--json"));
        assertEquals(0, alone.exit(), alone.err());
        try (dkg.api.DocaKg kg = dkg.api.DocaKg.open(Path.of(store));
             StoreHolding holding = StoreHolding.start(kg, "test")) {
            Answer held = withStdin(question, () -> forward("route", "--store", store, "-", "--json"));
            assertEquals(0, held.exit(), held.err());
            assertEquals(alone.out(), held.out(), "the same answer through the holder");
            // a - that reaches the holder unread (an old client) is refused, not read from the holder's own stdin
            Answer raw = withStdin("", () -> {
                ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
                // what the holder does with a forwarded command line
                int code = Stdin.forwarded(() -> Main.execute(new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8), List.of("route", "--store", store, "-")));
                return new Answer(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
            });
            assertEquals(1, raw.exit(), raw.err());
            assertTrue(raw.err().contains("did not reach the process holding the store"), raw.err());
        }
    }

    @Test
    void theSocketIsOpenToItsOwnerOnly() throws IOException {
        Path store = fixtureStore();
        try (dkg.api.DocaKg kg = dkg.api.DocaKg.open(store);
             StoreHolding holding = StoreHolding.start(kg, "test")) {
            assertEquals(Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE),
                    Files.getPosixFilePermissions(HolderSocket.path(store)));
        }
    }

    @Test
    void aStoreTooDeepForASocketIsStillServedOnlyNotShared() {
        // a Unix-domain socket path holds at most 107 bytes
        Path deep = dir.resolve("d".repeat(60)).resolve("e".repeat(60)).resolve("store");
        try (dkg.api.DocaKg kg = dkg.api.DocaKg.open(deep);
             StoreHolding holding = StoreHolding.start(kg, "test")) {
            assertNotNull(StoreHolding.heldFor(deep), "this process still serves it");
            assertNull(forward("stats", "--store", deep.toString()), "no socket: a command runs by itself");
        }
    }

    @Test
    void anIngestThroughTheHolderIsSeenWholeByEightConcurrentClients() throws Exception {
        Path store = fixtureStore();
        Path skill = dir.resolve("bundle/skills/libs/doca-widget/SKILL.md");
        String query = DKG.PREFIXES + """
                SELECT ?gen (COUNT(DISTINCT ?s) AS ?sections) WHERE {
                  GRAPH <%s> { <%s> dkg:generation ?gen }
                  GRAPH ?g { ?s a dkg:Section }
                } GROUP BY ?gen""".formatted(DKG.SYSTEM_GRAPH, DKG.SYSTEM_GRAPH);
        String[] ask = {"sparql", "--store", store.toString(), "--format", "csv", query};
        try (dkg.api.DocaKg kg = dkg.api.DocaKg.open(store);
             StoreHolding holding = StoreHolding.start(kg, "test")) {
            String before = forward(ask).out();
            AtomicBoolean done = new AtomicBoolean();
            List<String> seen = Collections.synchronizedList(new ArrayList<>());
            ExecutorService clients = Executors.newFixedThreadPool(8);
            List<Future<?>> running = new ArrayList<>();
            for (int i = 0; i < 8; i++) running.add(clients.submit(() -> {
                do {
                    Answer a = forward(ask);
                    assertEquals(0, a.exit(), a.err());
                    assertEquals("", a.err());
                    seen.add(a.out());
                } while (!done.get());
                return null;
            }));
            Files.writeString(skill, Files.readString(skill) + "\n## Added while serving\nA section added by the test.\n\n## And another\nMore text.\n");
            Answer ingest = forward("ingest", "--store", store.toString(), dir.resolve("bundle").toString());
            done.set(true);
            for (Future<?> f : running) f.get(120, TimeUnit.SECONDS);
            clients.shutdown();
            assertEquals(0, ingest.exit(), ingest.err());
            String after = forward(ask).out();
            assertNotEquals(before, after, "the ingest moved generation and section count");
            assertFalse(seen.isEmpty());
            for (String s : seen) assertTrue(s.equals(before) || s.equals(after), "a client saw a mix of generations: " + s);
        }
    }

    @Test
    void aHolderKilledWithSigkillLeavesAStoreTheNextCommandOpens() throws Exception {
        Path store = fixtureStore();
        Process serve = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "dkg.cli.Main", "serve", "--store", store.toString(), "--port", "0")
                .redirectErrorStream(true).redirectOutput(dir.resolve("serve.log").toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (HolderClient.info(store).isEmpty()) {
                assertTrue(serve.isAlive(), () -> "serve ended early: " + readQuietly(dir.resolve("serve.log")));
                assertTrue(System.nanoTime() < deadline, "serve did not start holding the store");
                Thread.sleep(200);
            }
            Answer whileHeld = forward("stats", "--store", store.toString());
            assertEquals(0, whileHeld.exit(), whileHeld.err());
            CliRun second = CliRun.of("serve", "--store", store.toString(), "--port", "0");
            assertEquals(1, second.exit(), "a second holder is refused with a clear message");
            assertTrue(second.err().contains("held by process " + serve.pid()), second.err());
        } finally {
            serve.destroyForcibly();
            serve.waitFor(60, TimeUnit.SECONDS);
        }
        assertTrue(Files.exists(HolderSocket.path(store)), "SIGKILL leaves the socket file behind");
        assertNull(forward("stats", "--store", store.toString()), "a socket nobody listens on is not followed");
        CliRun stats = CliRun.of("stats", "--store", store.toString(), "--json");
        assertEquals(0, stats.exit(), stats.err());
        assertEquals(whileHeldStats(store), stats.out());
    }

    private static String whileHeldStats(Path store) {
        return CliRun.of("stats", "--store", store.toString(), "--json").out();
    }

    private static String readQuietly(Path p) {
        try { return Files.readString(p); } catch (IOException e) { return e.toString(); }
    }
}
