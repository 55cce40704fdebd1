package dkg.http;

import dkg.sparql.QueryLimits;

/**
 * How the SPARQL endpoint runs. It is read-only: the store changes only through ingest, whose
 * commit keeps graph and full-text index together.
 *
 * @param host   address to bind ({@code 127.0.0.1} by default)
 * @param port   TCP port, 0 for any free one
 * @param limits the bounds of every query (time, results, size, nesting, heavy-query admission)
 * @param access the {@code Host} and {@code Origin} values answered (loopback only by default)
 * @param tokens the bearer tokens every request must carry, or null for none (loopback only)
 * @param tls    the keystore to serve HTTPS with, or null for plain HTTP
 */
public record EndpointOptions(String host, int port, QueryLimits limits, HostPolicy access, dkg.auth.TokenStore tokens, Tls tls) {
    /** HTTPS from a Java keystore (PKCS12 or JKS) holding the server's key and certificate chain. */
    public record Tls(java.nio.file.Path keystore, String password) {
        public Tls {
            java.util.Objects.requireNonNull(keystore, "keystore");
            java.util.Objects.requireNonNull(password, "password");
        }

        @Override
        public String toString() { return "Tls[" + keystore + "]"; }
    }

    /** Plain HTTP. */
    public EndpointOptions(String host, int port, QueryLimits limits, HostPolicy access, dkg.auth.TokenStore tokens) {
        this(host, port, limits, access, tokens, null);
    }

    public static final String DEFAULT_HOST = "127.0.0.1";
    public static final int DEFAULT_PORT = 3030;

    /** No tokens: loopback only. */
    public EndpointOptions(String host, int port, QueryLimits limits, HostPolicy access) {
        this(host, port, limits, access, null);
    }

    /** Answering loopback names only. */
    public EndpointOptions(String host, int port, QueryLimits limits) {
        this(host, port, limits, HostPolicy.of(host, java.util.List.of(), java.util.List.of()));
    }

    /** Loopback, the default limits, on {@code port}. */
    public static EndpointOptions readOnly(int port) {
        return new EndpointOptions(DEFAULT_HOST, port, QueryLimits.DEFAULTS);
    }
}
