package dkg.http;

import dkg.replica.ServedKg;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * Pins each request to the generation current when it came in (a replica may switch to a newer
 * snapshot meanwhile) and names it in the {@value #HEADER} header, so a client or a load balancer's
 * check sees which snapshot answered. MCP is left out: its stream outlives any one call, so each
 * tool call pins for itself.
 */
final class GenerationPin extends HttpFilter {
    static final String HEADER = "Doca-Kg-Generation";
    private final ServedKg served;

    GenerationPin(ServedKg served) { this.served = served; }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain) throws IOException, ServletException {
        if (req.getRequestURI().startsWith(McpRoute.PATH)) {
            chain.doFilter(req, res);
            return;
        }
        try (ServedKg.Pin pin = served.pin()) {
            if (pin.generation() >= 0) res.setHeader(HEADER, Long.toString(pin.generation()));
            chain.doFilter(req, res);
        }
    }
}
