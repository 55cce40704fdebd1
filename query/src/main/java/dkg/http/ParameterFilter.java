package dkg.http;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/**
 * Refuses, with 400 and one line, what the routes behind would answer with a 500: a query string
 * that does not decode (a stray {@code %}), a form body that does not, and (with 415) a charset
 * that is not known; and a {@code callback} parameter. Fuseki answers {@code callback=NAME} as
 * JSONP, {@code NAME(results)}, which a page of any origin can load with a {@code <script>} tag and
 * so read around the same-origin rule; nothing here is served that way.
 */
final class ParameterFilter extends HttpFilter {
    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain) throws IOException, ServletException {
        try {
            req.getContentType();
        } catch (IllegalArgumentException e) {
            // Jetty resolves the declared charset when asked for the type: an unknown one failed every route with a 500
            OneLine.send(res, HttpServletResponse.SC_UNSUPPORTED_MEDIA_TYPE, "the Content-Type names a charset this server does not know: send charset=utf-8");
            return;
        }
        String problem = queryStringProblem(req.getQueryString());
        // the page's POST /api/ask reads its body as text, whatever its type; elsewhere a form body is parameters
        boolean formBody = isForm(req) && !req.getRequestURI().startsWith("/api/");
        if (problem == null && formBody) {
            try {
                req.getParameterMap();
            } catch (RuntimeException e) {
                problem = "the form body does not decode as application/x-www-form-urlencoded UTF-8: percent-encode it";
            }
        }
        if (problem == null && (formBody ? req.getParameter("callback") != null : hasCallback(req.getQueryString())))
            problem = "callback= (JSONP) is not served: read the results from a page of this server, or with a client that is not a browser";
        if (problem != null) {
            OneLine.send(res, HttpServletResponse.SC_BAD_REQUEST, problem);
            return;
        }
        chain.doFilter(req, res);
    }

    private static boolean isForm(HttpServletRequest req) {
        String type = req.getContentType();
        return type != null && type.toLowerCase(java.util.Locale.ROOT).startsWith("application/x-www-form-urlencoded");
    }

    private static boolean hasCallback(String query) {
        if (query == null) return false;
        for (String pair : query.split("&"))
            if (URLDecoder.decode(pair.split("=", 2)[0], StandardCharsets.UTF_8).equals("callback")) return true;
        return false;
    }

    /** Null when every name and value of {@code query} percent-decodes as UTF-8. */
    static String queryStringProblem(String query) {
        if (query == null) return null;
        for (String pair : query.split("&")) {
            try {
                URLDecoder.decode(pair, StandardCharsets.UTF_8);
            } catch (IllegalArgumentException e) {
                return "the query string does not decode ('%' must start %XX): percent-encode the parameters";
            }
        }
        return null;
    }
}
