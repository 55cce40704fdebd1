package dkg.ingest.fetch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * An archive named on the command line ({@code doca-kg ingest doca-skills-74e2f68.zip}): unpacked
 * once into the cache, keyed by name, size and modification time, and replaced by the folder to
 * ingest inside it. This is the offline path: the same archive the default ingest downloads,
 * fetched on another machine.
 */
public final class LocalArchive {
    private LocalArchive() {}

    /** The folder to ingest for {@code argument}: itself unless it names an archive file. */
    /**
     * @param known  where the archives doca-kg knows keep their content, tried before a lone top folder
     * @param notes  told when an archive is unpacked (it takes a while)
     */
    public static String folderFor(String argument, Path unpackRoot, List<Archives.Layout> known, java.util.function.Consumer<String> notes) {
        if (argument.contains("://") || !Archives.isArchive(argument)) return argument;
        Path file = Path.of(argument).toAbsolutePath().normalize();
        if (!Files.isRegularFile(file)) return argument; // the resolver names the missing path
        try {
            String name = file.getFileName().toString();
            Path dir = unpackRoot.resolve(name + "-" + Files.size(file) + "-" + Files.getLastModifiedTime(file).toMillis());
            if (!Files.isDirectory(dir)) {
                notes.accept("unpacking " + name);
                Files.createDirectories(unpackRoot);
                Path tmp = Files.createTempDirectory(unpackRoot, name + ".unpack");
                try {
                    Archives.unpack(file, tmp);
                    Files.move(tmp, dir, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
                } finally {
                    Archives.deleteTree(tmp);
                }
            }
            return Archives.contentFolder(dir, known).toString();
        } catch (java.nio.file.FileSystemException e) {
            // the cache folder cannot be written: a full disk, a permission
            throw new dkg.error.BadInputException(dkg.error.BadInputException.Code.UNREADABLE,
                    "cannot unpack " + argument + ": " + Archives.fileSystemProblem(e));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot unpack " + argument, e);
        }
    }
}
