package dkg.http;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * Refuses a query request whose declared body is far over the query size limit before a byte of it
 * is read: the exact character count is checked after reading (in {@link GuardedQuery}), but a
 * 10 MB body should cost nothing: a client that sends {@code Expect: 100-continue} (curl does for
 * large bodies) gets the 413 before sending it. The bound allows for URL-encoding (up to 12 bytes
 * per character).
 */
final class QuerySizeFilter implements Filter {
    private final long maxBodyBytes;
    private final int maxQueryChars;

    QuerySizeFilter(int maxQueryChars) {
        this.maxQueryChars = maxQueryChars;
        this.maxBodyBytes = 12L * maxQueryChars + 1024;
    }

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain) throws IOException, ServletException {
        long declared = req.getContentLengthLong();
        if (declared > maxBodyBytes) {
            HttpServletResponse r = (HttpServletResponse) res;
            r.setStatus(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE);
            r.setHeader("Connection", "close");
            r.setContentType("text/plain;charset=utf-8");
            r.getWriter().println("the request body is " + declared + " bytes; a query may have at most "
                    + maxQueryChars + " characters: shorten it");
            r.flushBuffer();
            return;
        }
        chain.doFilter(req, res);
    }
}
