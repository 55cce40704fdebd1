package dkg.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dkg.error.BadInputException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * The sources {@code doca-kg ingest} reads when none is named: a manifest (built in, from
 * {@code data/sources.json}, or given) lists public archives at pinned commits. Each archive is
 * downloaded once into the cache and unpacked there; later runs reuse the unpacked folder.
 *
 * <p>Unpacking goes to a temporary folder that is renamed into place when complete, so an
 * interrupted download is never mistaken for a finished one.
 */
final class DefaultSources {

    /** One manifest entry. */
    record Entry(String name, String archive, String root, String path) {
        Entry {
            if (name == null || archive == null || root == null) {
                throw new BadInputException("source manifest entry needs name, archive and root: " + name);
            }
            if (path == null || path.isBlank()) path = ".";
        }
    }

    static final String BUILT_IN = "/dkg/data/sources.json";
    private static final String USER_AGENT = "doca-kg/0.1 (+https://w3id.org/doca-kg)";

    private final Path cacheDir;
    private final IngestListener listener;
    private final HttpClient http = HttpClient.newBuilder()
            .followRedirects(HttpClient.Redirect.NORMAL)
            .connectTimeout(Duration.ofSeconds(20))
            .build();

    DefaultSources(Path cacheDir, IngestListener listener) {
        this.cacheDir = cacheDir;
        this.listener = listener;
    }

    /** Reads a manifest: the given file, or the built-in one. */
    static List<Entry> manifest(Path file) {
        try (InputStream in = file == null ? DefaultSources.class.getResourceAsStream(BUILT_IN) : Files.newInputStream(file)) {
            if (in == null) throw new IllegalStateException("built-in manifest " + BUILT_IN + " is missing from the jar");
            JsonNode root = new ObjectMapper().readTree(in);
            List<Entry> out = new ArrayList<>();
            for (JsonNode s : root.path("sources")) {
                out.add(new Entry(text(s, "name"), text(s, "archive"), text(s, "root"), text(s, "path")));
            }
            if (out.isEmpty()) throw new BadInputException("source manifest " + file + " lists no sources");
            return out;
        } catch (IOException e) {
            String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("");
            throw new BadInputException("cannot read source manifest " + file + ": " + why);
        }
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

    private Path unpacked(Entry e) {
        Path dir = cacheDir.resolve(e.name());
        if (Files.isDirectory(dir.resolve(e.root()))) return dir;
        try {
            Files.createDirectories(cacheDir);
            Path zip = Files.createTempFile(cacheDir, e.name(), ".zip.part");
            try {
                download(e, zip);
                Path tmp = Files.createTempDirectory(cacheDir, e.name() + ".unpack");
                unzip(zip, tmp);
                if (!Files.isDirectory(tmp.resolve(e.root()))) {
                    deleteTree(tmp);
                    throw new BadInputException("archive " + e.archive() + " does not hold the folder " + e.root() + " the manifest names");
                }
                if (Files.exists(dir)) deleteTree(dir);
                Files.move(tmp, dir, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(zip);
            }
            return dir;
        } catch (IOException ex) {
            // a zero-byte or garbage archive, a full disk: the user's to fix, named
            throw new BadInputException(BadInputException.Code.UNREADABLE, "cannot unpack " + e.archive() + " for source "
                    + e.name() + ": " + (ex.getMessage() == null ? ex.getClass().getSimpleName() : ex.getMessage())
                    + " (check the archive, or name a local folder instead)", ex);
        }
    }

    private void download(Entry e, Path target) throws IOException {
        if (e.archive().startsWith("file:")) { // a local archive (mirrors, tests): copied, not fetched
            Path local;
            try {
                local = Path.of(URI.create(e.archive()));
            } catch (IllegalArgumentException bad) {
                throw new BadInputException("not a valid file URL in the source manifest: " + e.archive());
            }
            dkg.ingest.source.SourceWalk.checkNamedFile(local);
            Files.copy(local, target, StandardCopyOption.REPLACE_EXISTING);
            return;
        }
        if (!e.archive().startsWith("https://") && !e.archive().startsWith("http://")) {
            throw new BadInputException("source manifest archive must be an http(s) or file URL: " + e.archive());
        }
        listener.note("downloading " + e.name() + " from " + e.archive());
        HttpRequest req = HttpRequest.newBuilder(URI.create(e.archive()))
                .header("User-Agent", USER_AGENT)
                .timeout(Duration.ofMinutes(5))
                .build();
        try {
            HttpResponse<Path> resp = http.send(req, HttpResponse.BodyHandlers.ofFile(target));
            if (resp.statusCode() != 200) {
                throw new BadInputException("download of " + e.archive() + " failed with HTTP " + resp.statusCode());
            }
        } catch (InterruptedException ie) {
            Thread.currentThread().interrupt();
            throw new BadInputException("download of " + e.archive() + " was interrupted");
        } catch (java.net.ConnectException ce) {
            throw new BadInputException("cannot reach " + e.archive() + " (" + ce.getMessage()
                    + "); name a local source instead, e.g. doca-kg ingest ../shared/corpus/doca-skills");
        }
    }

    /** Unzips, refusing entries that would land outside {@code target} (zip slip). */
    static void unzip(Path zip, Path target) throws IOException {
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry entry; (entry = in.getNextEntry()) != null; ) {
                Path out = target.resolve(entry.getName()).normalize();
                if (!out.startsWith(target)) throw new BadInputException("archive entry escapes its folder: " + entry.getName());
                if (entry.isDirectory()) {
                    Files.createDirectories(out);
                } else {
                    Files.createDirectories(out.getParent());
                    Files.copy(in, out, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }
}
