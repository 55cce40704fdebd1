package dkg.replica;

import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.error.BadInputException;
import dkg.storage.StoreSnapshot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A replica following its snapshot: a newer generation at the path is taken up in one step, a
 * request pinned before the switch reads the old generation to its end, and the old one is closed
 * only after that request; an older snapshot published (a roll-back) is followed the same way; a
 * snapshot that does not unpack whole is refused and the current kept.
 */
class LiveReplicaTest {
    @TempDir static Path dir;
    static DocaKg source;
    static Path older, newer;
    static long olderGen, newerGen;
    static List<String> olderKeys, newerKeys;

    @BeforeAll
    static void twoGenerations() throws Exception {
        source = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir));
        older = dir.resolve("older.tar.gz");
        olderGen = source.snapshot(older).generation();
        olderKeys = dkg.docs.Documents.documentKeys(source.generation());
        source.ingest(List.of(Paths.get(LiveReplicaTest.class.getResource("/api/include-3.0").toURI()).toString()),
                IngestOptions.defaults(), IngestListener.NONE);
        newer = dir.resolve("newer.tar.gz");
        newerGen = source.snapshot(newer).generation();
        newerKeys = dkg.docs.Documents.documentKeys(source.generation());
        assertTrue(newerGen > olderGen);
        assertTrue(newerKeys.size() > olderKeys.size(), "the newer generation holds more documents");
    }

    @AfterAll
    static void close() { source.close(); }

    @Test
    void aRequestInFlightFinishesOnTheOldGenerationWhichClosesAfterIt() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("follow-folder"));
        Files.copy(older, folder.resolve("kg-a.tar.gz"));
        List<String> log = new CopyOnWriteArrayList<>();
        try (LiveReplica replica = LiveReplica.open(folder, log::add)) {
            assertEquals(olderGen, replica.generation());
            CountDownLatch pinned = new CountDownLatch(1), switched = new CountDownLatch(1);
            CompletableFuture<List<List<String>>> inFlight = CompletableFuture.supplyAsync(() -> {
                try (ServedKg.Pin pin = replica.pin()) {
                    List<String> before = dkg.docs.Documents.documentKeys(replica.kg().generation());
                    pinned.countDown();
                    await(switched);
                    // the same request, after the switch: still its own generation, still open
                    return List.of(before, dkg.docs.Documents.documentKeys(replica.kg().generation()), List.of(Long.toString(pin.generation())));
                }
            });
            await(pinned);
            // a copy in progress (hidden name) is not a snapshot yet
            Files.copy(newer, folder.resolve(".kg-b.tar.gz.part"));
            assertFalse(replica.refresh());
            Files.move(folder.resolve(".kg-b.tar.gz.part"), folder.resolve("kg-b.tar.gz"), StandardCopyOption.ATOMIC_MOVE);
            assertTrue(replica.refresh(), "a newer generation in the folder is taken up");
            assertEquals(newerGen, replica.generation());
            assertEquals(newerKeys, dkg.docs.Documents.documentKeys(replica.kg().generation()), "a new request reads the new generation");
            assertEquals(2, replica.openGenerations(), "the old generation stays open while a request holds it");
            switched.countDown();
            List<List<String>> seen = inFlight.get(2, TimeUnit.MINUTES);
            assertEquals(olderKeys, seen.get(0));
            assertEquals(olderKeys, seen.get(1), "a request pinned before the switch ends on the generation it began on");
            assertEquals(List.of(Long.toString(olderGen)), seen.get(2));
            assertEquals(1, replica.openGenerations(), "the old generation is closed once its last request ended");
            assertFalse(replica.refresh(), "nothing newer: no switch");
            assertTrue(log.stream().anyMatch(l -> l.contains("now serving generation " + newerGen)), log.toString());
        }
    }

    @Test
    void aDamagedNewerSnapshotIsRefusedAndTheCurrentOneKept() throws Exception {
        Path file = dir.resolve("served.tar.gz");
        Files.copy(older, file, StandardCopyOption.REPLACE_EXISTING);
        List<String> log = new CopyOnWriteArrayList<>();
        try (LiveReplica replica = LiveReplica.open(file, log::add)) {
            // a manifest of a higher generation whose files never come
            Files.move(damaged(newerGen + 10), file, StandardCopyOption.REPLACE_EXISTING);
            assertFalse(replica.refresh());
            assertEquals(olderGen, replica.generation());
            assertEquals(olderKeys, dkg.docs.Documents.documentKeys(replica.kg().generation()), "still answering from the generation it had");
            assertEquals(1, log.stream().filter(l -> l.contains("refused")).count(), log.toString());
            assertFalse(replica.refresh(), "the same refused file is not unpacked again");
            assertEquals(1, log.stream().filter(l -> l.contains("refused")).count(), log.toString());
            // a newer file at the same path, written as snapshot --to writes it (rename into place)
            publish(newer, file);
            assertTrue(replica.refresh());
            assertEquals(newerGen, replica.generation());
        }
    }

    @Test
    void anOlderSnapshotPublishedAtTheFileIsFollowedBackAndADamagedOneRefused() throws Exception {
        Path file = dir.resolve("published.tar.gz");
        Files.copy(newer, file, StandardCopyOption.REPLACE_EXISTING);
        List<String> log = new CopyOnWriteArrayList<>();
        try (LiveReplica replica = LiveReplica.open(file, log::add)) {
            assertEquals(newerGen, replica.generation());
            assertFalse(replica.refresh(), "the same snapshot: no switch");
            // a damaged snapshot of an older generation: refused like a damaged newer one
            publish(damaged(olderGen), file);
            assertFalse(replica.refresh());
            assertEquals(newerGen, replica.generation());
            assertEquals(newerKeys, dkg.docs.Documents.documentKeys(replica.kg().generation()), "still answering from the generation it had");
            assertEquals(1, log.stream().filter(l -> l.contains("refused")).count(), log.toString());
            // the operator publishes the release before the bad one
            publish(older, file);
            assertTrue(replica.refresh(), "an older snapshot published at the path is followed");
            assertEquals(olderGen, replica.generation());
            assertEquals(olderKeys, dkg.docs.Documents.documentKeys(replica.kg().generation()));
            assertTrue(log.stream().anyMatch(l -> l.contains("rolled back from generation " + newerGen)), log.toString());
            assertFalse(replica.refresh(), "and kept, not switched again");
            assertEquals(1, replica.openGenerations());
        }
    }

    @Test
    void takingTheBadSnapshotOutOfTheFolderRollsBackToTheHighestLeft() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("rollback-folder"));
        Files.copy(older, folder.resolve("kg-1.tar.gz"));
        Files.copy(newer, folder.resolve("kg-2.tar.gz"));
        List<String> log = new CopyOnWriteArrayList<>();
        try (LiveReplica replica = LiveReplica.open(folder, log::add)) {
            assertEquals(newerGen, replica.generation(), "a folder publishes its highest generation");
            Files.copy(older, folder.resolve("kg-0-copy.tar.gz"));
            assertFalse(replica.refresh(), "an older snapshot beside a newer one is not published");
            Files.delete(folder.resolve("kg-2.tar.gz"));
            assertTrue(replica.refresh(), "the highest generation left is followed, though older");
            assertEquals(olderGen, replica.generation());
            assertEquals(olderKeys, dkg.docs.Documents.documentKeys(replica.kg().generation()));
            Files.delete(folder.resolve("kg-1.tar.gz"));
            Files.delete(folder.resolve("kg-0-copy.tar.gz"));
            assertFalse(replica.refresh(), "an emptied folder leaves the current generation served");
            assertEquals(olderGen, replica.generation());
        }
    }

    /** Moves a copy of {@code snapshot} into place at {@code at} as snapshot --to does: written aside, renamed over. */
    private static void publish(Path snapshot, Path at) throws Exception {
        Path aside = at.resolveSibling("." + at.getFileName() + ".part");
        Files.copy(snapshot, aside, StandardCopyOption.REPLACE_EXISTING);
        Files.move(aside, at, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    /** A manifest of {@code generation} whose files never come. */
    private static Path damaged(long generation) throws Exception {
        Path damaged = dir.resolve("damaged-" + generation + ".tar");
        try (var tar = new TarArchiveOutputStream(Files.newOutputStream(damaged))) {
            byte[] m = ("{\"format\":\"doca-kg-snapshot/1\",\"generation\":" + generation
                    + ",\"created\":\"x\",\"files\":[{\"path\":\"tdb/x\",\"size\":1,\"sha256\":\"00\"}]}").getBytes();
            TarArchiveEntry e = new TarArchiveEntry(StoreSnapshot.MANIFEST);
            e.setSize(m.length);
            tar.putArchiveEntry(e);
            tar.write(m);
            tar.closeArchiveEntry();
        }
        return damaged;
    }

    @Test
    void aPathWithoutASnapshotIsOneLine() throws Exception {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        var e = assertThrows(BadInputException.class, () -> LiveReplica.open(empty, l -> {}));
        assertTrue(e.getMessage().contains("no snapshot at"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    private static void await(CountDownLatch latch) {
        try {
            // only to end a hung test
            if (!latch.await(2, TimeUnit.MINUTES)) throw new AssertionError("timed out waiting");
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }
}
