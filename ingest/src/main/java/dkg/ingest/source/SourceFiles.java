package dkg.ingest.source;

import dkg.error.BadInputException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Reads the bytes of a source file, refusing what is not a document: anything but a regular file
 * (a FIFO named {@code .md} would block the read forever, a link to {@code /dev/zero} would fill
 * the heap), a file over {@link IngestLimits#maxDocumentBytes}, binary content, text that is not
 * UTF-8. Each refusal is a {@link BadInputException} whose message names the file and the reason.
 *
 * <p>Links are followed here; whether a link may leave its source root is the resolver's call.
 * Stateless and thread-safe.
 */
public final class SourceFiles {
    private SourceFiles() {}

    /** How many leading bytes are searched for a NUL byte, git's test for binary content. */
    private static final int BINARY_PROBE = 8192;

    /** The bytes of {@code file}, after checking it is a regular file within the size bound. */
    public static byte[] bytes(Path file) {
        long max = IngestLimits.current().maxDocumentBytes();
        BasicFileAttributes attrs;
        try {
            attrs = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            throw unreadable(file, e);
        }
        if (!attrs.isRegularFile()) throw refuse(file, "it is " + kindOf(file, attrs) + ", not a regular file");
        if (attrs.size() > max) throw tooLarge(file, attrs.size(), max);
        // read at most max + 1 bytes: a file can grow after the size check
        try (InputStream in = Files.newInputStream(file)) {
            byte[] b = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 16, max + 1));
            if (b.length > max) throw tooLarge(file, b.length, max);
            return b;
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    /** The text of {@code file}: {@link #bytes} that are not binary and decode as UTF-8 (a BOM is kept). */
    public static String text(Path file) {
        byte[] b = bytes(file);
        checkNotBinary(file, b);
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(b)).toString();
        } catch (CharacterCodingException e) {
            throw refuse(file, "it is not valid UTF-8 (first bad byte at offset " + firstBadUtf8(b)
                    + "); convert it with iconv -t UTF-8");
        }
    }

    /** Throws when the first bytes of {@code b} hold a NUL: no DOCA document, HTML or header does. */
    public static void checkNotBinary(Path file, byte[] b) {
        for (int i = 0, n = Math.min(b.length, BINARY_PROBE); i < n; i++) {
            if (b[i] == 0) throw refuse(file, "it looks binary (a NUL byte at offset " + i + ")");
        }
    }

    /** The kind of a non-regular file, in words. */
    static String kindOf(Path file, BasicFileAttributes attrs) {
        if (attrs.isDirectory()) return "a folder";
        if (attrs.isSymbolicLink()) return "a symbolic link";
        String type = "a special file";
        try {
            Object mode = Files.getAttribute(file, "unix:mode");
            if (mode instanceof Integer m) {
                switch (m & 0170000) {
                    case 0010000 -> type = "a FIFO (named pipe)";
                    case 0020000 -> type = "a character device";
                    case 0060000 -> type = "a block device";
                    case 0140000 -> type = "a socket";
                    default -> { }
                }
            }
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            // no unix view: the generic word will do
        }
        return type;
    }

    private static int firstBadUtf8(byte[] b) {
        var dec = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(b);
        var out = java.nio.CharBuffer.allocate(Math.max(16, b.length));
        var r = dec.decode(in, out, true);
        return r.isError() ? in.position() : -1;
    }

    static BadInputException refuse(Path file, String why) {
        return new BadInputException(BadInputException.Code.UNREADABLE, "cannot ingest " + file + ": " + why);
    }

    static BadInputException unreadable(Path file, IOException e) {
        String why;
        if (e instanceof AccessDeniedException) why = "permission denied (make it readable, or leave it out)";
        else if (e instanceof NoSuchFileException) why = "it does not exist (a dangling link?)";
        else if (e instanceof java.nio.file.FileSystemLoopException) why = "its links form a loop";
        else if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) why = f.getReason().toLowerCase();
        else if (e.getClass() == IOException.class && e.getMessage() != null) why = e.getMessage().toLowerCase();
        else why = e.getClass().getSimpleName().replace("Exception", "").replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase()
                + (e.getMessage() == null ? "" : " (" + e.getMessage() + ")");
        return refuse(file, why);
    }

    private static BadInputException tooLarge(Path file, long size, long max) {
        return refuse(file, "it has " + size + " bytes, over the limit of " + max
                + " (raise -D" + IngestLimits.DOCUMENT_BYTES + " if it is a real document)");
    }
}
