package dkg.http.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * A GET of the SPARQL endpoint without a query (the URL {@code serve} prints, opened in a browser)
 * is sent to the page's SPARQL editor, which runs its queries there; Fuseki would answer 404.
 */
final class SparqlPageRedirect extends HttpFilter {
    static final String EDITOR = "/sparql";

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain) throws IOException, ServletException {
        if ("GET".equals(req.getMethod()) && req.getQueryString() == null) {
            res.setStatus(HttpServletResponse.SC_SEE_OTHER);
            res.setHeader("Location", EDITOR);
            return;
        }
        chain.doFilter(req, res);
    }
}
