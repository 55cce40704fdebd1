package dkg.ingest.fetch;

import dkg.error.BadInputException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;

/**
 * The archives doca-kg downloads, and a user may download elsewhere and bring: {@code .zip},
 * {@code .tar.gz} and {@code .tgz}. Unpacking refuses entries that would land outside the target
 * (zip slip) or clash with one another, skips links, and stops at bounds on entry count, entry size
 * and total size, counted as the bytes come (so a compression bomb is never written whole).
 */
public final class Archives {
    private Archives() {}

    /** Whether {@code name} is an archive doca-kg can unpack. */
    public static boolean isArchive(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return n.endsWith(".zip") || n.endsWith(".tar.gz") || n.endsWith(".tgz");
    }

    /** Unpacks {@code archive} into {@code target} (created if needed), by its name's ending. */
    static void unpack(Path archive, Path target) throws IOException { unpack(archive, archive.getFileName().toString(), target); }

    /** Most bytes an archive may unpack to in all (system property; default 4 GiB). */
    static final String MAX_TOTAL_BYTES = "doca-kg.archive.max-total-bytes";
    /** Most bytes one archive entry may unpack to (system property; default 1 GiB). */
    static final String MAX_ENTRY_BYTES = "doca-kg.archive.max-entry-bytes";
    /** Most entries an archive may hold (system property; default 200,000). */
    static final String MAX_ENTRIES = "doca-kg.archive.max-entries";

    /** The unpacking bounds in force, read from the system properties each time (tests set them low). */
    record Bounds(long totalBytes, long entryBytes, long entries) {
        static Bounds current() {
            return new Bounds(Long.getLong(MAX_TOTAL_BYTES, 4L << 30), Long.getLong(MAX_ENTRY_BYTES, 1L << 30), Long.getLong(MAX_ENTRIES, 200_000));
        }
    }

    /**
     * As {@link #unpack(Path, Path)}, naming the archive {@code shown} in errors (a download's
     * temporary file is no name to show). Every problem of the archive or of writing it out (a
     * corrupt or truncated file, an entry that escapes or clashes, a name the file system refuses, a
     * full disk, a bound passed) is a {@link BadInputException} of one line; unpacking stops at the
     * first, and the caller removes what was written.
     */
    public static void unpack(Path archive, String shown, Path target) throws IOException {
        String n = archive.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean zip = n.endsWith(".zip") || n.endsWith(".zip.part");
        Files.createDirectories(target);
        Unpacking u = new Unpacking(shown, target, Bounds.current());
        try {
            if (zip) unzip(archive, u);
            else untarGz(archive, u);
        } catch (BadInputException e) {
            throw e;
        } catch (java.nio.file.FileSystemException e) {
            throw new BadInputException(BadInputException.Code.UNREADABLE, "cannot unpack " + shown + ": " + fileSystemProblem(e));
        } catch (IOException | RuntimeException e) {
            // a truncated or corrupt stream surfaces as EOF, ZipException or a parser's runtime exception
            throw new BadInputException(BadInputException.Code.UNREADABLE, "cannot unpack " + shown + ": it is truncated or corrupt ("
                    + oneLine(e) + ")");
        }
        // a zero-byte or garbage .zip reads as a zip with no entries: say so, not "cannot tell what it holds"
        try (Stream<Path> any = Files.list(target)) {
            if (any.findAny().isEmpty())
                throw new BadInputException("cannot unpack " + shown + ": it holds no files (" + Files.size(archive) + " bytes; empty or not a "
                        + (zip ? "zip" : "tar.gz") + " archive)");
        }
    }

    /** Read through its central directory, so a zip cut short is told apart from a smaller one. */
    private static void unzip(Path zip, Unpacking u) throws IOException {
        if (Files.size(zip) == 0) return; // said below as holding no files
        try (java.util.zip.ZipFile z = new java.util.zip.ZipFile(zip.toFile())) {
            var entries = z.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                try (InputStream in = z.getInputStream(entry)) {
                    u.write(entry.getName(), entry.isDirectory(), in);
                }
            }
        }
    }

    private static void untarGz(Path tgz, Unpacking u) throws IOException {
        try (TarArchiveInputStream in = new TarArchiveInputStream(new GZIPInputStream(Files.newInputStream(tgz)))) {
            for (TarArchiveEntry entry; (entry = in.getNextEntry()) != null; ) {
                // links (symbolic or hard), devices, FIFOs: never written, so never followed
                if (entry.isSymbolicLink() || entry.isLink() || (!entry.isDirectory() && !entry.isFile())) continue;
                u.write(entry.getName(), entry.isDirectory(), in);
            }
        } catch (java.util.zip.ZipException e) {
            throw new BadInputException(BadInputException.Code.UNREADABLE, "cannot unpack " + u.shown + ": not a gzip file (" + e.getMessage() + ")");
        }
    }

    /** One archive being written out: where, and what it has written so far against its bounds. */
    private static final class Unpacking {
        final String shown;
        final Path target;
        final Bounds bounds;
        long entries, total;
        final byte[] buffer = new byte[64 * 1024];

        Unpacking(String shown, Path target, Bounds bounds) {
            this.shown = shown;
            this.target = target.toAbsolutePath().normalize();
            this.bounds = bounds;
        }

        void write(String name, boolean directory, InputStream in) throws IOException {
            if (++entries > bounds.entries()) throw refuse("it holds more than " + bounds.entries() + " entries");
            Path out;
            try {
                out = target.resolve(name).normalize();
            } catch (java.nio.file.InvalidPathException e) {
                throw refuse("entry name " + quoted(name) + " is not a valid path");
            }
            if (!out.startsWith(target)) throw refuse("entry " + quoted(name) + " escapes its folder");
            if (out.equals(target)) return; // "." or "./": the archive's own root
            requireNoLinkBetween(out.getParent(), name);
            if (directory) {
                if (Files.exists(out, java.nio.file.LinkOption.NOFOLLOW_LINKS) && !Files.isDirectory(out, java.nio.file.LinkOption.NOFOLLOW_LINKS))
                    throw refuse("entry " + quoted(name) + " is a folder where the archive already put a file");
                createFolders(out, name);
                return;
            }
            createFolders(out.getParent(), name);
            if (Files.isDirectory(out, java.nio.file.LinkOption.NOFOLLOW_LINKS))
                throw refuse("entry " + quoted(name) + " is a file where the archive already put a folder");
            // a tar may hold a file twice, the later copy standing (as tar itself unpacks it)
            Files.deleteIfExists(out);
            long written = 0;
            try (var os = Files.newOutputStream(out, java.nio.file.StandardOpenOption.CREATE_NEW, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                for (int r; (r = in.read(buffer)) > 0; ) {
                    written += r;
                    total += r;
                    // counted before the bytes are written, so a bomb stops at the bound, not after it
                    if (written > bounds.entryBytes()) throw refuse("entry " + quoted(name) + " unpacks to more than " + bounds.entryBytes() + " bytes");
                    if (total > bounds.totalBytes()) throw refuse("it unpacks to more than " + bounds.totalBytes() + " bytes");
                    os.write(buffer, 0, r);
                }
            }
        }

        private void createFolders(Path dir, String name) throws IOException {
            try {
                Files.createDirectories(dir);
            } catch (java.nio.file.FileAlreadyExistsException e) {
                throw refuse("entry " + quoted(name) + " needs a folder where the archive already put a file");
            }
        }

        /** Nothing this writes is a link, but a folder that is one would send the writes outside the target. */
        private void requireNoLinkBetween(Path dir, String name) {
            for (Path p = dir; p != null && p.startsWith(target) && !p.equals(target); p = p.getParent())
                if (Files.isSymbolicLink(p)) throw refuse("entry " + quoted(name) + " would be written through a link");
        }

        BadInputException refuse(String why) {
            return new BadInputException(BadInputException.Code.REFUSED, "cannot unpack " + shown + ": " + why);
        }
    }

    private static String quoted(String name) {
        String n = name.length() <= 120 ? name : name.substring(0, 60) + "…" + name.substring(name.length() - 40);
        return "'" + n.replaceAll("\\p{Cntrl}", "?") + "'";
    }

    /** A file-system failure said for the user: a full disk, a name too long, a permission. */
    static String fileSystemProblem(java.nio.file.FileSystemException e) {
        String reason = e.getReason() == null ? e.getClass().getSimpleName() : e.getReason();
        if (reason.contains("No space left")) return "the disk is full (" + e.getFile() + ")";
        if (reason.contains("File name too long")) return "an entry's name is too long for the file system";
        return reason + (e.getFile() == null ? "" : " (" + e.getFile() + ")");
    }

    private static String oneLine(Throwable e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        m = m.replaceAll("\\s+", " ").strip();
        return m.length() <= 200 ? m : m.substring(0, 199) + "…";
    }

    /**
     * The folder to ingest inside an unpacked archive: the manifest entry's path when the archive
     * holds its root folder, else the single top folder an archive usually wraps its content in,
     * else the unpacked folder itself.
     */
    static Path contentFolder(Path unpacked, List<Layout> known) {
        for (Layout l : known) {
            Path root = unpacked.resolve(l.root());
            if (Files.isDirectory(root)) return root.resolve(l.path()).normalize();
        }
        try (Stream<Path> top = Files.list(unpacked)) {
            List<Path> entries = top.toList();
            if (entries.size() == 1 && Files.isDirectory(entries.get(0))) return entries.get(0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return unpacked;
    }

    /**
     * Where a known archive keeps what is ingested: its top folder {@code root} and, inside it,
     * {@code path} (empty for the top folder itself).
     */
    public record Layout(String root, String path) {}

    public static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }
}
