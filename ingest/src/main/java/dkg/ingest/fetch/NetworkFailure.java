package dkg.ingest.fetch;

import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;
import javax.net.ssl.SSLException;

/**
 * Names why a request failed (DNS, refused, TLS, timeout, proxy) from an exception chain whose top
 * often says only "null": the cause is what a user needs to fix it.
 */
public final class NetworkFailure {
    private NetworkFailure() {}

    /** One phrase: {@code "DNS: cannot resolve github.com"}, {@code "TLS: ..."}, ... */
    public static String describe(URI url, Throwable failure, InetSocketAddress proxy) {
        String via = proxy == null ? "" : " (through the proxy " + proxy.getHostString() + ":" + proxy.getPort() + " from https_proxy)";
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof UnknownHostException) {
                return (proxy == null ? "DNS: cannot resolve " + url.getHost() : "DNS: cannot resolve the proxy host " + proxy.getHostString())
                        + "; no network or no name server";
            }
            if (t instanceof SSLException) return "TLS: " + message(t) + via;
            if (t instanceof HttpConnectTimeoutException) return "connection timed out" + via;
            if (t instanceof HttpTimeoutException) return "no answer in time" + via;
            if (t instanceof ConnectException) {
                return (proxy == null ? "connection refused or network unreachable" : "the proxy refused the connection") + via;
            }
        }
        Throwable root = failure;
        while (root.getCause() != null) root = root.getCause();
        return root.getClass().getSimpleName() + (root.getMessage() == null ? "" : ": " + root.getMessage()) + via;
    }

    private static String message(Throwable t) {
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }
}
