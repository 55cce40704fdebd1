package dkg.code;

import dkg.error.BadInputException;
import dkg.ingest.source.IngestLimits;
import dkg.ingest.source.SourceFiles;
import java.nio.file.Path;

/**
 * Reads a file to check under ingest's rules ({@link SourceFiles#text}): a regular file only (a FIFO
 * would block the read, a link to {@code /dev/zero} fill the heap), within
 * {@code doca-kg.ingest.max-document-bytes}, not binary, UTF-8. A refusal names the file and why.
 */
final class CheckedFiles {
    private CheckedFiles() {}

    /** Source text a client sends is held to the same bound as a file (counted in UTF-16 units, at most the bytes). */
    static void requireWithinBound(String text) {
        long max = IngestLimits.current().maxDocumentBytes();
        if (text.length() > max)
            throw new BadInputException("the code to check has " + text.length() + " characters, over the limit of " + max
                    + " (raise -D" + IngestLimits.DOCUMENT_BYTES + " if it is real code)");
    }

    static String text(Path file) {
        try {
            return SourceFiles.text(file);
        } catch (BadInputException e) {
            throw new BadInputException(e.code(), e.getMessage().replaceFirst("^cannot ingest ", "cannot check "));
        }
    }
}
