package dkg.ingest.source;

import dkg.error.BadInputException;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

/**
 * The files of a source folder that may be read: regular files, and links to regular files that stay
 * inside the source root. Links are never followed into folders (no loops), and a link that leaves
 * the root ({@code NOTES.md -> /etc/passwd}, {@code references -> /home/me}) is passed over with a note, so nothing outside the
 * folder the user named becomes searchable. FIFOs, sockets and devices are passed over with a note
 * too. A folder that cannot be read is a {@link BadInputException} naming it.
 *
 * <p>One instance per resolve; collects its notes in {@link #skipped()}. Not thread-safe.
 */
public final class SourceWalk {
    private final Path root;
    private final Path realRoot;
    private final List<Skipped> skipped;

    /**
     * A file passed over, and why.
     *
     * @param folderOutside a link to a folder outside the root: whatever it holds is left out, so
     *                      it deserves a warning whatever its name
     */
    public record Skipped(Path file, String reason, boolean folderOutside) {
        public Skipped(Path file, String reason) { this(file, reason, false); }
    }

    /** @param root the folder the user named (or the bundle root above it); links may not leave it */
    public SourceWalk(Path root, List<Skipped> skipped) {
        this.root = root.toAbsolutePath().normalize();
        this.skipped = skipped;
        try {
            this.realRoot = this.root.toRealPath();
        } catch (IOException e) {
            throw SourceFiles.unreadable(this.root, e);
        }
    }

    /** Readable files under {@code start} (at most {@code depth} levels down), sorted. */
    public List<Path> files(Path start, int depth) {
        List<Path> out = new ArrayList<>();
        try {
            Files.walkFileTree(start, EnumSet.noneOf(java.nio.file.FileVisitOption.class), depth, new SimpleFileVisitor<>() {
                @Override public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (attrs.isRegularFile()) out.add(file);
                    else if (attrs.isSymbolicLink()) { if (linkInside(file)) out.add(file); }
                    else if (!attrs.isDirectory()) skipped.add(new Skipped(file, "passed over: it is " + SourceFiles.kindOf(file, attrs) + ", not a regular file"));
                    return FileVisitResult.CONTINUE;
                }

                @Override public FileVisitResult visitFileFailed(Path file, IOException e) {
                    throw SourceFiles.unreadable(file, e);
                }

                @Override public FileVisitResult postVisitDirectory(Path dir, IOException e) {
                    if (e != null) throw SourceFiles.unreadable(dir, e);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw SourceFiles.unreadable(start, e);
        }
        out.sort(null);
        return out;
    }

    /** The regular files directly in {@code dir}. */
    public List<Path> list(Path dir) { return files(dir, 1); }

    /** True for a link to a regular file inside the root; notes why otherwise. */
    private boolean linkInside(Path link) {
        Path target;
        try {
            target = link.toRealPath();
        } catch (IOException e) {
            skipped.add(new Skipped(link, "passed over: a link that does not resolve (" + e.getClass().getSimpleName() + ")"));
            return false;
        }
        if (!target.startsWith(realRoot)) {
            boolean folder = Files.isDirectory(target);
            skipped.add(new Skipped(link, "passed over: a link to " + (folder ? "the folder " : "") + target
                    + ", outside the source folder " + root + (folder ? " (nothing in it is read)" : ""), folder));
            return false;
        }
        if (!Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
            skipped.add(new Skipped(link, "passed over: a link to something that is not a regular file"));
            return false;
        }
        return true;
    }

    /** Whether a single named file may be read: a regular file or a link to one (a user naming a file means it). */
    public static void checkNamedFile(Path file) {
        BasicFileAttributes attrs;
        try {
            attrs = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            throw SourceFiles.unreadable(file, e);
        }
        if (!attrs.isRegularFile()) throw SourceFiles.refuse(file, "it is " + SourceFiles.kindOf(file, attrs) + ", not a regular file");
    }
}
