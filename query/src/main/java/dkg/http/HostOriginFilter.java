package dkg.http;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * The first filter in front of every route {@code serve} answers: the request must name an allowed
 * host ({@link HostPolicy}), else 403, so a page whose own name was rebound to this machine reads
 * nothing; a request from a page on another origin is refused with 403 too: one that carries an
 * {@code Origin} that is neither this server nor allowed, and one the browser marks as
 * cross-site or same-site ({@code Sec-Fetch-Site}) without an {@code Origin}, unless it is a
 * navigation (a link to an entity page still opens it). A page of an origin given with
 * {@code --allow-origin} gets the CORS headers (and a preflight its answer) that let it read the
 * answers; no other origin does. A later route (and a token check) sits behind this filter as
 * every route does.
 */
final class HostOriginFilter extends HttpFilter {
    private final HostPolicy policy;

    HostOriginFilter(HostPolicy policy) { this.policy = policy; }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain) throws IOException, ServletException {
        String host = req.getHeader("Host");
        if (!policy.allowsHost(host, req.getLocalPort())) {
            OneLine.send(res, HttpServletResponse.SC_FORBIDDEN, "this server does not answer for host '" + printable(host)
                    + "': use http://127.0.0.1:" + req.getLocalPort() + "/ or start serve with --allow-host NAME");
            return;
        }
        String origin = req.getHeader("Origin");
        if (origin != null && !policy.allowsOrigin(origin, host)) {
            OneLine.send(res, HttpServletResponse.SC_FORBIDDEN, "requests from pages of " + printable(origin)
                    + " are refused: start serve with --allow-origin ORIGIN to allow them");
            return;
        }
        if (origin != null && !policy.isSelf(origin, host)) {
            // an origin given with --allow-origin: the browser lets its page read the answer only with these
            res.setHeader("Access-Control-Allow-Origin", origin);
            res.addHeader("Vary", "Origin");
            if ("OPTIONS".equals(req.getMethod()) && req.getHeader("Access-Control-Request-Method") != null) {
                res.setHeader("Access-Control-Allow-Methods", "GET, POST");
                res.setHeader("Access-Control-Allow-Headers", "Content-Type, Accept");
                res.setHeader("Access-Control-Max-Age", "600");
                res.setStatus(HttpServletResponse.SC_NO_CONTENT);
                return;
            }
        }
        String site = req.getHeader("Sec-Fetch-Site");
        if (origin == null && ("cross-site".equals(site) || "same-site".equals(site)) && !"navigate".equals(req.getHeader("Sec-Fetch-Mode"))) {
            OneLine.send(res, HttpServletResponse.SC_FORBIDDEN, "this server's data is not served to pages of other sites");
            return;
        }
        chain.doFilter(req, res);
    }

    /** At most 100 visible ASCII characters of a header, so a refusal never echoes markup or control bytes. */
    static String printable(String s) {
        if (s == null) return "";
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length() && b.length() < 100; i++) {
            char c = s.charAt(i);
            b.append(c >= 0x21 && c < 0x7f && c != '<' && c != '>' ? c : '?');
        }
        return b.toString();
    }
}
