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
        CliRun before = CliRun.of("search", store, "--json", "--mode", "lexical", "widget");
        assertEquals(0, before.exit(), before.err());
        assertTrue(before.out().contains("doca-widget"), before.out());
        try (var files = Files.walk(dkg.layout.StoreLayout.index(dir.resolve("store")))) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
        CliRun rebuilt = CliRun.of("search", store, "--json", "--mode", "lexical", "widget");
        assertEquals(0, rebuilt.exit(), rebuilt.err());
        assertEquals(1, rebuilt.err().lines().filter(l -> l.contains("rebuilding the search index")).count(), rebuilt.err());
        assertEquals(before.out(), rebuilt.out(), "the rebuilt index answers as the first one did");

        CliRun again = CliRun.of("search", store, "--json", "--mode", "lexical", "widget");
        assertEquals(0, again.exit(), again.err());
        assertFalse(again.err().contains("rebuilding"), again.err());
        assertEquals(before.out(), again.out());
    }
}
