package dkg.ingest.source;

import dkg.error.BadInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Turns what the user names (a folder, a single file, a URL) into {@link Source}s: a folder or file
 * is of the first {@link SourceTypes#standard() source type} that recognises it, a URL is fetched
 * into the page cache. Files of no known kind inside a folder (signatures, JSON) are passed over.
 */
public final class SourceResolver {

    /** Where fetched web pages are cached; null: URLs cannot be resolved. */
    private final Path cacheDir;
    /** Files passed over while resolving (links out of the root, FIFOs), for the caller to warn about. */
    private final List<SourceWalk.Skipped> skipped = new ArrayList<>();

    /** A resolver for files and folders only (no cache folder for URLs). */
    public SourceResolver() { this(null); }

    /** The fetcher for URLs; made on first use when not given. */
    private dkg.ingest.fetch.PageFetcher fetcher;

    /** A resolver that also fetches http(s) URLs into {@code cacheDir} (see {@link dkg.ingest.fetch.PageFetcher}). */
    public SourceResolver(Path cacheDir) { this.cacheDir = cacheDir; }

    /**
     * A resolver that fetches URLs with {@code fetcher} (whose cache folder is {@code cacheDir}),
     * so pages and downloads of one run share one client, its robots rules and per-host queue.
     */
    public SourceResolver(Path cacheDir, dkg.ingest.fetch.PageFetcher fetcher) {
        this.cacheDir = cacheDir;
        this.fetcher = fetcher;
    }

    /** Resolves each argument in turn; throws {@link BadInputException} for a path that does not exist or is of no known kind. */
    public List<Source> resolve(List<String> arguments) {
        List<Source> out = new ArrayList<>();
        for (String arg : arguments) out.addAll(resolve(arg));
        return out;
    }

    /** Files found but passed over by the resolves so far, each with its reason. */
    public List<SourceWalk.Skipped> skipped() { return List.copyOf(skipped); }

    public List<Source> resolve(String argument) {
        if (argument.startsWith("http://") || argument.startsWith("https://")) return List.of(webPage(argument));
        Path path = Path.of(argument).toAbsolutePath().normalize();
        if (!Files.exists(path, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            throw new BadInputException("no such file or folder: " + argument + " (give a skills-bundle folder or archive, or a .md/.txt file)");
        }
        boolean folder = Files.isDirectory(path);
        if (!folder) SourceWalk.checkNamedFile(path);
        for (SourceType type : SourceTypes.standard())
            if (type.folder() == folder && type.recognises().test(path)) return type.reader().sources(path, skipped);
        throw folder
                ? new BadInputException("cannot tell what " + argument + " holds: expected " + described(true))
                : new BadInputException("cannot ingest " + argument + ": a single file must be " + described(false)
                        + " or an archive (.zip, .tar.gz) of a source folder");
    }

    /** The folder (or file) types, as a list in words: "a, b, c or d". */
    private static String described(boolean folders) {
        List<String> d = SourceTypes.standard().stream().filter(t -> t.folder() == folders).map(SourceType::description).toList();
        return d.size() == 1 ? d.getFirst() : String.join(", ", d.subList(0, d.size() - 1)) + " or " + d.getLast();
    }

    /** A web page fetched (or revalidated) into the cache; its key is the URL. */
    private Source webPage(String url) {
        if (cacheDir == null) throw new BadInputException("cannot fetch " + url + ": no page cache folder is set (give one to SourceResolver)");
        java.net.URI uri;
        try {
            uri = java.net.URI.create(url);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("not a valid URL: " + url + " (" + e.getMessage() + ")");
        }
        if (fetcher == null) {
            String version = SourceResolver.class.getPackage().getImplementationVersion();
            fetcher = new dkg.ingest.fetch.PageFetcher(cacheDir, version == null ? "dev" : version);
        }
        var fetched = fetcher.fetch(uri);
        return Source.of(SourceKind.WEB_PAGE, fetched.file(), url, Map.of(Source.URL, url));
    }

    /** Key of a file under a root: the relative path with forward slashes. */
    static String key(Path root, Path file) {
        return root.relativize(file).toString().replace('\\', '/');
    }
}
