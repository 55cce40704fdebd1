package dkg.storage;

import static org.junit.jupiter.api.Assertions.*;

import dkg.search.Searcher;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.jena.graph.Node;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills child JVMs committing into a store with SIGKILL, at random moments, at each step of the
 * commit protocol (including between the fsync and the rename of each stamp write) and, through
 * strace's fault injection, at the n-th fsync and rename system call (the TDB2 journal fsync among
 * them). After every kill: a Jena-free reader either refuses the index as unsettled or sees the
 * graph's generation; then the CLI's {@code search}, {@code sparql} and {@code validate} agree
 * with each other and with the store, which opens at a committed generation with exactly that
 * generation's content.
 */
class StoreCrashIT {
    @TempDir Path dir;

    /** Outcomes, for the report line at the end of each test. */
    private final java.util.Map<String, Integer> outcomes = new java.util.TreeMap<>();

    @Test
    void theStoreSurvivesKillsAtAnyPoint() throws Exception {
        Random random = new Random(20240611);
        long lastSeen = 0;
        // deterministic points: between each pair of protocol steps, on the second commit of a run
        for (KgStore.Step step : KgStore.Step.values()) lastSeen = killAndCheck(List.of(step.name(), "2"), -1, lastSeen);
        // random moments while commits run back to back
        for (int run = 0; run < 6; run++) lastSeen = killAndCheck(List.of(), 100 + random.nextInt(900), lastSeen);
        assertTrue(lastSeen >= KgStore.Step.values().length, "the children committed something: " + lastSeen);
        System.err.println("StoreCrashIT step and random kills: " + outcomes);
    }

    /**
     * SIGKILL at the n-th fsync, fdatasync or rename of a committing child (strace injects the signal
     * at the system call itself), for every n through two commits: the TDB2 journal fsync, Lucene's
     * fsyncs and both stamp renames are all hit.
     */
    @Test
    void theStoreSurvivesKillsAtEverySyncAndRename() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(straceWorks(), "strace cannot trace here (not installed or ptrace is forbidden)");
        long lastSeen = killAndCheck(List.of(), 1500, 0); // a store with some generations first
        for (String call : List.of("fsync,fdatasync", "rename,renameat,renameat2")) {
            for (int n = 1; n <= 16; n++) lastSeen = killAtSyscall(call, n, lastSeen);
        }
        System.err.println("StoreCrashIT syscall kills (" + syscallKills + " of 32 runs killed mid-commit): " + outcomes);
        assertTrue(syscallKills >= 16, "the injected kills hit commits: " + syscallKills);
    }

    /** Whether strace can trace a child here (installed, and ptrace allowed). */
    static boolean straceWorks() {
        try {
            Process p = new ProcessBuilder("strace", "-f", "-o", "/dev/null", "true").redirectErrorStream(true).start();
            return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (java.io.IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Runs a child under strace that SIGKILLs it at the n-th matching system call after the store opened. */
    private long killAtSyscall(String calls, int n, long before) throws Exception {
        // strace counts from process start: skip the calls the store's open makes (measured apart)
        List<String> cmd = new ArrayList<>(List.of("strace", "-f", "-qq", "-o", "/dev/null", "-e", "trace=" + calls,
                "-e", "inject=" + calls + ":signal=KILL:when=" + (n + openSyscalls(calls)),
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), CrashCommitter.class.getName(), dir.toString(), "LIMIT", "3"));
        Process child = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        AtomicLong reported = new AtomicLong(before);
        Thread reader = Thread.ofVirtual().start(() -> {
            try (var in = new BufferedReader(new InputStreamReader(child.getInputStream()))) {
                for (String line; (line = in.readLine()) != null; )
                    if (line.startsWith("committed ")) reported.set(Long.parseLong(line.substring(10)));
            } catch (java.io.IOException ignored) { /* the child died */ }
        });
        boolean done = child.waitFor(60, TimeUnit.SECONDS);
        if (!done) child.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        reader.join(5000);
        if (done && child.exitValue() != 0) syscallKills++;
        String where = "kill at " + calls + " #" + n;
        return checkAgreement(where, Math.max(reported.get(), before), null);
    }

    private int syscallKills;

    /** Matching system calls a child makes before its first commit (store open and reconcile), measured once per call set. */
    private final java.util.Map<String, Integer> openCounts = new java.util.HashMap<>();

    private int openSyscalls(String calls) throws Exception {
        Integer known = openCounts.get(calls);
        if (known != null) return known;
        Path log = dir.resolveSibling(dir.getFileName() + "-strace.log");
        List<String> cmd = List.of("strace", "-f", "-qq", "-o", log.toString(), "-e", "trace=" + calls,
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), CrashCommitter.class.getName(), dir.toString(), "LIMIT", "0");
        Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "an open-only child finished");
        long count = java.nio.file.Files.readAllLines(log).stream().filter(l -> !l.contains("resumed>") && !l.contains("+++") && !l.contains("---")).count();
        java.nio.file.Files.deleteIfExists(log);
        openCounts.put(calls, (int) count);
        return (int) count;
    }

    /** Runs a child, kills it, checks the store; returns the store's generation. */
    private long killAndCheck(List<String> pauseArgs, int delayMs, long before) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), CrashCommitter.class.getName(), dir.toString()));
        cmd.addAll(pauseArgs);
        Process child = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        AtomicLong reported = new AtomicLong(before);
        var paused = new java.util.concurrent.CountDownLatch(1);
        Thread reader = Thread.ofVirtual().start(() -> {
            try (var in = new BufferedReader(new InputStreamReader(child.getInputStream()))) {
                for (String line; (line = in.readLine()) != null; ) {
                    if (line.startsWith("committed ")) reported.set(Long.parseLong(line.substring(10)));
                    if (line.startsWith("AT ")) paused.countDown();
                }
            } catch (java.io.IOException ignored) { /* the child died */ }
        });
        try {
            if (pauseArgs.isEmpty()) {
                // the child's first commit of this run, however long its JVM takes to start on a busy
                // machine, then a random moment while commits run back to back
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
                while (reported.get() <= before && child.isAlive() && System.nanoTime() < deadline) Thread.sleep(20);
                Thread.sleep(delayMs);
            } else {
                assertTrue(paused.await(30, TimeUnit.SECONDS), "child never reached " + pauseArgs);
            }
            assertTrue(child.isAlive(), () -> "child exited on its own: " + child.exitValue());
        } finally {
            child.destroyForcibly(); // SIGKILL on Linux
            child.waitFor(10, TimeUnit.SECONDS);
            reader.join(5000);
        }

        long committed = reported.get();
        String where = pauseArgs.isEmpty() ? "random kill" : "kill at " + pauseArgs.get(0);
        KgStore.Step step = pauseArgs.size() == 2 ? KgStore.Step.valueOf(pauseArgs.get(0)) : null;
        return checkAgreement(where, Math.max(committed, before), step);
    }

    /**
     * The checks after a kill: first a Jena-free reader (before anything repairs the store), then the
     * CLI's search, sparql and validate, then the store itself.
     */
    private long checkAgreement(String where, long committed, KgStore.Step step) throws Exception {
        long jenaFree;
        try (Searcher s = Searcher.openStore(dir)) {
            jenaFree = s.generation();
        } catch (dkg.search.StaleIndexException stale) {
            jenaFree = -1; // unsettled: the reader takes the slow path
        }
        long searchHits = cliSearchHits(where);
        long sparqlSections = cliSparqlSections(where);
        int validate = cli("validate", "--store", dir.toString()).exit();
        assertNotEquals(2, validate, where + ": validate failed internally");

        try (KgStore store = KgStore.open(dir)) {
            long gen = store.generation();
            assertTrue(jenaFree == -1 || jenaFree == gen,
                    where + ": a Jena-free reader trusted generation " + jenaFree + " while the graph is at " + gen);
            outcomes.merge(jenaFree == -1 ? "jena-free reader sent to the slow path" : "jena-free reader served the graph's generation", 1, Integer::sum);
            assertTrue(gen >= committed && gen <= committed + 1,
                    where + ": generation " + gen + " but the child reported " + committed);
            if (step != null && step.ordinal() >= KgStore.Step.GRAPH_COMMITTED.ordinal())
                assertEquals(committed + 1, gen, where + ": past the commit point the new generation stands");
            if (step != null && step.ordinal() < KgStore.Step.GRAPH_COMMITTED.ordinal())
                assertEquals(committed, gen, where + ": before the commit point the old generation stands");
            outcomes.merge(gen == committed ? "kept N" : "reached N+1", 1, Integer::sum);

            int expectedEntries = 0;
            for (int s = 0; s < CrashCommitter.SLOTS; s++) {
                long k = gen - Math.floorMod(gen - s, CrashCommitter.SLOTS); // latest commit <= gen that wrote slot s
                Node g = CrashCommitter.slot(s);
                TreeSet<String> labels = store.read(d -> {
                    TreeSet<String> out = new TreeSet<>();
                    d.find(g, Node.ANY, dkg.vocab.DKG.Nodes.label, Node.ANY)
                            .forEachRemaining(q -> out.add(q.getObject().getLiteralLexicalForm()));
                    return out;
                });
                TreeSet<String> expected = k >= 1 ? new TreeSet<>(CrashCommitter.sections(k)) : new TreeSet<>();
                assertEquals(expected, labels, where + ": slot " + s + " at generation " + gen);
                expectedEntries += expected.size();
            }
            assertEquals(gen, store.searcher().generation(), where + ": index generation");
            assertEquals(expectedEntries, store.searcher().entryCount(), where + ": index entries");
            assertEquals(expectedEntries, searchHits, where + ": sections found by search");
            assertEquals(expectedEntries, sparqlSections, where + ": sections counted by sparql");
            // a Jena-free reader agrees too: stamp, index commit and entries
            try (Searcher s = Searcher.openStore(dir)) {
                assertEquals(gen, s.generation(), where + ": stamp");
                assertEquals(expectedEntries, s.entryCount(), where + ": entries seen from the stamp-checked index");
            }
            return gen;
        }
    }

    private long cliSearchHits(String where) throws Exception {
        Cli r = cli("search", "padding", "--type", "section", "--limit", "1000", "--json", "--store", dir.toString());
        assertEquals(0, r.exit(), where + ": search exit, stderr: " + r.err());
        var hits = new com.fasterxml.jackson.databind.ObjectMapper().readTree(r.out()).path("hits");
        return hits.size();
    }

    private long cliSparqlSections(String where) {
        Cli r = cli("sparql", "SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s a <" + dkg.vocab.DKG.Section + "> }",
                "--format", "csv", "--store", dir.toString());
        assertEquals(0, r.exit(), where + ": sparql exit, stderr: " + r.err());
        String[] lines = r.out().strip().split("\\R");
        return Long.parseLong(lines[lines.length - 1].strip());
    }

    private record Cli(int exit, String out, String err) {}

    /** Runs the CLI in this JVM with stdout and stderr captured. */
    private static synchronized Cli cli(String... args) {
        var oldOut = System.out;
        var oldErr = System.err;
        var out = new java.io.ByteArrayOutputStream();
        var err = new java.io.ByteArrayOutputStream();
        try {
            System.setOut(new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8));
            System.setErr(new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8));
            int code = dkg.cli.Main.execute(args);
            return new Cli(code, out.toString(java.nio.charset.StandardCharsets.UTF_8), err.toString(java.nio.charset.StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }
}
