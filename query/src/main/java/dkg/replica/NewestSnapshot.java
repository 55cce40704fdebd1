package dkg.replica;

import dkg.error.BadInputException;
import dkg.storage.StoreSnapshot;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Where a replica finds its snapshot: one archive, or a folder of them, of which the one with the
 * highest generation in its manifest is the one published (the file's name and time say nothing;
 * to roll a folder back, take the bad snapshot out of it). Hidden files
 * ({@code .name.part}, what {@code snapshot --to} writes before its rename) and files that are not
 * snapshots are passed over, so a copy in progress is not taken for a snapshot.
 */
public record NewestSnapshot(Path path) {
    /** One snapshot found: the archive and its manifest. */
    record Found(Path archive, StoreSnapshot.Manifest manifest) {
        long generation() { return manifest.generation(); }
    }

    public NewestSnapshot {
        path = path.toAbsolutePath().normalize();
    }

    /** The snapshot published at the path now; empty when there is none (yet). */
    Optional<Found> find() {
        if (!Files.isDirectory(path)) {
            if (!Files.isRegularFile(path)) return Optional.empty();
            return Optional.of(new Found(path, StoreSnapshot.readManifest(path)));
        }
        Found best = null;
        try (Stream<Path> files = Files.list(path)) {
            for (Path f : files.filter(NewestSnapshot::looksLikeSnapshot).sorted().toList()) {
                try {
                    StoreSnapshot.Manifest m = StoreSnapshot.readManifest(f);
                    if (best == null || m.generation() > best.generation()) best = new Found(f, m);
                } catch (BadInputException | UncheckedIOException e) {
                    // not a snapshot (or not one yet): the others may be
                }
            }
        } catch (IOException e) {
            throw new BadInputException("cannot list the snapshot folder " + path + ": " + e.getMessage());
        }
        return Optional.ofNullable(best);
    }

    private static boolean looksLikeSnapshot(Path f) {
        String n = f.getFileName().toString();
        return !n.startsWith(".") && Files.isRegularFile(f) && (n.endsWith(".tar") || n.endsWith(".tar.gz") || n.endsWith(".tgz"));
    }
}
