package dkg.ingest.source;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;

/**
 * One kind of thing a user may name to ingest (a skills bundle, a samples tree, a Doxygen
 * reference, a Markdown file): how it is recognised and the {@link Source}s it holds, each of a
 * {@link SourceKind} whose parser {@link SourceRegistry} names. {@link SourceTypes#standard()} lists
 * them in the order they are tried; adding a kind of source is one value there.
 *
 * @param name        a short name ({@code skills-bundle})
 * @param description what the user should give, for the message that lists what can be read
 * @param folder      whether it is a folder (else a single file)
 * @param recognises  whether a path is of this type (checked in list order, first match wins)
 * @param reader      the sources a path of this type holds
 */
public record SourceType(String name, String description, boolean folder, Predicate<Path> recognises, Reader reader) {

    /** Reads the sources of a path of this type, adding the files it passed over to {@code skipped}. */
    @FunctionalInterface
    public interface Reader {
        List<Source> sources(Path path, List<SourceWalk.Skipped> skipped);
    }
}
