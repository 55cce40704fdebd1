package dkg.mcp;

import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerSession;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import io.modelcontextprotocol.spec.McpServerTransportProviderBase;
import io.modelcontextprotocol.spec.McpStreamableServerSession;
import io.modelcontextprotocol.spec.McpStreamableServerTransportProvider;
import java.util.List;
import reactor.core.publisher.Mono;

/**
 * A transport as the MCP server sees it, except that the resource list's changes reach clients once
 * per new generation, not once per resource: the SDK announces a change on every resource added or
 * removed, and a new release's ingest adds thousands, each of which would send every client to list
 * them all again. {@link ListedResources} calls {@link #announce} when it has made its changes.
 */
final class ResourceListNotices {
    private final McpServerTransportProviderBase transport;

    private ResourceListNotices(McpServerTransportProviderBase transport) { this.transport = transport; }

    /** Tells every client once that the resource list changed. */
    void announce() {
        transport.notifyClients(McpSchema.METHOD_NOTIFICATION_RESOURCES_LIST_CHANGED, null).subscribe(v -> {},
                e -> System.err.println("doca-kg mcp: could not announce the new resource list: " + e.getMessage()));
    }

    private Mono<Void> notify(String method, Object params) {
        // the SDK's per-resource notices: the one for the whole change comes from announce()
        if (McpSchema.METHOD_NOTIFICATION_RESOURCES_LIST_CHANGED.equals(method)) return Mono.empty();
        return transport.notifyClients(method, params);
    }

    /** The stdio transport with its resource list notices gathered; {@code notices} receives the announcer. */
    static McpServerTransportProvider over(McpServerTransportProvider t, java.util.function.Consumer<ResourceListNotices> notices) {
        final class Gathered extends Gathering implements McpServerTransportProvider {
            Gathered() { super(t, notices); }

            @Override
            public void setSessionFactory(McpServerSession.Factory f) { t.setSessionFactory(f); }
        }
        return new Gathered();
    }

    /** The streamable HTTP transport with its resource list notices gathered. */
    static McpStreamableServerTransportProvider over(McpStreamableServerTransportProvider t, java.util.function.Consumer<ResourceListNotices> notices) {
        final class Gathered extends Gathering implements McpStreamableServerTransportProvider {
            Gathered() { super(t, notices); }

            @Override
            public void setSessionFactory(McpStreamableServerSession.Factory f) { t.setSessionFactory(f); }
        }
        return new Gathered();
    }

    /** What both transports share: every call passed on, the notices of the list gathered. */
    private abstract static class Gathering implements McpServerTransportProviderBase {
        private final McpServerTransportProviderBase t;
        private final ResourceListNotices n;

        Gathering(McpServerTransportProviderBase t, java.util.function.Consumer<ResourceListNotices> notices) {
            this.t = t;
            this.n = new ResourceListNotices(t);
            notices.accept(n);
        }

        @Override
        public Mono<Void> notifyClients(String method, Object params) { return n.notify(method, params); }

        @Override
        public Mono<Void> notifyClient(String session, String method, Object params) { return t.notifyClient(session, method, params); }

        @Override
        public void close() { t.close(); }

        @Override
        public Mono<Void> closeGracefully() { return t.closeGracefully(); }

        @Override
        public List<String> protocolVersions() { return t.protocolVersions(); }
    }
}
