package dkg.http.web;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;

/**
 * Serves the page's own files ({@code /assets/app.js} from {@code dkg/web/}) and the WebJars bundled
 * into the jar ({@code /assets/lib/cytoscape/3.33.1/dist/cytoscape.min.js} from
 * {@code META-INF/resources/webjars/}). Nothing is fetched from the network, by the server or the page.
 */
final class Assets extends HttpServlet {
    /** Only this server's own files and data; inline styles are cytoscape's and CodeMirror's way of sizing. */
    static final String CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
            + "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

    private static final Map<String, String> TYPES = Map.of(
            "js", "text/javascript; charset=utf-8", "css", "text/css; charset=utf-8",
            "svg", "image/svg+xml", "png", "image/png", "html", "text/html; charset=utf-8");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String path = req.getPathInfo();
        if (path == null || path.contains("..") || path.contains("//") || path.contains("\\")) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        String resource = path.startsWith("/lib/") ? "/META-INF/resources/webjars/" + path.substring("/lib/".length())
                                                   : "/dkg/web" + path;
        String ext = path.substring(path.lastIndexOf('.') + 1);
        String type = TYPES.get(ext);
        try (InputStream in = type == null ? null : Assets.class.getResourceAsStream(resource)) {
            if (in == null) {
                resp.sendError(HttpServletResponse.SC_NOT_FOUND);
                return;
            }
            resp.setContentType(type);
            // libraries are versioned by path, so they may be cached for long; our own files change with the jar
            resp.setHeader("Cache-Control", path.startsWith("/lib/") ? "public, max-age=86400, immutable" : "no-cache");
            in.transferTo(resp.getOutputStream());
        }
    }
}
