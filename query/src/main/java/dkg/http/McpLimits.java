package dkg.http;

import java.time.Duration;

/**
 * How much one team server's {@code /mcp} takes on: sessions open at once, requests in flight per
 * session and in all, and how long a session may sit idle before it is closed. Past a bound a
 * request is refused at once with one line (503 when the server is full, 429 when one session asks
 * too much), so a client retries or backs off instead of waiting unseen.
 *
 * @param maxSessions        sessions open at once; one more {@code initialize} gets 503
 * @param maxInFlight        requests being answered at once over all sessions
 * @param maxSessionInFlight requests being answered at once in one session
 * @param idle               a session without a request for this long is closed (its next request gets 404, so its client starts a new one)
 */
public record McpLimits(int maxSessions, int maxInFlight, int maxSessionInFlight, Duration idle) {
    /** Room for a team's agents, well inside the server's request threads. */
    public static final McpLimits DEFAULTS = new McpLimits(256, 96, 8, Duration.ofMinutes(30));

    public McpLimits {
        dkg.error.Check.range(maxSessions, 1, 100_000, "--mcp-max-sessions");
        dkg.error.Check.range(maxInFlight, 1, SparqlEndpoint.SERVER_THREADS / 2, "--mcp-max-in-flight");
        dkg.error.Check.range(maxSessionInFlight, 1, maxInFlight, "--mcp-session-in-flight");
        dkg.error.Check.that(idle.toSeconds() >= 1, "--mcp-idle-seconds must be at least 1, got " + idle.toSeconds());
    }
}
