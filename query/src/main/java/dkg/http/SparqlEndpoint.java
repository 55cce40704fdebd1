package dkg.http;

import dkg.error.BadInputException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.fuseki.server.DataService;
import org.apache.jena.fuseki.server.Operation;
import org.apache.jena.query.ARQ;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.exec.http.Service;
import org.eclipse.jetty.server.ConnectionFactory;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.ServerConnector;

/**
 * Embedded Fuseki serving one dataset (the store's TDB2 dataset, whose context carries the
 * {@code dkg:search} searcher) at {@code /doca}: {@code /doca/sparql} (SPARQL 1.1 query protocol,
 * all standard result formats) and {@code /doca/get} (graph store protocol, read). It is read-only:
 * the store changes only through ingest, which commits graph and index together.
 *
 * <p>Rules: SERVICE is refused before execution and outbound SERVICE calls are disabled in the
 * dataset context; every query is held to {@link dkg.sparql.QueryLimits} by {@link GuardedQuery}
 * (and a body far over the size limit is refused unread by {@link QuerySizeFilter}).
 *
 * <p>Every route, the web page's included, is behind {@link HostOriginFilter} (allowed Host and
 * Origin), {@link SecurityHeaders} (the CSP on every response) and {@link ParameterFilter} (no
 * JSONP, malformed parameters refused); errors are one plain line ({@link PlainErrors}). Start with
 * {@link #start}, stop with {@link #close}.
 */
public final class SparqlEndpoint implements AutoCloseable {
    public static final String DATASET = "/doca";

    private final FusekiServer server;
    private final String host;
    private final boolean tls;

    /**
     * Most request threads. Fuseki's default (20) let heavy queries waiting at the admission gate
     * take every thread, so a cheap request and the heavy ones behind it waited in Jetty's queue,
     * unbounded and unseen by the gate. A thread blocked at the gate costs little; with room for
     * every client of a busy session, the gate's wait is the only wait.
     */
    static final int SERVER_THREADS = 200;

    /**
     * Bytes a response is buffered before it goes out: a size Jetty's buffer pool keeps. Fuseki's
     * own default is above it, so every response, a ping as well, would allocate and zero a fresh
     * direct buffer, and under load those reservations queue behind garbage collections. A pooled
     * size streams a large result in pieces instead; results are capped by
     * {@link dkg.sparql.QueryLimits} either way.
     */
    static final int OUTPUT_BUFFER_BYTES = 64 * 1024;

    private SparqlEndpoint(FusekiServer server, String host, boolean tls) {
        this.server = server;
        this.host = host;
        this.tls = tls;
    }

    /** Builds and starts the endpoint; BadInputException for a bad host. */
    public static SparqlEndpoint start(DatasetGraph dsg, EndpointOptions o) {
        return start(dsg, o, b -> {});
    }

    /**
     * Serves {@code served}: when its store may change (a replica following its snapshot), every
     * request is pinned to one generation ({@link GenerationPin}, {@link PinnedDataset}).
     */
    public static SparqlEndpoint start(dkg.replica.ServedKg served, EndpointOptions o, java.util.function.Consumer<FusekiServer.Builder> extra) {
        if (!served.changes()) return start(served.kg().readOnlyDataset(), o, extra, null);
        return start(new PinnedDataset(served), o, extra, served);
    }

    /** As {@link #start(DatasetGraph, EndpointOptions)}, with more servlets (the web page) added by {@code extra}. */
    public static SparqlEndpoint start(DatasetGraph dsg, EndpointOptions o, java.util.function.Consumer<FusekiServer.Builder> extra) {
        return start(dsg, o, extra, null);
    }

    private static SparqlEndpoint start(DatasetGraph dsg, EndpointOptions o, java.util.function.Consumer<FusekiServer.Builder> extra,
                                        dkg.replica.ServedKg pinned) {
        // the jar leaves Fuseki out of Jena's start-up (see query/pom.xml); the endpoint starts it
        org.apache.jena.fuseki.main.sys.InitFusekiMain.init();
        boolean loopback = isLoopback(o.host());
        if (!loopback && (o.tokens() == null || o.tokens().isEmpty()))
            throw new BadInputException("serving on " + o.host() + " reaches beyond this machine, which needs tokens: run doca-kg token create NAME, "
                    + "give clients the secret, then start serve again (or keep the default --host 127.0.0.1)");
        java.util.function.Consumer<org.apache.jena.sparql.util.Context> settle = ctx -> {
            ctx.set(Service.httpServiceAllowed, false);
            ctx.set(dkg.sparql.StringBound.NO_FOLDING, false);
            ctx.set(ARQ.queryTimeout, Long.toString(o.limits().timeout().toMillis()));
        };
        if (dsg instanceof PinnedDataset p) p.settleEachView(settle);
        else settle.accept(dsg.getContext());

        DataService.Builder service = DataService.newBuilder(dsg)
                .addEndpoint(Operation.Query, "sparql")
                .addEndpoint(Operation.GSP_R, "get");

        FusekiServer.Builder b = FusekiServer.create()
                .numServerThreads(2, SERVER_THREADS)
                .port(o.port())
                .loopback(loopback)
                .enablePing(true)
                // no cross-origin reads at all: the page is served from here, other origins are refused
                .enableCors(false)
                .addFilter("/*", new SecurityHeaders())
                .addFilter("/*", new HostOriginFilter(o.access()));
        if (o.tokens() != null) b.addFilter("/*", new TokenFilter(o.tokens()));
        if (pinned != null) b.addFilter("/*", new GenerationPin(pinned));
        b.addFilter("/*", new ParameterFilter())
                .registerOperation(Operation.Query, new GuardedQuery(o.limits()))
                .add(DATASET, service)
                .addFilter(DATASET + "/sparql", new QuerySizeFilter(o.limits().maxQueryChars()));
        extra.accept(b);
        FusekiServer server = b.build();
        if (o.tls() != null) TlsConnector.replacePlain(server.getJettyServer(), o.tls());
        for (Connector c : server.getJettyServer().getConnectors())
            for (ConnectionFactory f : c.getConnectionFactories())
                if (f instanceof HttpConfiguration.ConnectionFactory http) http.getHttpConfiguration().setOutputBufferSize(OUTPUT_BUFFER_BYTES);
        if (!loopback) {
            for (Connector c : server.getJettyServer().getConnectors())
                if (c instanceof ServerConnector sc) sc.setHost(o.host());
        }
        // the MCP route answers a session as a stream (servlet async): every filter in front of it must allow that
        server.getJettyServer().getDescendants(org.eclipse.jetty.ee11.servlet.ServletContextHandler.class).forEach(h -> {
            for (var f : h.getServletHandler().getFilters()) f.setAsyncSupported(true);
            for (var sv : h.getServletHandler().getServlets()) sv.setAsyncSupported(true);
        });
        PlainErrors errors = new PlainErrors();
        server.getJettyServer().setErrorHandler(errors);
        server.getJettyServer().getDescendants(org.eclipse.jetty.ee11.servlet.ServletContextHandler.class)
                .forEach(h -> h.setErrorHandler(errors));
        try {
            server.start();
        } catch (RuntimeException e) {
            if (o.tls() != null && !portInUse(e)) {
                BadInputException keystore = TlsConnector.explain(e, o.tls());
                if (keystore != null) {
                    server.stop();
                    throw keystore;
                }
            }
            if (portInUse(e)) throw new BadInputException("port " + o.port() + " on " + o.host()
                    + " is in use (another serve?): stop that process, or pass --port with a free port (--port 0 picks one)");
            throw e;
        }
        return new SparqlEndpoint(server, o.host(), o.tls() != null);
    }

    /** The Jetty server under Fuseki, for tests of its configuration. */
    org.eclipse.jetty.server.Server jetty() { return server.getJettyServer(); }

    /** The bound port (useful with port 0). */
    public int port() {
        for (Connector c : server.getJettyServer().getConnectors())
            if (c instanceof ServerConnector sc && sc.getLocalPort() > 0) return sc.getLocalPort();
        return server.getHttpPort();
    }

    /** The dataset's base URL, e.g. {@code http://127.0.0.1:3030/doca}. */
    public String datasetUrl() { return origin() + DATASET; }

    /** The web page's URL, e.g. {@code http://127.0.0.1:3030/}. */
    public String pageUrl() { return origin() + "/"; }

    /** The server as a browser reaches it; a wildcard bind is reached on loopback, a name it answers. */
    private String origin() {
        String h = host.equals("0.0.0.0") || host.equals("::") ? "127.0.0.1" : host.contains(":") ? "[" + host + "]" : host;
        return (tls ? "https://" : "http://") + h + ":" + port();
    }

    /** Blocks until the server stops. */
    public void join() { server.join(); }

    @Override
    public void close() { server.stop(); }

    private static boolean portInUse(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) if (t instanceof java.net.BindException) return true;
        return false;
    }

    /** Whether {@code host} is a loopback address (what the server may answer without tokens). */
    public static boolean isLoopbackAddress(String host) { return isLoopback(host); }

    static boolean isLoopback(String host) {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            throw new BadInputException("unknown host '" + host + "': give an address of this machine, e.g. 127.0.0.1");
        }
    }
}
