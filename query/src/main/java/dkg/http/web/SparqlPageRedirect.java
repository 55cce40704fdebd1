package dkg.http.web;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * A GET of the SPARQL endpoint without a query (the URL {@code serve} prints, opened in a browser)
 * is sent to the page's SPARQL editor, which runs its queries there; Fuseki would answer 404.
 */
final class SparqlPageRedirect implements Filter {
    static final String EDITOR = "/sparql";

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain) throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        if ("GET".equals(req.getMethod()) && req.getQueryString() == null) {
            HttpServletResponse res = (HttpServletResponse) response;
            res.setStatus(HttpServletResponse.SC_SEE_OTHER);
            res.setHeader("Location", EDITOR);
            return;
        }
        chain.doFilter(request, response);
    }
}
