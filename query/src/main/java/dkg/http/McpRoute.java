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

    private final HttpServletStreamableServerTransportProvider transport;
    private final McpSyncServer server;

    private McpRoute(HttpServletStreamableServerTransportProvider transport, McpSyncServer server) {
        this.transport = transport;
        this.server = server;
    }

    /** Adds the route to {@code builder}; close the route when the server stops. */
    public static McpRoute mount(FusekiServer.Builder builder, StdioMcpServer mcp, int maxMessageBytes) {
        var transport = HttpServletStreamableServerTransportProvider.builder()
                .jsonMapper(McpJsonDefaults.getMapper())
                .mcpEndpoint(PATH)
                .keepAliveInterval(KEEP_ALIVE)
                .maxRequestSize(maxMessageBytes)
                .build();
        McpSyncServer server = mcp.serveOver(transport);
        builder.addServlet(PATH, transport);
        return new McpRoute(transport, server);
    }

    @Override
    public void close() {
        server.closeGracefully();
    }
}
