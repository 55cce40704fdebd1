package dkg.ingest.fetch;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Proxies as the shell configures them ({@code https_proxy}/{@code HTTPS_PROXY},
 * {@code http_proxy}/{@code HTTP_PROXY}, {@code no_proxy}/{@code NO_PROXY}), which the JDK ignores:
 * lab machines reach the internet through one, and curl and pip already use these variables.
 * A {@code no_proxy} entry matches a host or a domain suffix ({@code .nvidia.com},
 * {@code nvidia.com}); {@code *} turns proxies off.
 */
public final class EnvProxySelector extends ProxySelector {
    private final Map<String, String> env;

    public EnvProxySelector(Map<String, String> env) { this.env = env; }

    /** The proxy for {@code uri}, or null for a direct connection. */
    public InetSocketAddress proxyFor(URI uri) {
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
        // loopback never goes through a proxy (local mirrors, tests)
        if (bypassed(host) || host.equals("localhost") || host.startsWith("127.") || host.equals("[::1]") || host.equals("::1")) return null;
        String spec = scheme.equals("https") ? first("https_proxy", "HTTPS_PROXY") : first("http_proxy", "HTTP_PROXY");
        if (spec == null || spec.isBlank()) return null;
        URI p = URI.create(spec.contains("://") ? spec.strip() : "http://" + spec.strip());
        if (p.getHost() == null) return null;
        return InetSocketAddress.createUnresolved(p.getHost(), p.getPort() > 0 ? p.getPort() : 80);
    }

    private boolean bypassed(String host) {
        String list = first("no_proxy", "NO_PROXY");
        if (list == null || list.isBlank()) return false;
        for (String raw : list.split(",")) {
            String e = raw.strip().toLowerCase(Locale.ROOT);
            if (e.isEmpty()) continue;
            if (e.equals("*")) return true;
            String domain = e.startsWith(".") ? e.substring(1) : e;
            if (host.equals(domain) || host.endsWith("." + domain)) return true;
        }
        return false;
    }

    private String first(String lower, String upper) {
        String v = env.get(lower);
        return v != null && !v.isBlank() ? v : env.get(upper);
    }

    @Override
    public List<Proxy> select(URI uri) {
        InetSocketAddress a = proxyFor(uri);
        return List.of(a == null ? Proxy.NO_PROXY : new Proxy(Proxy.Type.HTTP, a));
    }

    @Override
    public void connectFailed(URI uri, SocketAddress sa, IOException ioe) {
        // the failure surfaces to the caller, which names the proxy in its message
    }
}
