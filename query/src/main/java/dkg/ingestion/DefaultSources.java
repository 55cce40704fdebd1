package dkg.ingestion;

import com.fasterxml.jackson.databind.JsonNode;
import dkg.error.BadInputException;
import dkg.ingest.fetch.Archives;
import dkg.ingest.fetch.PageFetcher;
import dkg.json.Mappers;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The sources {@code doca-kg ingest} reads when none is named: a manifest (built in, from
 * {@code data/sources.json}, or given) lists public archives at pinned commits. Each archive is
 * downloaded once into the cache (through the same polite HTTP client as pages, honouring proxy
 * settings) and unpacked there; later runs reuse the unpacked folder. The same archive downloaded
 * elsewhere can be given to {@code doca-kg ingest FILE} instead.
 *
 * <p>Unpacking goes to a temporary folder that is renamed into place when complete, so an
 * interrupted download is never mistaken for a finished one.
 */
public final class DefaultSources {

    /**
     * One manifest entry.
     *
     * @param kind     what it brings, for {@code ingest --only}: {@code skills}, {@code api}, {@code samples}
     * @param download approximate download size, as the manifest states it (may be null)
     * @param brings   what the source adds to the graph, in a sentence (may be null)
     */
    record Entry(String name, String archive, String root, String path, String kind, String description,
                 String download, String brings) {
        /** Where this source's archive keeps its content. */
        Archives.Layout layout() { return new Archives.Layout(root, path); }

        Entry {
            if (name == null || archive == null || root == null) {
                throw new BadInputException("source manifest entry needs name, archive and root: " + name);
            }
            if (path == null || path.isBlank()) path = ".";
            if (kind == null || kind.isBlank()) kind = name;
        }

        /** The file name a browser gives the archive (GitHub names it after the folder inside). */
        String fileName() {
            String a = archive.toLowerCase(java.util.Locale.ROOT);
            return root + (a.endsWith(".zip") ? ".zip" : a.endsWith(".tgz") ? ".tgz" : ".tar.gz");
        }
    }

    static final String BUILT_IN = "/dkg/data/sources.json";

    /** What {@code ingest --only} can pick. */
    static final Set<String> KINDS = Set.of("skills", "api", "samples");

    private final Path cacheDir;
    private final IngestListener listener;
    private final PageFetcher http;

    DefaultSources(Path cacheDir, IngestListener listener, PageFetcher http) {
        this.cacheDir = cacheDir;
        this.listener = listener;
        this.http = http;
    }

    /** Reads a manifest: the given file, or the built-in one. */
    static List<Entry> manifest(Path file) {
        try (InputStream in = file == null ? DefaultSources.class.getResourceAsStream(BUILT_IN) : Files.newInputStream(file)) {
            if (in == null) throw new IllegalStateException("built-in manifest " + BUILT_IN + " is missing from the jar");
            JsonNode root = Mappers.files().readTree(in);
            List<Entry> out = new ArrayList<>();
            for (JsonNode s : root.path("sources")) {
                out.add(new Entry(text(s, "name"), text(s, "archive"), text(s, "root"), text(s, "path"), text(s, "kind"),
                        text(s, "description"), text(s, "download"), text(s, "brings")));
            }
            if (out.isEmpty()) throw new BadInputException("source manifest " + file + " lists no sources");
            return out;
        } catch (IOException e) {
            String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("");
            throw new BadInputException("cannot read source manifest " + file + ": " + why);
        }
    }

    /** The entries of {@code kinds} (all when empty); refuses a kind no entry brings. */
    static List<Entry> only(List<Entry> entries, Set<String> kinds) {
        if (kinds.isEmpty()) return entries;
        for (String k : kinds) {
            if (!KINDS.contains(k)) throw new BadInputException("--only " + k + " is not a kind of source; use one of skills, api, samples");
            if (entries.stream().noneMatch(e -> e.kind().equals(k))) {
                throw new BadInputException("no default source brings " + k + "; doca-kg sources lists what there is");
            }
        }
        return entries.stream().filter(e -> kinds.contains(e.kind())).toList();
    }

    private static String text(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v == null || v.isNull() ? null : v.asText();
    }

    /** The local folders to ingest, downloading and unpacking what is not cached yet. */
    List<Path> folders(List<Entry> entries) {
        List<Path> out = new ArrayList<>();
        for (Entry e : entries) out.add(unpacked(e).resolve(e.root()).resolve(e.path()).normalize());
        return out;
    }

    /** The cached, unpacked folder of {@code e}, if an earlier run made it. */
    Path cached(Entry e) {
        Path dir = cacheDir.resolve(e.name());
        return Files.isDirectory(dir.resolve(e.root())) ? dir : null;
    }

    private Path unpacked(Entry e) {
        Path dir = cacheDir.resolve(e.name());
        if (cached(e) != null) return dir;
        try {
            Files.createDirectories(cacheDir);
            String suffix = Archives.isArchive(e.archive()) && e.archive().toLowerCase().endsWith(".zip") ? ".zip" : ".tar.gz";
            Path download = Files.createTempFile(cacheDir, e.name(), suffix);
            try {
                download(e, download);
                Path tmp = Files.createTempDirectory(cacheDir, e.name() + ".unpack");
                try {
                    Archives.unpack(download, e.archive(), tmp);
                    if (!Files.isDirectory(tmp.resolve(e.root())))
                        throw new BadInputException("archive " + e.archive() + " does not hold the folder " + e.root() + " the manifest names");
                    if (Files.exists(dir)) Archives.deleteTree(dir);
                    Files.move(tmp, dir, StandardCopyOption.ATOMIC_MOVE);
                } finally {
                    Archives.deleteTree(tmp); // nothing left once moved; a half-unpacked folder otherwise
                }
            } finally {
                Files.deleteIfExists(download);
            }
            return dir;
        } catch (IOException ex) {
            // a zero-byte or garbage archive, a full disk: the user's to fix, named
            throw new BadInputException(BadInputException.Code.UNREADABLE, "cannot unpack " + e.archive() + " for source "
                    + e.name() + ": " + (ex.getMessage() == null ? ex.getClass().getSimpleName() : ex.getMessage())
                    + " (check the archive, or name a local folder instead)", ex);
        }
    }

    private void download(Entry e, Path target) {
        if (e.archive().startsWith("file:")) { // a local archive (mirrors, tests): copied, not fetched
            Path local;
            try {
                local = Path.of(URI.create(e.archive()));
            } catch (IllegalArgumentException bad) {
                throw new BadInputException("not a valid file URL in the source manifest: " + e.archive());
            }
            dkg.ingest.source.SourceWalk.checkNamedFile(local);
            try {
                Files.copy(local, target, StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException io) {
                throw new BadInputException(BadInputException.Code.UNREADABLE, "cannot copy " + local + ": " + io.getMessage(), io);
            }
            return;
        }
        if (!e.archive().startsWith("https://") && !e.archive().startsWith("http://")) {
            throw new BadInputException("source manifest archive must be an http(s) or file URL: " + e.archive());
        }
        listener.note("downloading " + e.name() + " (" + (e.download() == null ? "size unknown" : e.download()) + ") from " + e.archive());
        try {
            http.download(URI.create(e.archive()), target, listener::downloaded);
        } catch (BadInputException failed) {
            // keep the cause, and name the exact way round it
            throw new BadInputException(failed.code(), failed.getMessage() + "; to set up offline, download " + e.archive()
                    + " on a machine with access, copy it here and run: doca-kg ingest " + e.fileName(), failed);
        } finally {
            listener.downloaded(-1, -1);
        }
    }
}
