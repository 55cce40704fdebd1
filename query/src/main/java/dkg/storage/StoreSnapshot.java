package dkg.storage;

import com.fasterxml.jackson.databind.ObjectMapper;
import dkg.error.BadInputException;
import dkg.json.Mappers;
import dkg.layout.StoreLayout;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.store.Directory;

/**
 * One consistent generation of a store as a tar archive (gzip-compressed when its name ends in
 * {@code .gz} or {@code .tgz}): the TDB2 files, the Lucene index files of the last commit, the
 * generation stamp and the derived files, with a manifest first ({@value #MANIFEST}: format,
 * generation, every file's size and SHA-256). A replica serves it read-only after {@link #unpack}
 * has checked every byte against the manifest.
 *
 * <p>Consistency comes from the store's commit lock: every write to graph or index happens under
 * it, so while it is held the files on disk are one committed generation. Locks, the download
 * cache, logs, the holder's files and the token file are not part of a snapshot.
 */
public final class StoreSnapshot {
    public static final String MANIFEST = "doca-kg-snapshot.json";
    static final String FORMAT = "doca-kg-snapshot/1";
    /** A manifest is a few hundred bytes per file; anything near this is not one. */
    private static final long MAX_MANIFEST_BYTES = 4 << 20;
    private static final ObjectMapper JSON = Mappers.files();

    /** What a snapshot holds: its generation and every file with its size and SHA-256. */
    public record Manifest(String format, long generation, String created, List<FileEntry> files) {
        public long bytes() { return files.stream().mapToLong(FileEntry::size).sum(); }

        /**
         * Whether {@code other} is the same snapshot: the same generation and the same files with the
         * same checksums (when it was written does not matter). Two stores may reach one generation
         * number with different content; their snapshots differ here.
         */
        public boolean sameSnapshot(Manifest other) {
            return other != null && generation == other.generation && java.util.Set.copyOf(files).equals(java.util.Set.copyOf(other.files));
        }
    }

    /** One file of a snapshot, by its path relative to the store folder. */
    public record FileEntry(String path, long size, String sha256) {}

    private StoreSnapshot() {}

    /** Writes the store's files as they are; the caller holds the commit lock. */
    static Manifest write(Path storeDir, Directory index, long generation, OutputStream target, boolean gzip) throws IOException {
        List<Path> files = filesOf(storeDir, index);
        List<FileEntry> entries = new ArrayList<>();
        for (Path f : files) entries.add(new FileEntry(relative(storeDir, f), Files.size(f), sha256(f)));
        Manifest manifest = new Manifest(FORMAT, generation, Instant.now().toString(), entries);
        OutputStream out = gzip ? new GZIPOutputStream(target, 1 << 16) : target;
        try (TarArchiveOutputStream tar = new TarArchiveOutputStream(out)) {
            tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
            tar.setBigNumberMode(TarArchiveOutputStream.BIGNUMBER_POSIX);
            byte[] head = JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(manifest);
            TarArchiveEntry m = new TarArchiveEntry(MANIFEST);
            m.setSize(head.length);
            tar.putArchiveEntry(m);
            tar.write(head);
            tar.closeArchiveEntry();
            for (int i = 0; i < files.size(); i++) {
                TarArchiveEntry e = new TarArchiveEntry(entries.get(i).path());
                e.setSize(entries.get(i).size());
                tar.putArchiveEntry(e);
                Files.copy(files.get(i), tar);
                tar.closeArchiveEntry();
            }
            tar.finish();
        }
        return manifest;
    }

    /** The files of the current generation: TDB2's data, the index's last commit, stamp and derived files. */
    private static List<Path> filesOf(Path storeDir, Directory index) throws IOException {
        List<Path> out = new ArrayList<>();
        Path tdb = StoreLayout.graph(storeDir);
        try (Stream<Path> s = Files.walk(tdb)) {
            s.filter(Files::isRegularFile).filter(p -> !p.getFileName().toString().equals("tdb.lock")).sorted().forEach(out::add);
        }
        Path indexDir = StoreLayout.index(storeDir);
        SegmentInfos commit = SegmentInfos.readLatestCommit(index);
        commit.files(true).stream().sorted().map(indexDir::resolve).forEach(out::add);
        out.add(StoreLayout.stamp(storeDir));
        Path derived = StoreLayout.derived(storeDir);
        if (Files.isDirectory(derived)) {
            try (Stream<Path> s = Files.list(derived)) {
                s.filter(Files::isRegularFile).filter(p -> !p.getFileName().toString().startsWith(".")).sorted().forEach(out::add);
            }
        }
        return out;
    }

    /**
     * Unpacks and checks a snapshot archive into {@code into}, which must not exist: every entry must
     * be a plain file the manifest lists, with its size and SHA-256, and every listed file must come.
     * On any mismatch {@code into} is removed and the archive is refused with one line.
     */
    public static Manifest unpack(Path archive, Path into) {
        if (!Files.isRegularFile(archive)) throw new BadInputException("no snapshot archive at " + archive + "; make one with doca-kg snapshot --to FILE");
        if (Files.exists(into)) throw new IllegalStateException(into + " exists already");
        try {
            Files.createDirectories(into);
            try (InputStream raw = new BufferedInputStream(Files.newInputStream(archive), 1 << 16);
                 TarArchiveInputStream tar = new TarArchiveInputStream(gzipped(raw) ? new GZIPInputStream(raw, 1 << 16) : raw)) {
                return unpack(tar, archive, into);
            }
        } catch (BadInputException e) {
            deleteQuietly(into);
            throw e;
        } catch (IOException e) {
            deleteQuietly(into);
            throw new BadInputException("the snapshot " + archive + " cannot be read: " + oneLine(e));
        } catch (RuntimeException e) {
            deleteQuietly(into);
            throw e;
        }
    }

    private static Manifest unpack(TarArchiveInputStream tar, Path archive, Path into) throws IOException {
        TarArchiveEntry first = tar.getNextEntry();
        if (first == null || !first.getName().equals(MANIFEST) || first.getSize() > MAX_MANIFEST_BYTES)
            throw refused(archive, "it does not start with " + MANIFEST + "; it is not a doca-kg snapshot");
        Manifest manifest = JSON.readValue(tar.readNBytes((int) first.getSize()), Manifest.class);
        if (!FORMAT.equals(manifest.format())) throw refused(archive, "its format is " + manifest.format() + ", this build reads " + FORMAT);
        Map<String, FileEntry> expected = new LinkedHashMap<>();
        for (FileEntry f : manifest.files()) {
            if (!safe(f.path())) throw refused(archive, "its manifest names a path outside the store: " + f.path());
            expected.put(f.path(), f);
        }
        for (TarArchiveEntry e; (e = tar.getNextEntry()) != null; ) {
            FileEntry f = expected.remove(e.getName());
            if (f == null || !e.isFile()) throw refused(archive, "it holds " + e.getName() + ", which its manifest does not list as a file");
            if (e.getSize() != f.size()) throw refused(archive, e.getName() + " is " + e.getSize() + " bytes, the manifest says " + f.size());
            Path target = into.resolve(f.path()).normalize();
            Files.createDirectories(target.getParent());
            MessageDigest digest = sha256();
            // the bounded stream's close leaves the tar stream open for the next entry
            try (var in = new DigestInputStream(new BoundedStream(tar, f.size()), digest)) {
                if (Files.copy(in, target) != f.size()) throw refused(archive, e.getName() + " is cut short");
            }
            if (!HexFormat.of().formatHex(digest.digest()).equals(f.sha256()))
                throw refused(archive, e.getName() + " does not match its checksum; the archive is damaged");
        }
        if (!expected.isEmpty()) throw refused(archive, "it lacks " + expected.size() + " file(s) its manifest lists, e.g. " + expected.keySet().iterator().next());
        return manifest;
    }

    /**
     * The manifest at the head of a snapshot archive, read without unpacking the rest (a replica
     * compares generations this way); BadInputException when the file is not a snapshot.
     */
    public static Manifest readManifest(Path archive) {
        try (InputStream raw = new BufferedInputStream(Files.newInputStream(archive), 1 << 16);
             TarArchiveInputStream tar = new TarArchiveInputStream(gzipped(raw) ? new GZIPInputStream(raw, 1 << 16) : raw)) {
            TarArchiveEntry first = tar.getNextEntry();
            if (first == null || !first.getName().equals(MANIFEST) || first.getSize() > MAX_MANIFEST_BYTES)
                throw refused(archive, "it does not start with " + MANIFEST + "; it is not a doca-kg snapshot");
            Manifest manifest = JSON.readValue(tar.readNBytes((int) first.getSize()), Manifest.class);
            if (!FORMAT.equals(manifest.format())) throw refused(archive, "its format is " + manifest.format() + ", this build reads " + FORMAT);
            return manifest;
        } catch (IOException e) {
            throw new BadInputException("the snapshot " + archive + " cannot be read: " + oneLine(e));
        }
    }

    /** Reads the manifest of an unpacked snapshot folder. */
    public static Manifest manifestOf(Path unpacked) {
        try {
            return JSON.readValue(unpacked.resolve(MANIFEST).toFile(), Manifest.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes the manifest beside unpacked files, so the folder says what it holds. */
    public static void keepManifest(Manifest manifest, Path unpacked) {
        try {
            JSON.writerWithDefaultPrettyPrinter().writeValue(unpacked.resolve(MANIFEST).toFile(), manifest);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean safe(String path) {
        if (path.isEmpty() || path.startsWith("/") || path.contains("\\") || path.contains("\0")) return false;
        for (String part : path.split("/")) if (part.isEmpty() || part.equals(".") || part.equals("..")) return false;
        return true;
    }

    private static boolean gzipped(InputStream in) throws IOException {
        in.mark(2);
        int a = in.read(), b = in.read();
        in.reset();
        return a == 0x1f && b == 0x8b;
    }

    private static BadInputException refused(Path archive, String why) {
        return new BadInputException("the snapshot " + archive + " is refused: " + why);
    }

    private static String oneLine(IOException e) {
        String m = e.getMessage();
        return m == null ? e.getClass().getSimpleName() : m.lines().findFirst().orElse(m);
    }

    private static String relative(Path storeDir, Path f) {
        return storeDir.relativize(f).toString().replace(java.io.File.separatorChar, '/');
    }

    private static String sha256(Path f) throws IOException {
        MessageDigest d = sha256();
        try (InputStream in = new DigestInputStream(Files.newInputStream(f), d)) {
            in.transferTo(OutputStream.nullOutputStream());
        }
        return HexFormat.of().formatHex(d.digest());
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static void deleteQuietly(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException ignored) {
            // best effort: a leftover folder is named in the next refusal
        }
    }

    /** At most {@code limit} bytes of an entry, so a lying header cannot make one file grow without bound. */
    private static final class BoundedStream extends java.io.FilterInputStream {
        private long left;

        BoundedStream(InputStream in, long limit) {
            super(in);
            this.left = limit;
        }

        @Override
        public int read() throws IOException {
            if (left <= 0) return -1;
            int b = super.read();
            if (b >= 0) left--;
            return b;
        }

        @Override
        public int read(byte[] buf, int off, int len) throws IOException {
            if (left <= 0) return -1;
            int n = super.read(buf, off, (int) Math.min(len, left));
            if (n > 0) left -= n;
            return n;
        }

        @Override
        public void close() { /* the tar stream stays open for the next entry */ }
    }
}
