package dkg.http.web;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Serves the files the page shell references, and no other: the page's own ({@code /assets/app.js}
 * from {@code dkg/web/}) and those of the WebJars bundled into the jar
 * ({@code /assets/lib/cytoscape/3.33.1/dist/cytoscape.min.js} from {@code META-INF/resources/webjars/}).
 * The WebJars hold more (demo pages that load scripts from CDNs, sources, licences); none of it is
 * reachable. Nothing is fetched from the network, by the server or the page.
 */
final class Assets extends HttpServlet {
    private static final Map<String, String> TYPES = Map.of(
            "js", "text/javascript; charset=utf-8", "css", "text/css; charset=utf-8",
            "svg", "image/svg+xml", "png", "image/png");

    private static final Pattern REFERENCE = Pattern.compile("(?:src|href)=\"/assets(/[^\"]+)\"");

    /** Paths under {@code /assets} that may be served, e.g. {@code /app.js}. */
    private final Set<String> served;

    Assets(Set<String> served) { this.served = Set.copyOf(served); }

    /** The paths under {@code /assets} that the page {@code html} references by {@code src} or {@code href}. */
    static Set<String> referencedBy(byte[] html) {
        return REFERENCE.matcher(new String(html, StandardCharsets.UTF_8)).results()
                .map(m -> m.group(1)).collect(Collectors.toUnmodifiableSet());
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String path = req.getPathInfo();
        String type = path == null ? null : TYPES.get(path.substring(path.lastIndexOf('.') + 1));
        if (type == null || !served.contains(path)) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND, "no such asset");
            return;
        }
        String resource = path.startsWith("/lib/") ? "/META-INF/resources/webjars/" + path.substring("/lib/".length())
                                                   : "/dkg/web" + path;
        try (InputStream in = Assets.class.getResourceAsStream(resource)) {
            if (in == null) {
                resp.sendError(HttpServletResponse.SC_NOT_FOUND, "no such asset");
                return;
            }
            resp.setContentType(type);
            // libraries are versioned by path, so they may be cached for long; our own files change with the jar
            resp.setHeader("Cache-Control", path.startsWith("/lib/") ? "public, max-age=86400, immutable" : "no-cache");
            in.transferTo(resp.getOutputStream());
        }
    }
}
