package dkg.code;

import dkg.error.BadInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The checks a path a user names must pass before anything opens it: it exists, and it is a folder
 * or a regular file of bounded size (after following links). A FIFO would block the reader
 * forever, a device such as {@code /dev/zero} never ends, and a huge file fills the heap; each is
 * refused here with one line naming the path and why.
 */
public final class UserFiles {
    /** Largest single file accepted, in bytes. */
    public static final long DEFAULT_MAX_FILE_BYTES = 4L << 20;

    private UserFiles() {}

    /** Refuses {@code path} unless it is a folder or a regular file of at most {@code maxFileBytes}. */
    public static void requireFolderOrSmallFile(String path, long maxFileBytes) {
        Path p;
        try {
            p = Path.of(path);
        } catch (InvalidPathException e) {
            throw new BadInputException("'" + shortName(path) + "' is not a valid path");
        }
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(p, BasicFileAttributes.class);
        } catch (IOException e) {
            throw new BadInputException(BadInputException.Code.NOT_FOUND, "no such file or folder: " + shortName(path));
        }
        if (a.isDirectory()) return;
        if (!a.isRegularFile())
            throw new BadInputException(BadInputException.Code.REFUSED, shortName(path)
                    + " is not a regular file (a FIFO, socket or device); only files and folders are read");
        if (a.size() > maxFileBytes)
            throw new BadInputException(BadInputException.Code.REFUSED, shortName(path) + " is " + a.size()
                    + " bytes; files over " + maxFileBytes + " bytes are not read");
    }

    private static String shortName(String path) {
        return path.length() <= 200 ? path : path.substring(0, 199) + "…";
    }
}
