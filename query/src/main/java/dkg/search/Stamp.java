package dkg.search;

import dkg.layout.StoreLayout;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The store's generation as a one-line text file beside the index, for Jena-free readers: either a
 * settled generation ({@code 7}) or an intent ({@code pending 8}) that a commit writes before its
 * commit point. Written by temp file, fsync and atomic move ({@link #stage} then {@link #publish}),
 * so a reader sees the old or the new content, never half.
 */
public final class Stamp {
    private Stamp() {}

    /** What {@link #read} returns for a pending or unreadable stamp: "not sure", take the slow path. */
    public static final long UNSETTLED = -1;

    private static final String PENDING = "pending ";

    /** The settled generation in {@code storeDir/generation}; {@link #UNSETTLED} when absent, pending or torn. */
    public static long read(Path storeDir) {
        try {
            String s = Files.readString(StoreLayout.stamp(storeDir), StandardCharsets.UTF_8).strip();
            if (s.startsWith(PENDING)) return UNSETTLED;
            return Long.parseLong(s);
        } catch (NoSuchFileException e) {
            return UNSETTLED;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NumberFormatException e) {
            return UNSETTLED; // a torn or foreign file: treat as unknown so the store rewrites it
        }
    }

    /** Replaces the stamp with a settled generation, atomically and durably. */
    public static void write(Path storeDir, long generation) throws IOException { publish(stage(storeDir, generation, false)); }

    /** First half of a write: the temp file, written and forced to disk, not yet in place. */
    public static Path stage(Path storeDir, long generation, boolean pending) throws IOException {
        Path stamp = StoreLayout.stamp(storeDir);
        Path tmp = stamp.resolveSibling(stamp.getFileName() + ".tmp");
        try (var ch = java.nio.channels.FileChannel.open(tmp, java.nio.file.StandardOpenOption.CREATE,
                java.nio.file.StandardOpenOption.WRITE, java.nio.file.StandardOpenOption.TRUNCATE_EXISTING)) {
            ch.write(java.nio.ByteBuffer.wrap(((pending ? PENDING : "") + generation + "\n").getBytes(StandardCharsets.UTF_8)));
            ch.force(true);
        }
        return tmp;
    }

    /** Second half: the atomic rename over the stamp, then an fsync of the folder so the rename is durable. */
    public static void publish(Path staged) throws IOException {
        Path stamp = StoreLayout.stamp(staged.getParent());
        Files.move(staged, stamp, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        try (var dir = java.nio.channels.FileChannel.open(stamp.getParent(), java.nio.file.StandardOpenOption.READ)) {
            dir.force(true);
        } catch (IOException e) {
            // some file systems cannot open a folder for fsync; the rename itself is still atomic
        }
    }
}
