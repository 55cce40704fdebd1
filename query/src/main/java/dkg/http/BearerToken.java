package dkg.http;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/** Lets a request through only with {@code Authorization: Bearer <token>} (compared in constant time). */
final class BearerToken implements Filter {
    private final byte[] expected;

    BearerToken(String token) { this.expected = ("Bearer " + token).getBytes(StandardCharsets.UTF_8); }

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain) throws IOException, ServletException {
        String got = ((HttpServletRequest) req).getHeader("Authorization");
        if (got != null && MessageDigest.isEqual(expected, got.getBytes(StandardCharsets.UTF_8))) {
            chain.doFilter(req, res);
            return;
        }
        HttpServletResponse r = (HttpServletResponse) res;
        r.setHeader("WWW-Authenticate", "Bearer");
        r.sendError(HttpServletResponse.SC_UNAUTHORIZED, "updates need Authorization: Bearer <token>");
    }
}
