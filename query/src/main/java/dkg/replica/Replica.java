package dkg.replica;

import dkg.api.DocaKg;

import dkg.storage.StoreSnapshot;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A snapshot served as a replica: unpacked into a private folder, every file checked against the
 * snapshot's manifest, opened for reading, and removed when the replica closes. Nothing writes to
 * it: a replica has no holder socket, so no ingest can reach it.
 */
public final class Replica implements AutoCloseable {
    private final Path dir;
    private final DocaKg kg;
    private final long generation;
    private final StoreSnapshot.Manifest manifest;
    private final Thread cleanup;

    private Replica(Path dir, DocaKg kg, StoreSnapshot.Manifest manifest) {
        this.dir = dir;
        this.kg = kg;
        this.generation = manifest.generation();
        this.manifest = manifest;
        // a replica stopped by a signal (Ctrl-C, kill) leaves no unpacked store behind either
        this.cleanup = new Thread(() -> delete(dir), "replica-cleanup");
        Runtime.getRuntime().addShutdownHook(cleanup);
    }

    /** Unpacks and opens {@code snapshot}; one line and exit 1 for an archive that is not a whole snapshot. */
    public static Replica unpack(Path snapshot) {
        Path dir;
        try {
            dir = Files.createTempDirectory("doca-kg-replica-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Path store = dir.resolve("store");
        try {
            StoreSnapshot.Manifest m = StoreSnapshot.unpack(snapshot, store);
            return new Replica(dir, DocaKg.openExisting(store), m);
        } catch (RuntimeException e) {
            delete(dir);
            throw e;
        }
    }

    public DocaKg kg() { return kg; }

    public long generation() { return generation; }

    /** The manifest of the snapshot this replica unpacked. */
    public StoreSnapshot.Manifest manifest() { return manifest; }

    /** The unpacked store's folder (removed on close). */
    public Path directory() { return dir; }

    @Override
    public void close() {
        try {
            kg.close();
        } finally {
            delete(dir);
            try {
                // a replica that follows snapshots closes many: their hooks must not pile up
                Runtime.getRuntime().removeShutdownHook(cleanup);
            } catch (IllegalStateException stopping) {
                // the process is stopping: the hook runs anyway
            }
        }
    }

    private static void delete(Path dir) {
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException ignored) {
            // a leftover folder in the temp directory is the system's to clear
        }
    }
}
