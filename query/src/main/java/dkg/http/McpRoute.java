package dkg.http;

import dkg.mcp.StdioMcpServer;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import java.time.Duration;
import org.apache.jena.fuseki.main.FusekiServer;

/**
 * MCP over the streamable HTTP transport at {@value #PATH}, beside the endpoint and the web page:
 * the MCP SDK's servlet transport carries the same server (tools, resources, limits, instructions)
 * as {@code doca-kg mcp} over stdio. It sits behind the same filters as every route (Host and
 * Origin as the MCP specification asks, tokens beyond loopback).
 */
public final class McpRoute implements AutoCloseable {
    public static final String PATH = "/mcp";
    /** Idle clients are pinged this often, so a proxy does not cut a quiet stream. */
    static final Duration KEEP_ALIVE = Duration.ofSeconds(30);

    private final McpSyncServer server;
    private final McpSessionGate gate;

    private McpRoute(McpSyncServer server, McpSessionGate gate) {
        this.server = server;
        this.gate = gate;
    }

    /** Adds the route to {@code builder} with the default {@link McpLimits}; close the route when the server stops. */
    public static McpRoute mount(FusekiServer.Builder builder, StdioMcpServer mcp, int maxMessageBytes) {
        return mount(builder, mcp, maxMessageBytes, McpLimits.DEFAULTS);
    }

    /**
     * Adds the route to {@code builder}, held to {@code limits}: sessions and requests in flight by
     * {@link McpSessionGate}, idle sessions closed by the transport's sweep (run every half idle
     * time, so a session is closed after between half and all of it).
     */
    public static McpRoute mount(FusekiServer.Builder builder, StdioMcpServer mcp, int maxMessageBytes, McpLimits limits) {
        var transport = HttpServletStreamableServerTransportProvider.builder()
                .jsonMapper(McpJsonDefaults.getMapper())
                .mcpEndpoint(PATH)
                .keepAliveInterval(KEEP_ALIVE)
                .maxRequestSize(maxMessageBytes)
                .sessionSweepInterval(limits.idle().dividedBy(2))
                .build();
        McpSyncServer server = mcp.serveOver(transport);
        McpSessionGate gate = new McpSessionGate(limits);
        builder.addFilter(PATH, gate);
        builder.addFilter(PATH, new McpMessageFilter(maxMessageBytes));
        // the resource list follows the served generation before the transport answers
        builder.addFilter(PATH, (request, response, chain) -> {
            mcp.followServedGeneration();
            chain.doFilter(request, response);
        });
        builder.addServlet(PATH, transport);
        return new McpRoute(server, gate);
    }

    /** Sessions open now. */
    public int openSessions() { return gate.openSessions(); }

    @Override
    public void close() {
        server.closeGracefully();
    }
}
