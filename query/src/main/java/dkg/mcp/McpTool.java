package dkg.mcp;

import java.util.Map;

/**
 * One MCP tool: name, title, a one-paragraph description for an agent, its JSON input and output schemas, and
 * the handler that calls the query API. Handlers throw {@link dkg.error.BadInputException} (or
 * {@link IllegalArgumentException}) for bad arguments; the server turns those into
 * {@code isError} results carrying the message.
 */
public record McpTool(String name, String title, String description, Map<String, Object> inputSchema,
                      Map<String, Object> outputSchema, Handler handler) {

    /** A tool whose structured content is any JSON object. */
    public McpTool(String name, String title, String description, Map<String, Object> inputSchema, Handler handler) {
        this(name, title, description, inputSchema, OutputSchemas.anyObject(), handler);
    }

    /** Runs the tool on its (schema-shaped) arguments. */
    @FunctionalInterface
    public interface Handler {
        ToolAnswer call(Args args);
    }
}
