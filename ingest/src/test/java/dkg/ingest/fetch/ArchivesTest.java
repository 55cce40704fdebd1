package dkg.ingest.fetch;

import static org.junit.jupiter.api.Assertions.*;

import dkg.error.BadInputException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile archives, made here: each is refused with one line naming the archive and why (a
 * {@link BadInputException}, so exit 1), nothing lands outside the target, and a refused unpack
 * leaves nothing behind in the cache.
 */
class ArchivesTest {
    @TempDir Path dir;

    /** A zip of (name, content) pairs; a null content makes a folder entry. */
    static Path zip(Path out, String... nameThenContent) throws IOException {
        try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(out))) {
            for (int i = 0; i < nameThenContent.length; i += 2) {
                z.putNextEntry(new ZipEntry(nameThenContent[i]));
                if (nameThenContent[i + 1] != null) z.write(nameThenContent[i + 1].getBytes(StandardCharsets.UTF_8));
                z.closeEntry();
            }
        }
        return out;
    }

    interface TarWriter { void write(TarArchiveOutputStream t) throws IOException; }

    static Path tarGz(Path out, TarWriter w) throws IOException {
        try (TarArchiveOutputStream t = new TarArchiveOutputStream(new GZIPOutputStream(Files.newOutputStream(out)))) {
            t.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
            w.write(t);
        }
        return out;
    }

    static void file(TarArchiveOutputStream t, String name, byte[] body) throws IOException {
        TarArchiveEntry e = new TarArchiveEntry(name);
        e.setSize(body.length);
        t.putArchiveEntry(e);
        t.write(body);
        t.closeArchiveEntry();
    }

    BadInputException refused(Path archive) {
        Path target = dir.resolve("out-" + archive.getFileName());
        BadInputException e = assertThrows(BadInputException.class, () -> Archives.unpack(archive, target));
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        assertTrue(e.getMessage().startsWith("cannot unpack " + archive.getFileName()), e.getMessage());
        return e;
    }

    @Test
    void dotEntriesAreTheRootAndDotDotEscapes() throws Exception {
        Path ok = zip(dir.resolve("dots.zip"), "./", null, ".", null, "./a/SKILL.md", "# a");
        Path target = dir.resolve("dots");
        Archives.unpack(ok, target);
        assertEquals("# a", Files.readString(target.resolve("a/SKILL.md")));
        assertTrue(refused(zip(dir.resolve("up.zip"), "..", null)).getMessage().contains("escapes"));
        assertTrue(refused(zip(dir.resolve("up2.zip"), "a/../../evil.md", "x")).getMessage().contains("escapes"));
        assertFalse(Files.exists(dir.resolve("evil.md")));
    }

    @Test
    void aFileAndAFolderOfOneNameClash() throws Exception {
        assertTrue(refused(zip(dir.resolve("clash1.zip"), "a", "file", "a/b.md", "x")).getMessage().contains("'a/b.md'"));
        assertTrue(refused(zip(dir.resolve("clash2.zip"), "a/", null, "a", "file")).getMessage().contains("folder"));
    }

    @Test
    void aNameTooLongForTheFileSystemIsOneLine() throws Exception {
        Path tgz = tarGz(dir.resolve("long.tar.gz"), t -> file(t, "x".repeat(300) + ".md", "# long".getBytes(StandardCharsets.UTF_8)));
        assertTrue(refused(tgz).getMessage().contains("too long"), "PAX long names are read; the file system refuses this one");
    }

    @Test
    void aTruncatedArchiveIsOneLine() throws Exception {
        byte[] body = new byte[200_000];
        new java.util.Random(7).nextBytes(body); // incompressible, so the cut falls inside the entry's data
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(b)) {
            z.putNextEntry(new ZipEntry("big.md"));
            z.write(body);
            z.closeEntry();
        }
        Path cut = dir.resolve("cut.zip");
        Files.write(cut, java.util.Arrays.copyOf(b.toByteArray(), b.size() / 2));
        assertTrue(refused(cut).getMessage().contains("truncated or corrupt"));
        Path cutTar = dir.resolve("cut.tar.gz");
        byte[] whole = Files.readAllBytes(tarGz(dir.resolve("whole.tar.gz"), t -> file(t, "big.md", body)));
        Files.write(cutTar, java.util.Arrays.copyOf(whole, whole.length / 2));
        refused(cutTar);
    }

    @Test
    void aLinkIsNeverFollowedByALaterEntry() throws Exception {
        Path outside = Files.createDirectory(dir.resolve("outside"));
        Path tgz = tarGz(dir.resolve("link.tar.gz"), t -> {
            TarArchiveEntry link = new TarArchiveEntry("link", TarArchiveEntry.LF_SYMLINK);
            link.setLinkName(outside.toString());
            t.putArchiveEntry(link);
            t.closeArchiveEntry();
            file(t, "link/planted.md", "# planted".getBytes(StandardCharsets.UTF_8));
        });
        Path target = dir.resolve("linked");
        Archives.unpack(tgz, target);
        assertFalse(Files.exists(outside.resolve("planted.md")), "written through the link");
        assertFalse(Files.isSymbolicLink(target.resolve("link")));
        assertTrue(Files.isRegularFile(target.resolve("link/planted.md")));
    }

    @Test
    void aBombStopsAtTheBoundAndLeavesNothingInTheCache() throws Exception {
        // 16 MiB of zeros: a few KiB compressed
        Path bomb = tarGz(dir.resolve("bomb.tar.gz"), t -> {
            TarArchiveEntry e = new TarArchiveEntry("zeros.md");
            e.setSize(16L << 20);
            t.putArchiveEntry(e);
            byte[] zeros = new byte[1 << 20];
            for (int i = 0; i < 16; i++) t.write(zeros);
            t.closeArchiveEntry();
        });
        assertTrue(Files.size(bomb) < 1 << 20, Files.size(bomb) + " bytes");
        Path cache = dir.resolve("cache");
        withProperty(Archives.MAX_ENTRY_BYTES, String.valueOf(1 << 20), () -> {
            var e = assertThrows(BadInputException.class, () -> LocalArchive.folderFor(bomb.toString(), cache, List.of(), note -> {}));
            assertTrue(e.getMessage().contains("more than 1048576 bytes"), e.getMessage());
        });
        withProperty(Archives.MAX_TOTAL_BYTES, String.valueOf(2 << 20), () -> {
            var e = assertThrows(BadInputException.class, () -> LocalArchive.folderFor(bomb.toString(), cache, List.of(), note -> {}));
            assertTrue(e.getMessage().contains("it unpacks to more than 2097152 bytes"), e.getMessage());
        });
        try (Stream<Path> left = Files.list(cache)) {
            assertEquals(List.of(), left.toList(), "a refused unpack left files in the cache");
        }
    }

    @Test
    void tooManyEntriesAreRefused() throws Exception {
        String[] entries = new String[40];
        for (int i = 0; i < 20; i++) { entries[2 * i] = "f" + i + ".md"; entries[2 * i + 1] = "# " + i; }
        Path many = zip(dir.resolve("many.zip"), entries);
        withProperty(Archives.MAX_ENTRIES, "10", () -> assertTrue(refused(many).getMessage().contains("more than 10 entries")));
    }

    @Test
    void aFullDiskIsSaidAsSuch() {
        // a full disk cannot be made here without mounting a file system; the reason the OS gives is what is mapped
        var full = new java.nio.file.FileSystemException("/cache/x.md", null, "No space left on device");
        assertEquals("the disk is full (/cache/x.md)", Archives.fileSystemProblem(full));
    }

    interface Body { void run() throws Exception; }

    static void withProperty(String name, String value, Body body) throws Exception {
        String old = System.getProperty(name);
        System.setProperty(name, value);
        try {
            body.run();
        } finally {
            if (old == null) System.clearProperty(name);
            else System.setProperty(name, old);
        }
    }
}
