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
 * Kills child JVMs committing into a store with SIGKILL, at random moments and at each step of the
 * commit protocol; after every kill the store must open at a committed generation with exactly
 * that generation's content, and graph and index must agree.
 */
class StoreCrashIT {
    @TempDir Path dir;

    @Test
    void theStoreSurvivesKillsAtAnyPoint() throws Exception {
        Random random = new Random(20240611);
        long lastSeen = 0;
        // deterministic points: between each pair of protocol steps, on the second commit of a run
        for (KgStore.Step step : KgStore.Step.values()) lastSeen = killAndCheck(List.of(step.name(), "2"), -1, lastSeen);
        // random moments while commits run back to back
        for (int run = 0; run < 6; run++) lastSeen = killAndCheck(List.of(), 100 + random.nextInt(900), lastSeen);
        assertTrue(lastSeen >= KgStore.Step.values().length, "the children committed something: " + lastSeen);
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
                Thread.sleep(1500 + delayMs); // JVM start plus some commits
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
        try (KgStore store = KgStore.open(dir)) {
            long gen = store.generation();
            String where = pauseArgs.isEmpty() ? "random kill" : "kill at " + pauseArgs.get(0);
            assertTrue(gen >= committed && gen <= committed + 1,
                    where + ": generation " + gen + " but the child reported " + committed);
            if (pauseArgs.size() == 2 && !pauseArgs.get(0).equals("GRAPH_WRITTEN") && !pauseArgs.get(0).equals("INDEX_PREPARED"))
                assertEquals(committed + 1, gen, where + ": past the commit point the new generation stands");
            if (pauseArgs.size() == 2 && (pauseArgs.get(0).equals("GRAPH_WRITTEN") || pauseArgs.get(0).equals("INDEX_PREPARED")))
                assertEquals(committed, gen, where + ": before the commit point the old generation stands");

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
            // a Jena-free reader agrees too: stamp, index commit and entries
            try (Searcher s = Searcher.openStore(dir)) {
                assertEquals(gen, s.generation(), where + ": stamp");
                assertEquals(expectedEntries, s.entryCount(), where + ": entries seen from the stamp-checked index");
            }
        }
        return Math.max(committed, before);
    }
}
