package dkg.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.error.BadInputException;
import dkg.search.Searcher;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StoreSnapshotTest {
    @TempDir Path dir;


    @Test
    void anUnpackedSnapshotIsTheSameGenerationForGraphAndIndex() throws Exception {
        Path src = dir.resolve("store");
        Path archive = dir.resolve("snap.tar.gz");
        long gen;
        int sections;
        try (KgStore store = KgStore.open(src)) {
            for (int i = 0; i < 4; i++) CrashCommitter.commitNext(store);
            gen = store.generation();
            sections = store.searcher().entryCount();
            try (OutputStream out = Files.newOutputStream(archive)) {
                StoreSnapshot.Manifest m = store.snapshot(out, true);
                assertEquals(gen, m.generation());
                assertTrue(m.files().stream().noneMatch(f -> f.path().endsWith(".lock")), "locks are not part of a snapshot");
                assertTrue(m.files().stream().anyMatch(f -> f.path().startsWith("index/segments_")));
            }
        }
        Path replica = dir.resolve("replica");
        StoreSnapshot.Manifest m = StoreSnapshot.unpack(archive, replica);
        assertEquals(gen, m.generation());
        try (Searcher s = Searcher.openStore(replica)) {
            assertEquals(gen, s.generation(), "the stamp and the index agree without opening the graph");
            assertEquals(sections, s.entryCount());
        }
        try (KgStore store = KgStore.open(replica)) {
            assertEquals(gen, store.generation());
            assertEquals(sections, store.searcher().entryCount());
        }
    }

    @Test
    void snapshotsTakenWhileCommitsRunAreEachOneGeneration() throws Exception {
        Path src = dir.resolve("busy");
        List<Path> archives = new ArrayList<>();
        try (KgStore store = KgStore.open(src)) {
            CrashCommitter.commitNext(store);
            AtomicBoolean stop = new AtomicBoolean();
            Thread writer = Thread.ofPlatform().start(() -> { while (!stop.get()) CrashCommitter.commitNext(store); });
            try {
                for (int i = 0; i < 4; i++) {
                    Path a = dir.resolve("busy-" + i + ".tar");
                    try (OutputStream out = Files.newOutputStream(a)) {
                        store.snapshot(out, false);
                    }
                    archives.add(a);
                }
            } finally {
                stop.set(true);
                writer.join();
            }
        }
        for (Path a : archives) {
            Path replica = dir.resolve(a.getFileName() + ".d");
            long gen = StoreSnapshot.unpack(a, replica).generation();
            try (Searcher s = Searcher.openStore(replica)) {
                assertEquals(gen, s.generation(), a + ": index and stamp");
            }
            try (KgStore store = KgStore.open(replica)) {
                assertEquals(gen, store.generation(), a + ": graph");
            }
        }
    }

    @Test
    void aDamagedOrForeignArchiveIsRefusedAndLeavesNothing() throws Exception {
        Path src = dir.resolve("store");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (KgStore store = KgStore.open(src)) {
            CrashCommitter.commitNext(store);
            store.snapshot(bytes, false);
        }
        byte[] good = bytes.toByteArray();
        // the same archive with one byte of one file's data changed (sizes kept)
        Path damaged = dir.resolve("damaged.tar");
        try (var in = new org.apache.commons.compress.archivers.tar.TarArchiveInputStream(new java.io.ByteArrayInputStream(good));
             var out = new TarArchiveOutputStream(Files.newOutputStream(damaged))) {
            boolean flipped = false;
            for (TarArchiveEntry e; (e = in.getNextEntry()) != null; ) {
                byte[] data = in.readAllBytes();
                if (!flipped && !e.getName().equals(StoreSnapshot.MANIFEST) && data.length > 0) {
                    data[data.length / 2] ^= 0x5a;
                    flipped = true;
                }
                TarArchiveEntry copy = new TarArchiveEntry(e.getName());
                copy.setSize(data.length);
                out.putArchiveEntry(copy);
                out.write(data);
                out.closeArchiveEntry();
            }
            assertTrue(flipped);
        }
        Path into = dir.resolve("into");
        var e = assertThrows(BadInputException.class, () -> StoreSnapshot.unpack(damaged, into));
        assertTrue(e.getMessage().contains("does not match its checksum"), e.getMessage());
        assertFalse(Files.exists(into), "a refused snapshot leaves no folder");

        Path cut = dir.resolve("cut.tar");
        Files.write(cut, java.util.Arrays.copyOf(good, good.length / 3));
        assertThrows(BadInputException.class, () -> StoreSnapshot.unpack(cut, into));
        assertFalse(Files.exists(into));

        Path foreign = dir.resolve("foreign.tar");
        try (var tar = new TarArchiveOutputStream(Files.newOutputStream(foreign))) {
            TarArchiveEntry entry = new TarArchiveEntry("../../etc/evil");
            entry.setSize(1);
            tar.putArchiveEntry(entry);
            tar.write('x');
            tar.closeArchiveEntry();
        }
        var f = assertThrows(BadInputException.class, () -> StoreSnapshot.unpack(foreign, into));
        assertTrue(f.getMessage().contains("not a doca-kg snapshot"), f.getMessage());
        assertFalse(Files.exists(into));

        Path traversal = dir.resolve("traversal.tar");
        try (var tar = new TarArchiveOutputStream(Files.newOutputStream(traversal))) {
            byte[] manifest = ("{\"format\":\"" + StoreSnapshot.FORMAT + "\",\"generation\":1,\"created\":\"x\",\"files\":[{\"path\":\"../evil\",\"size\":1,\"sha256\":\"00\"}]}").getBytes();
            TarArchiveEntry m = new TarArchiveEntry(StoreSnapshot.MANIFEST);
            m.setSize(manifest.length);
            tar.putArchiveEntry(m);
            tar.write(manifest);
            tar.closeArchiveEntry();
        }
        var t = assertThrows(BadInputException.class, () -> StoreSnapshot.unpack(traversal, into));
        assertTrue(t.getMessage().contains("outside the store"), t.getMessage());
        assertFalse(Files.exists(dir.resolve("evil")));
    }
}
