package dkg.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A one-shot command that only read the store exits without TDB2's orderly close, which forces
 * every index file to disk: the command makes no fsync at all, and the store it leaves behind is
 * taken over by the next process, which can still write to it.
 */
class OneCommandExitIT {
    @TempDir Path dir;

    private static final String COUNT = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }";

    @Test
    void aReadOnlyCommandSyncsNothingAndTheNextWriterTakesTheStoreOver() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(StoreCrashIT.straceWorks(), "strace cannot trace here (not installed or ptrace is forbidden)");
        Path bundle = FixtureStore.copyBundle(dir);
        Path store = dir.resolve("store");
        long before;
        try (DocaKg kg = FixtureStore.ingest(dir, bundle)) {
            before = dkg.housekeeping.Statistics.of(kg.generation()).quads();
        }

        Path trace = dir.resolve("fsyncs.txt");
        List<String> traced = new ArrayList<>(List.of("strace", "-f", "-qq", "-o", trace.toString(), "-e", "trace=fsync,fdatasync"));
        traced.addAll(cli("sparql", "--store", store.toString(), COUNT));
        assertEquals(0, run(traced), "the read-only command succeeds");
        List<String> syncs = Files.readAllLines(trace).stream().filter(l -> l.contains("sync(")).toList();
        assertEquals(List.of(), syncs, "a one-shot read forces nothing to disk");

        // the next process takes the store over from the one that exited, and writes to it
        Files.writeString(bundle.resolve("skills/libs/doca-gadget/SKILL.md"), "\n## More\n\nOne more section after the read.\n",
                StandardOpenOption.APPEND);
        assertEquals(0, run(cli("ingest", "--store", store.toString(), bundle.toString())), "an ingest after the read succeeds");
        try (DocaKg kg = DocaKg.open(store)) {
            assertTrue(dkg.housekeeping.Statistics.of(kg.generation()).quads() > before, "the ingest after the read committed: " + dkg.housekeeping.Statistics.of(kg.generation()).quads() + " vs " + before);
        }
    }

    private static List<String> cli(String... args) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-cp", System.getProperty("java.class.path"), "dkg.cli.Main"));
        cmd.addAll(List.of(args));
        return cmd;
    }

    private int run(List<String> cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(dir.resolve("child.log").toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the child finished");
        if (p.exitValue() != 0) System.err.println(Files.readString(dir.resolve("child.log")));
        return p.exitValue();
    }
}
