package dkg.http.web;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;

/**
 * Answers every page URL with the one HTML shell; the script reads the URL and draws that page, so
 * a bookmark or a reload lands where it was. Anything else under {@code /} is a 404. (The CSP
 * header is set on every response, this one included, by {@link dkg.http.SecurityHeaders}.)
 */
final class PageShell extends HttpServlet {
    private final byte[] shell;

    PageShell() {
        try (InputStream in = PageShell.class.getResourceAsStream("/dkg/web/index.html")) {
            if (in == null) throw new IllegalStateException("dkg/web/index.html is missing from the jar");
            shell = in.readAllBytes();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The files under {@code /assets} the shell loads. */
    java.util.Set<String> assets() { return Assets.referencedBy(shell); }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String path = req.getRequestURI().substring(req.getContextPath().length());
        if (!WebPages.PAGES.contains(path)) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND, "no such page");
            return;
        }
        resp.setContentType("text/html; charset=utf-8");
        resp.setHeader("Cache-Control", "no-cache");
        resp.getOutputStream().write(shell);
    }
}
