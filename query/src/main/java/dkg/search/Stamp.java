package dkg.search;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The store's generation as a one-line text file beside the index, for Jena-free readers.
 * Written by temp file plus atomic move, so a reader sees the old or the new number, never half.
 */
public final class Stamp {
    private Stamp() {}

    /** The generation in {@code storeDir/generation}, or -1 when the file is absent. */
    public static long read(Path storeDir) {
        try {
            return Long.parseLong(Files.readString(storeDir.resolve(IndexSchema.STAMP_FILE), StandardCharsets.UTF_8).strip());
        } catch (NoSuchFileException e) {
            return -1;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NumberFormatException e) {
            return -1; // a torn or foreign file: treat as unknown so the store rewrites it
        }
    }

    /** Replaces the stamp atomically and forces it to disk. */
    public static void write(Path storeDir, long generation) throws IOException {
        Path tmp = storeDir.resolve(IndexSchema.STAMP_FILE + ".tmp");
        try (var ch = java.nio.channels.FileChannel.open(tmp, java.nio.file.StandardOpenOption.CREATE,
                java.nio.file.StandardOpenOption.WRITE, java.nio.file.StandardOpenOption.TRUNCATE_EXISTING)) {
            ch.write(java.nio.ByteBuffer.wrap((generation + "\n").getBytes(StandardCharsets.UTF_8)));
            ch.force(true);
        }
        Files.move(tmp, storeDir.resolve(IndexSchema.STAMP_FILE), StandardCopyOption.ATOMIC_MOVE,
                StandardCopyOption.REPLACE_EXISTING);
    }
}
