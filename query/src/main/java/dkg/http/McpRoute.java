package dkg.http;

import dkg.mcp.JsonRpcMessages;
import dkg.mcp.StdioMcpServer;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
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
                .jsonMapper(new ErrorsAsJsonRpc(McpJsonDefaults.getMapper()))
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

    /**
     * The transport writes its refusals (wrong headers, an unknown session) by serializing the
     * exception itself, stack trace and class names included; this writes them as the JSON-RPC
     * error they stand for, with a message cut to one short line.
     */
    private record ErrorsAsJsonRpc(McpJsonMapper json) implements McpJsonMapper {
        @Override
        public String writeValueAsString(Object value) throws IOException {
            return value instanceof McpError e ? new String(asJsonRpc(e), StandardCharsets.UTF_8) : json.writeValueAsString(value);
        }

        @Override
        public byte[] writeValueAsBytes(Object value) throws IOException {
            return value instanceof McpError e ? asJsonRpc(e) : json.writeValueAsBytes(value);
        }

        private static byte[] asJsonRpc(McpError e) {
            var error = e.getJsonRpcError();
            int code = error == null ? McpSchema.ErrorCodes.INTERNAL_ERROR : error.code();
            String message = error == null ? e.getMessage() : error.message();
            message = message == null ? "" : message.replaceAll("\\s+", " ").strip();
            // a forged session id or a body quoted back is cut; Java internals are never shown
            if (message.length() > 200) message = message.substring(0, 200) + "…";
            if (message.matches(".*\\b(tools\\.jackson|com\\.fasterxml|java|io\\.modelcontextprotocol)\\..*|.*(Exception|Error)\\b.*"))
                message = "the request could not be read as an MCP message";
            return JsonRpcMessages.error(code, message);
        }

        @Override public <T> T readValue(String content, Class<T> type) throws IOException { return json.readValue(content, type); }
        @Override public <T> T readValue(byte[] content, Class<T> type) throws IOException { return json.readValue(content, type); }
        @Override public <T> T readValue(String content, TypeRef<T> type) throws IOException { return json.readValue(content, type); }
        @Override public <T> T readValue(byte[] content, TypeRef<T> type) throws IOException { return json.readValue(content, type); }
        @Override public <T> T convertValue(Object from, Class<T> type) { return json.convertValue(from, type); }
        @Override public <T> T convertValue(Object from, TypeRef<T> type) { return json.convertValue(from, type); }
    }

    /** Sessions open now. */
    public int openSessions() { return gate.openSessions(); }

    @Override
    public void close() {
        server.closeGracefully();
    }
}
