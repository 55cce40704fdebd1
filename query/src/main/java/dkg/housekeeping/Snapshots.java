package dkg.housekeeping;

import dkg.error.BadInputException;
import dkg.storage.KgStore;
import dkg.storage.StoreSnapshot;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writes a store's current generation as a snapshot archive, whole or not at all. */
public final class Snapshots {
    private Snapshots() {}

    public static SnapshotReport write(KgStore store, Path archive) {
        Path target = archive.toAbsolutePath().normalize();
        Path parent = target.getParent();
        if (parent == null || !Files.isDirectory(parent))
            throw new BadInputException("cannot write the snapshot " + archive + ": its folder does not exist");
        if (Files.isDirectory(target)) throw new BadInputException("cannot write the snapshot " + archive + ": it is a folder; name a file");
        if (target.startsWith(store.directory().toAbsolutePath().normalize()))
            throw new BadInputException("write the snapshot outside the store folder " + store.directory());
        String name = target.getFileName().toString();
        boolean gzip = name.endsWith(".gz") || name.endsWith(".tgz");
        Path tmp = null;
        try {
            tmp = Files.createTempFile(parent, "." + name, ".part");
            StoreSnapshot.Manifest manifest;
            try (OutputStream out = Files.newOutputStream(tmp)) {
                manifest = store.snapshot(out, gzip);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            return new SnapshotReport(target.toString(), manifest.generation(), manifest.files().size(), manifest.bytes(), Files.size(target));
        } catch (IOException e) {
            throw new BadInputException("cannot write the snapshot " + archive + ": " + e.getMessage());
        } catch (java.io.UncheckedIOException e) {
            throw new BadInputException("cannot write the snapshot " + archive + ": " + e.getCause().getMessage());
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // a leftover .part file is hidden and named after the archive
                }
            }
        }
    }
}
