package dkg.api;

import dkg.error.BadInputException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;

/**
 * The archives doca-kg downloads, and a user may download elsewhere and bring: {@code .zip},
 * {@code .tar.gz} and {@code .tgz}. Unpacking refuses entries that would land outside the target
 * (zip slip) and skips links.
 */
final class Archives {
    private Archives() {}

    /** Whether {@code name} is an archive doca-kg can unpack. */
    static boolean isArchive(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return n.endsWith(".zip") || n.endsWith(".tar.gz") || n.endsWith(".tgz");
    }

    /** Unpacks {@code archive} into {@code target} (created if needed), by its name's ending. */
    static void unpack(Path archive, Path target) throws IOException { unpack(archive, archive.getFileName().toString(), target); }

    /** As {@link #unpack(Path, Path)}, naming the archive {@code shown} in errors (a download's temporary file is no name to show). */
    static void unpack(Path archive, String shown, Path target) throws IOException {
        String n = archive.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean zip = n.endsWith(".zip") || n.endsWith(".zip.part");
        Files.createDirectories(target);
        if (zip) unzip(archive, target);
        else untarGz(archive, target);
        // a zero-byte or garbage .zip reads as a zip with no entries: say so, not "cannot tell what it holds"
        try (Stream<Path> any = Files.list(target)) {
            if (any.findAny().isEmpty())
                throw new BadInputException("cannot unpack " + shown + ": it holds no files (" + Files.size(archive) + " bytes; empty or not a "
                        + (zip ? "zip" : "tar.gz") + " archive)");
        }
    }

    static void unzip(Path zip, Path target) throws IOException {
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry entry; (entry = in.getNextEntry()) != null; ) write(target, entry.getName(), entry.isDirectory(), in);
        }
    }

    static void untarGz(Path tgz, Path target) throws IOException {
        try (TarArchiveInputStream in = new TarArchiveInputStream(new GZIPInputStream(Files.newInputStream(tgz)))) {
            for (TarArchiveEntry entry; (entry = in.getNextEntry()) != null; ) {
                if (!entry.isDirectory() && !entry.isFile()) continue; // links, devices: never followed
                write(target, entry.getName(), entry.isDirectory(), in);
            }
        } catch (java.util.zip.ZipException e) {
            throw new BadInputException("cannot unpack " + tgz + ": not a gzip file (" + e.getMessage() + ")");
        }
    }

    private static void write(Path target, String name, boolean directory, InputStream in) throws IOException {
        Path out = target.resolve(name).normalize();
        if (!out.startsWith(target)) throw new BadInputException("archive entry escapes its folder: " + name);
        if (directory) {
            Files.createDirectories(out);
        } else {
            Files.createDirectories(out.getParent());
            Files.copy(in, out, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * The folder to ingest inside an unpacked archive: the manifest entry's path when the archive
     * holds its root folder, else the single top folder an archive usually wraps its content in,
     * else the unpacked folder itself.
     */
    static Path contentFolder(Path unpacked, List<DefaultSources.Entry> manifest) {
        for (DefaultSources.Entry e : manifest) {
            Path root = unpacked.resolve(e.root());
            if (Files.isDirectory(root)) return root.resolve(e.path()).normalize();
        }
        try (Stream<Path> top = Files.list(unpacked)) {
            List<Path> entries = top.toList();
            if (entries.size() == 1 && Files.isDirectory(entries.get(0))) return entries.get(0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return unpacked;
    }

    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }
}
