package dkg.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A journal cut short mid-entry (a kill while a transaction wrote it) no longer keeps the store from opening. */
class TornJournalTest {
    @TempDir Path dir;

    @Test
    void aStoreWhoseJournalEndsMidEntryOpensAtItsLastCommit() throws Exception {
        long generation;
        int entries;
        try (KgStore store = KgStore.open(dir)) {
            for (int i = 0; i < 3; i++) CrashCommitter.commitNext(store);
            generation = store.generation();
            entries = store.searcher().entryCount();
        }
        org.apache.jena.tdb2.sys.TDBInternal.reset();
        Path journal = dir.resolve("tdb2/Data-0001/journal.jrnl");
        assertEquals(0, Files.size(journal), "a closed store has an empty journal");
        // the first bytes of an entry header, and then nothing: what a kill mid-write leaves
        Files.write(journal, new byte[] {0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 7}, StandardOpenOption.APPEND);
        try (KgStore store = KgStore.open(dir)) {
            assertEquals(generation, store.generation());
            assertEquals(entries, store.searcher().entryCount());
            CrashCommitter.commitNext(store);
            assertEquals(generation + 1, store.generation(), "and it takes commits again");
        }
        try (var logs = Files.list(dir.resolve("logs"))) {
            assertTrue(logs.anyMatch(p -> p.getFileName().toString().startsWith("torn-journal-")), "the torn journal is kept for a look");
        }
    }
}
