package dkg.http;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * Puts the page's Content-Security-Policy, and {@code nosniff}, on every response, error pages
 * included: whatever this server answers may load only this server's own files and data, and may
 * not be framed by another page.
 */
public final class SecurityHeaders implements Filter {
    /** Only this server's own files and data; inline styles are cytoscape's and CodeMirror's way of sizing. */
    public static final String CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
            + "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

    /** Sets the headers on {@code res}; the error handler calls this too, as it may run after a reset. */
    static void set(HttpServletResponse res) {
        res.setHeader("Content-Security-Policy", CSP);
        res.setHeader("X-Content-Type-Options", "nosniff");
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain) throws IOException, ServletException {
        set((HttpServletResponse) response);
        chain.doFilter(request, response);
    }
}
