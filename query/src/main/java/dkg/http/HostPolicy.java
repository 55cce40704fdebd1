package dkg.http;

import dkg.error.BadInputException;
import java.net.URI;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which {@code Host} and {@code Origin} values the server answers. By default only loopback names
 * (so a page on another site cannot reach the server through DNS rebinding, where its own name
 * resolves to 127.0.0.1); a team server names its own with {@code serve --allow-host} and the
 * sites whose pages may call it with {@code --allow-origin}.
 *
 * @param hosts   host names (lower case, IPv6 in brackets) accepted in {@code Host}; each with the
 *                port the request came in on, or with the port given as {@code name:port}
 * @param origins origins ({@code scheme://host[:port]}, lower case) besides the server's own
 */
public record HostPolicy(Set<String> hosts, Set<String> origins) {
    /** The names every server answers: this machine's loopback. */
    public static final List<String> LOOPBACK_NAMES = List.of("localhost", "127.0.0.1", "[::1]");

    public HostPolicy {
        hosts = Set.copyOf(hosts);
        origins = Set.copyOf(origins);
    }

    /** Loopback names only, no other origin. */
    public static HostPolicy loopback() { return new HostPolicy(Set.copyOf(LOOPBACK_NAMES), Set.of()); }

    /**
     * Loopback, the bound address when it is not a wildcard, and {@code names} and
     * {@code origins} as given on the command line; a BadInputException for a malformed one.
     */
    public static HostPolicy of(String boundHost, List<String> names, List<String> origins) {
        Set<String> h = new LinkedHashSet<>(LOOPBACK_NAMES);
        if (boundHost != null && !boundHost.equals("0.0.0.0") && !boundHost.equals("::") && !boundHost.equals("[::]"))
            h.add(bracketed(boundHost.toLowerCase(Locale.ROOT)));
        for (String n : names) h.add(hostName(n));
        Set<String> o = new LinkedHashSet<>();
        for (String s : origins) o.add(origin(s));
        return new HostPolicy(h, o);
    }

    /** True when {@code hostHeader} names an allowed host with the port the request came in on. */
    public boolean allowsHost(String hostHeader, int localPort) {
        if (hostHeader == null || hostHeader.isEmpty()) return false;
        String h = hostHeader.toLowerCase(Locale.ROOT);
        String name = h, port = null;
        int colon = h.lastIndexOf(':');
        if (colon > h.lastIndexOf(']')) {
            name = h.substring(0, colon);
            port = h.substring(colon + 1);
        }
        if (port != null && hosts.contains(h)) return true; // allowed as name:port
        if (!hosts.contains(name)) return false;
        return port == null ? localPort == 80 : port.equals(Integer.toString(localPort));
    }

    /** True when {@code origin} is this server itself (as reached through {@code hostHeader}) or an allowed one. */
    public boolean allowsOrigin(String origin, String hostHeader) {
        return isSelf(origin, hostHeader) || origins.contains(origin.toLowerCase(Locale.ROOT));
    }

    /**
     * True when {@code origin} is this server as reached through {@code hostHeader}: the page's own
     * requests, over plain HTTP or TLS (serve's own keystore, or a proxy that passes Host on).
     */
    public boolean isSelf(String origin, String hostHeader) {
        String o = origin.toLowerCase(Locale.ROOT), h = hostHeader.toLowerCase(Locale.ROOT);
        return o.equals("http://" + h) || o.equals("https://" + h);
    }

    private static String hostName(String given) {
        String n = given.strip().toLowerCase(Locale.ROOT);
        if (n.isEmpty() || n.contains("/") || n.contains("@") || n.contains(" ") || n.equals("*"))
            throw new BadInputException("--allow-host takes a host name as a browser sends it, e.g. kg.example.org or kg.example.org:8080; got '" + given + "'");
        return n.indexOf(':') != n.lastIndexOf(':') && !n.startsWith("[") ? "[" + n + "]" : n;
    }

    private static String origin(String given) {
        try {
            URI u = new URI(given.strip());
            String scheme = u.getScheme() == null ? "" : u.getScheme().toLowerCase(Locale.ROOT);
            if ((scheme.equals("http") || scheme.equals("https")) && u.getHost() != null
                    && (u.getRawPath() == null || u.getRawPath().isEmpty() || u.getRawPath().equals("/")) && u.getRawQuery() == null && u.getUserInfo() == null)
                return scheme + "://" + u.getHost().toLowerCase(Locale.ROOT) + (u.getPort() < 0 ? "" : ":" + u.getPort());
        } catch (java.net.URISyntaxException e) {
            // answered below
        }
        throw new BadInputException("--allow-origin takes an origin, e.g. https://wiki.example.org (scheme, host, optional port, no path); got '" + given + "'");
    }

    private static String bracketed(String host) {
        return host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host;
    }
}
