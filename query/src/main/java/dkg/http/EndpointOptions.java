package dkg.http;

import java.time.Duration;

/**
 * How the SPARQL endpoint runs. It is read-only: the store changes only through ingest, whose
 * commit keeps graph and full-text index together.
 *
 * @param host    address to bind ({@code 127.0.0.1} by default)
 * @param port    TCP port, 0 for any free one
 * @param timeout time limit of one query
 * @param rowCap  most rows of a SELECT (0: none)
 */
public record EndpointOptions(String host, int port, Duration timeout, long rowCap) {
    public static final String DEFAULT_HOST = "127.0.0.1";
    public static final int DEFAULT_PORT = 3030;
    public static final long DEFAULT_ROW_CAP = 10_000;

    /** Loopback, 10 s, 10 000 rows, on {@code port}. */
    public static EndpointOptions readOnly(int port) {
        return new EndpointOptions(DEFAULT_HOST, port, Duration.ofSeconds(10), DEFAULT_ROW_CAP);
    }
}
