package dkg.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command that finds the index behind the graph rebuilds it, which can take minutes when passages
 * are embedded: it says so on stderr, once, and answers on stdout as usual.
 */
class IndexRebuildNoticeTest {
    @TempDir Path dir;

    @Test
    void aRebuildIsAnnouncedOnStderrAndAStoreInStepIsNot() throws Exception {
        String store = "--store=" + dir.resolve("store");
        assertEquals(0, CliRun.of("ingest", store, RouteCommandTest.resource("/route-bundle")).exit());
        try (var files = Files.walk(dkg.layout.StoreLayout.index(dir.resolve("store")))) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
        CliRun rebuilt = CliRun.of("sparql", store, "SELECT (COUNT(*) AS ?n) { ?s ?p ?o }");
        assertEquals(0, rebuilt.exit(), rebuilt.err());
        assertTrue(rebuilt.err().contains("rebuilding the search index"), rebuilt.err());
        assertTrue(rebuilt.out().contains("n"), rebuilt.out());

        CliRun again = CliRun.of("sparql", store, "SELECT (COUNT(*) AS ?n) { ?s ?p ?o }");
        assertEquals(0, again.exit(), again.err());
        assertFalse(again.err().contains("rebuilding"), again.err());
        assertEquals(rebuilt.out(), again.out());
    }
}
