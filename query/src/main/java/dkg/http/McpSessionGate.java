package dkg.http;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Holds {@code /mcp} to its {@link McpLimits}: counts the sessions the MCP transport opened (by the
 * {@code Mcp-Session-Id} it answers an {@code initialize} with) and the requests each has in
 * flight, and refuses what would go past a bound before the transport sees it. The transport's
 * request handling is synchronous (it blocks until the answer is written), so a request is in
 * flight exactly while it is inside this filter. Closing idle sessions is the transport's own
 * sweep; a session it closed answers 404 and is forgotten here too.
 */
final class McpSessionGate extends HttpFilter {
    static final String SESSION_HEADER = "Mcp-Session-Id";

    private final McpLimits limits;
    private final Map<String, Session> sessions = new ConcurrentHashMap<>();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger opening = new AtomicInteger();

    private static final class Session {
        final AtomicInteger inFlight = new AtomicInteger();
        volatile long lastSeen = System.nanoTime();
    }

    McpSessionGate(McpLimits limits) { this.limits = limits; }

    /** Sessions open now (as far as this gate knows), for tests and the log. */
    int openSessions() {
        forgetIdle();
        return sessions.size();
    }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain) throws IOException, ServletException {
        String id = req.getHeader(SESSION_HEADER);
        String method = req.getMethod();
        if (id == null || id.isBlank()) {
            if ("POST".equals(method)) open(req, res, chain);
            else chain.doFilter(req, res);
            return;
        }
        Session s = sessions.get(id);
        if (!"POST".equals(method)) {
            // the event stream (GET) lives as long as the session; DELETE ends it
            if (s != null) s.lastSeen = System.nanoTime();
            chain.doFilter(req, res);
            if ("DELETE".equals(method) && res.getStatus() < 300) sessions.remove(id);
            return;
        }
        if (s != null && s.inFlight.get() >= limits.maxSessionInFlight()) {
            res.setHeader("Retry-After", "1");
            OneLine.send(res, 429, "this MCP session has " + limits.maxSessionInFlight()
                    + " requests in flight already, the most one session may have: wait for an answer before sending more");
            return;
        }
        if (inFlight.incrementAndGet() > limits.maxInFlight()) {
            inFlight.decrementAndGet();
            res.setHeader("Retry-After", "1");
            OneLine.send(res, 503, "the server is answering " + limits.maxInFlight() + " MCP requests already, its most: retry in a moment");
            return;
        }
        if (s != null) s.inFlight.incrementAndGet();
        try {
            chain.doFilter(req, res);
        } finally {
            inFlight.decrementAndGet();
            if (s != null) {
                s.inFlight.decrementAndGet();
                s.lastSeen = System.nanoTime();
            }
            int status = res.getStatus();
            // 404: the transport closed the session (idle, or deleted); a session this gate forgot but the transport kept is known again
            if (status == 404) sessions.remove(id);
            else if (s == null && status < 300) sessions.putIfAbsent(id, new Session());
        }
    }

    /** A request without a session: an {@code initialize}, admitted while there is room for one more session. */
    private void open(HttpServletRequest req, HttpServletResponse res, FilterChain chain) throws IOException, ServletException {
        forgetIdle();
        if (sessions.size() + opening.incrementAndGet() > limits.maxSessions()) {
            opening.decrementAndGet();
            res.setHeader("Retry-After", "10");
            OneLine.send(res, 503, "the server has " + limits.maxSessions() + " MCP sessions open, its most: close one (DELETE /mcp with its "
                    + SESSION_HEADER + ") or retry later; idle ones close after " + limits.idle().toSeconds() + " s");
            return;
        }
        try {
            chain.doFilter(req, res);
            String id = res.getHeader(SESSION_HEADER);
            if (id != null && res.getStatus() < 300) sessions.putIfAbsent(id, new Session());
        } finally {
            opening.decrementAndGet();
        }
    }

    /** Sessions without a request for the idle time: the transport's sweep has closed them or is about to. */
    private void forgetIdle() {
        long cutoff = System.nanoTime() - limits.idle().toNanos();
        sessions.values().removeIf(s -> s.inFlight.get() == 0 && s.lastSeen - cutoff < 0);
    }
}
