package dkg.http;

import dkg.auth.TokenStore;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * Bearer tokens on every route of a team server: {@code Authorization: Bearer SECRET} must name a
 * token of the store's {@link TokenStore}, else 401 with one line. The file is consulted per
 * request (re-read only when it changed), so {@code doca-kg token revoke} holds from the next
 * request. Only the page's static assets and the liveness ping are open: they say nothing of the store.
 */
final class TokenFilter extends HttpFilter {
    private final TokenStore tokens;

    TokenFilter(TokenStore tokens) { this.tokens = tokens; }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain) throws IOException, ServletException {
        String path = req.getRequestURI();
        if (path.startsWith("/assets/") || path.equals("/$/ping") || "OPTIONS".equals(req.getMethod())) {
            chain.doFilter(req, res);
            return;
        }
        String header = req.getHeader("Authorization");
        String secret = header != null && header.regionMatches(true, 0, "Bearer ", 0, 7) ? header.substring(7).strip() : null;
        if (secret == null || tokens.verify(secret).isEmpty()) {
            res.setHeader("WWW-Authenticate", "Bearer realm=\"doca-kg\"");
            OneLine.send(res, HttpServletResponse.SC_UNAUTHORIZED, secret == null
                    ? "this server needs a token: send Authorization: Bearer SECRET (doca-kg token create NAME makes one)"
                    : "the token is not valid here (unknown or revoked): ask for a new one (doca-kg token create NAME)");
            return;
        }
        chain.doFilter(req, res);
    }
}
