package dkg.http;

import dkg.sparql.QueryLimits;

/**
 * How the SPARQL endpoint runs. It is read-only: the store changes only through ingest, whose
 * commit keeps graph and full-text index together.
 *
 * @param host   address to bind ({@code 127.0.0.1} by default)
 * @param port   TCP port, 0 for any free one
 * @param limits the bounds of every query (time, results, size, nesting, heavy-query admission)
 */
public record EndpointOptions(String host, int port, QueryLimits limits) {
    public static final String DEFAULT_HOST = "127.0.0.1";
    public static final int DEFAULT_PORT = 3030;

    /** Loopback, the default limits, on {@code port}. */
    public static EndpointOptions readOnly(int port) {
        return new EndpointOptions(DEFAULT_HOST, port, QueryLimits.DEFAULTS);
    }
}
