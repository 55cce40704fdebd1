package dkg.ingest.source;

import dkg.error.BadInputException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Turns what the user names (a skills-bundle folder, a single Markdown or text file) into
 * {@link Source}s, detecting the kind from the folder's contents or the file's name.
 *
 * <p>A skills bundle is a folder holding {@code skills/} (or a {@code skills/} folder itself); every
 * file of a skill is a source keyed by its path relative to the bundle root. {@code evals/} folders
 * are test data and are never ingested. Files not of a known kind (signatures, JSON) are passed over.
 */
public final class SourceResolver {

    /** File names in a skill folder that are read as YAML skill cards. */
    private static final String SKILL_CARD_YAML = "SKILLCARD.yaml";

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
        if (Files.isDirectory(path)) {
            Path bundleRoot = bundleRootOf(path);
            if (bundleRoot != null) return skillBundle(bundleRoot, path);
            if (SampleTrees.isSampleTree(path)) return SampleTrees.sources(path, skipped);
            if (ApiFolders.isDoxygen(path)) return ApiFolders.doxygen(path, skipped);
            if (ApiFolders.isHeaders(path)) return ApiFolders.headers(path, skipped);
            if (ApiFolders.isWebPages(path)) return ApiFolders.webPages(path, skipped);
            throw new BadInputException("cannot tell what " + argument + " holds: expected a DOCA skills bundle (a folder with skills/**/SKILL.md), a Doxygen API reference (group__*.html), a DOCA include folder (doca_*.h), a DOCA samples tree (VERSION with samples/ or applications/) or saved .html pages");
        }
        SourceWalk.checkNamedFile(path);
        return List.of(singleFile(path, argument));
    }

    /** The bundle root for a folder: the folder with {@code skills/} in it, or the parent of a {@code skills} folder. */
    static Path bundleRootOf(Path dir) {
        if (Files.isDirectory(dir.resolve("skills")) && containsSkill(dir.resolve("skills"))) return dir;
        if (dir.getFileName() != null && dir.getFileName().toString().equals("skills") && containsSkill(dir)) return dir.getParent();
        return null;
    }

    private static boolean containsSkill(Path dir) {
        return new SourceWalk(dir, new ArrayList<>()).files(dir, 4).stream()
                .anyMatch(p -> p.getFileName().toString().equals("SKILL.md"));
    }

    private List<Source> skillBundle(Path root, Path start) {
        List<Source> out = new ArrayList<>();
        List<SourceWalk.Skipped> notes = new ArrayList<>();
        for (Path p : new SourceWalk(root, notes).files(start, Integer.MAX_VALUE)) {
            if (underEvals(root, p)) continue;
            SourceKind kind = kindOfSkillFile(p);
            if (kind == null) continue;
            Path skillDir = skillDirOf(p, root);
            if (skillDir == null) continue; // bundle-level files (README, AGENTS.md) are not skill documents
            out.add(Source.of(kind, p, key(root, p), Map.of(Source.SKILL, skillDir.getFileName().toString())));
        }
        // only what would have been read is worth a note: a FIFO named NOTES.md, not one named build.log;
        // a link to a folder outside the bundle may hold any of it
        for (SourceWalk.Skipped n : notes)
            if (!underEvals(root, n.file()) && (kindOfSkillFile(n.file()) != null || n.folderOutside())) skipped.add(n);
        return out;
    }

    private static boolean underEvals(Path root, Path p) {
        for (Path part : root.relativize(p)) if (part.toString().equals("evals")) return true;
        return false;
    }

    private static SourceKind kindOfSkillFile(Path p) {
        String name = p.getFileName().toString();
        if (name.endsWith(".md")) return SourceKind.SKILL_MARKDOWN;
        if (name.equals(SKILL_CARD_YAML)) return SourceKind.SKILL_CARD_YAML;
        return null;
    }

    /** The nearest folder at or above {@code file} (and below {@code root}) that holds a SKILL.md. */
    static Path skillDirOf(Path file, Path root) {
        for (Path d = file.getParent(); d != null && d.startsWith(root) && !d.equals(root); d = d.getParent()) {
            if (Files.isRegularFile(d.resolve("SKILL.md"))) return d;
        }
        return null;
    }

    private Source singleFile(Path file, String argument) {
        String name = file.getFileName().toString();
        if (name.endsWith(".md")) {
            Path root = null;
            for (Path d = file.getParent(); d != null; d = d.getParent()) {
                Path r = bundleRootOf(d);
                if (r != null) { root = r; break; }
            }
            Map<String, String> attrs = new HashMap<>();
            String key = name;
            if (root != null) {
                key = key(root, file);
                Path skillDir = skillDirOf(file, root);
                if (skillDir != null) attrs.put(Source.SKILL, skillDir.getFileName().toString());
            }
            return Source.of(SourceKind.SKILL_MARKDOWN, file, key, attrs);
        }
        if (name.endsWith(".txt")) {
            String text = readQuietly(file);
            String lang = Languages.guess(text);
            return Source.of(SourceKind.LOCALIZED_TEXT, file, "localized/" + lang + "/" + name, Map.of(Source.LANGUAGE, lang));
        }
        if (name.endsWith(".html") || name.endsWith(".htm")) return Source.of(SourceKind.WEB_PAGE, file, "web/" + name, Map.of());
        throw new BadInputException("cannot ingest " + argument + ": a single file must be .md (skill Markdown), .txt (localized copy), .html (saved web page) or an archive (.zip, .tar.gz) of a source folder");
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

    private static String readQuietly(Path file) { return SourceFiles.text(file); }

    /** Key of a file under a root: the relative path with forward slashes. */
    static String key(Path root, Path file) {
        return root.relativize(file).toString().replace('\\', '/');
    }
}
