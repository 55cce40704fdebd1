package dkg.ingest.fetch;

import dkg.error.BadInputException;
import dkg.ingest.source.Hashes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Fetches web pages politely into an on-disk cache and returns the cached file, so a re-run fetches
 * only what changed.
 *
 * <p>Politeness: one request at a time per host (a lock per host; other hosts proceed), a
 * {@code User-Agent} naming the tool ({@code doca-kg/<version> (+https://w3id.org/doca-kg)}), and
 * {@code robots.txt} honoured (read once per host per fetcher; rules for {@code doca-kg}, else
 * {@code *}); a disallowed URL is refused with a {@link BadInputException}. Cache: per URL a body file
 * and a {@code .properties} file (URL, ETag, Last-Modified) named by the SHA-256 of the URL in the
 * caller's cache folder. A cached page is revalidated with {@code If-None-Match} /
 * {@code If-Modified-Since}; a 304 keeps the cached body. Bodies are written to a temporary file
 * and moved into place, so a killed run leaves no half page.
 *
 * <p>Thread-safe. Example: {@code Path page = new PageFetcher(cacheDir, "0.1.0").fetch(URI.create(url)).file();}
 */
public final class PageFetcher {

    /** What a fetch produced: the cached file, the final status (200 or 304) and whether the network body was new. */
    public record Fetched(URI url, Path file, int status, boolean changed) {}

    /** Product token matched against robots.txt user-agent lines. */
    public static final String AGENT_TOKEN = "doca-kg";

    private final Path cacheDir;
    private final String userAgent;
    /** Made on the first fetch: most ingests read only local files, and a client starts threads. */
    private volatile HttpClient client;
    private final Map<String, ReentrantLock> hostLocks = new ConcurrentHashMap<>();
    private final Map<String, RobotsRules> robots = new ConcurrentHashMap<>();

    public PageFetcher(Path cacheDir, String toolVersion) {
        this.cacheDir = cacheDir;
        this.userAgent = AGENT_TOKEN + "/" + toolVersion + " (+https://w3id.org/doca-kg)";
    }

    private HttpClient client() {
        HttpClient c = client;
        if (c == null) {
            synchronized (this) {
                c = client;
                if (c == null) client = c = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL)
                        .proxy(proxies).connectTimeout(Duration.ofSeconds(20)).build();
            }
        }
        return c;
    }

    /** Proxies from the environment (https_proxy, no_proxy), for pages and downloads alike. */
    private final EnvProxySelector proxies = new EnvProxySelector(System.getenv());

    /** Told how a download goes: bytes so far and the total, -1 when the server does not say. */
    @FunctionalInterface
    public interface DownloadProgress {
        void bytes(long done, long total);
    }

    /**
     * Downloads {@code url} to {@code target} (a temporary file the caller moves into place), one
     * request at a time per host like pages. robots.txt is not consulted: this is one file a person
     * asked for by name (a pinned archive), not a crawl.
     *
     * @throws BadInputException naming the cause (DNS, refused, TLS, proxy, HTTP status)
     */
    public void download(URI url, Path target, DownloadProgress progress) {
        ReentrantLock lock = hostLocks.computeIfAbsent(url.getScheme() + "://" + url.getAuthority(), h -> new ReentrantLock(true));
        lock.lock();
        try {
            HttpRequest req = HttpRequest.newBuilder(url).header("User-Agent", userAgent).timeout(Duration.ofMinutes(10)).build();
            HttpResponse<java.io.InputStream> r = client().send(req, HttpResponse.BodyHandlers.ofInputStream());
            try (java.io.InputStream in = r.body()) {
                if (r.statusCode() != 200) throw new BadInputException("cannot download " + url + ": HTTP " + r.statusCode());
                long total = r.headers().firstValueAsLong("Content-Length").orElse(-1);
                try (var out = Files.newOutputStream(target)) {
                    byte[] buf = new byte[1 << 16];
                    long done = 0;
                    for (int n; (n = in.read(buf)) > 0; ) {
                        out.write(buf, 0, n);
                        done += n;
                        progress.bytes(done, total);
                    }
                }
            }
        } catch (IOException e) {
            throw new BadInputException(BadInputException.Code.UNREADABLE, "cannot download " + url + ": " + failure(url, e), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BadInputException("download of " + url + " was interrupted");
        } finally {
            lock.unlock();
        }
    }

    /** Why a request to {@code url} failed, in a phrase. */
    private String failure(URI url, IOException e) {
        return NetworkFailure.describe(url, e, proxies.proxyFor(url));
    }

    public String userAgent() { return userAgent; }

    /** Fetches {@code url} (http or https) into the cache, revalidating a cached copy. */
    public Fetched fetch(URI url) {
        String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase();
        if (!scheme.equals("http") && !scheme.equals("https")) throw new BadInputException("cannot fetch " + url + ": only http and https URLs can be ingested");
        String host = url.getScheme() + "://" + url.getAuthority();
        ReentrantLock lock = hostLocks.computeIfAbsent(host, h -> new ReentrantLock(true));
        lock.lock();
        try {
            RobotsRules rules = robots.computeIfAbsent(host, h -> readRobots(URI.create(h + "/robots.txt")));
            String path = (url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath())
                    + (url.getRawQuery() == null ? "" : "?" + url.getRawQuery());
            if (!rules.allows(path)) {
                throw new BadInputException("robots.txt of " + host + " disallows " + url + " for " + AGENT_TOKEN + "; save the page and ingest the file instead");
            }
            return get(url);
        } finally {
            lock.unlock();
        }
    }

    private Fetched get(URI url) {
        try {
            Files.createDirectories(cacheDir);
            String id = Hashes.sha256(url.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
            Path body = cacheDir.resolve(id + ".html"), meta = cacheDir.resolve(id + ".properties");
            Properties p = new Properties();
            boolean cached = Files.isRegularFile(body) && Files.isRegularFile(meta);
            if (cached) try (var in = Files.newInputStream(meta)) { p.load(in); }
            HttpRequest.Builder req = HttpRequest.newBuilder(url).timeout(Duration.ofSeconds(60)).header("User-Agent", userAgent);
            if (cached && p.getProperty("etag") != null) req.header("If-None-Match", p.getProperty("etag"));
            if (cached && p.getProperty("lastModified") != null) req.header("If-Modified-Since", p.getProperty("lastModified"));
            Path tmp = Files.createTempFile(cacheDir, id, ".part");
            HttpResponse<Path> r = client().send(req.build(), HttpResponse.BodyHandlers.ofFile(tmp));
            if (r.statusCode() == 304 && cached) {
                Files.deleteIfExists(tmp);
                return new Fetched(url, body, 304, false);
            }
            if (r.statusCode() != 200) {
                Files.deleteIfExists(tmp);
                throw new BadInputException("cannot fetch " + url + ": HTTP " + r.statusCode());
            }
            Files.move(tmp, body, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            Properties np = new Properties();
            np.setProperty("url", url.toString());
            r.headers().firstValue("ETag").ifPresent(v -> np.setProperty("etag", v));
            r.headers().firstValue("Last-Modified").ifPresent(v -> np.setProperty("lastModified", v));
            Path metaTmp = Files.createTempFile(cacheDir, id, ".part");
            try (var out = Files.newOutputStream(metaTmp)) { np.store(out, "doca-kg page cache"); }
            Files.move(metaTmp, meta, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return new Fetched(url, body, 200, true);
        } catch (java.net.http.HttpTimeoutException | java.net.ConnectException | java.net.UnknownHostException | javax.net.ssl.SSLException e) {
            throw new BadInputException(BadInputException.Code.UNREADABLE, "cannot fetch " + url + ": " + failure(url, e)
                    + "; save the page elsewhere and ingest the .html file", e);
        } catch (IOException e) {
            if (NetworkFailure.describe(url, e, null).startsWith("DNS") || e.getCause() instanceof java.net.ConnectException)
                throw new BadInputException(BadInputException.Code.UNREADABLE, "cannot fetch " + url + ": " + failure(url, e), e);
            throw new UncheckedIOException("cannot fetch " + url, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while fetching " + url, e);
        }
    }

    private RobotsRules readRobots(URI robotsUrl) {
        try {
            HttpResponse<String> r = client().send(HttpRequest.newBuilder(robotsUrl).timeout(Duration.ofSeconds(30))
                    .header("User-Agent", userAgent).build(), HttpResponse.BodyHandlers.ofString());
            // 4xx: no rules (RFC 9309 2.3.1.3); 5xx: the site is unavailable, assume everything disallowed.
            if (r.statusCode() >= 500) return RobotsRules.parse("User-agent: *\nDisallow: /", AGENT_TOKEN);
            return r.statusCode() == 200 ? RobotsRules.parse(r.body(), AGENT_TOKEN) : RobotsRules.allowAll();
        } catch (IOException e) {
            throw new BadInputException(BadInputException.Code.UNREADABLE, "cannot reach " + robotsUrl + ": " + failure(robotsUrl, e)
                    + "; save the page elsewhere and ingest the .html file", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading " + robotsUrl, e);
        }
    }
}
