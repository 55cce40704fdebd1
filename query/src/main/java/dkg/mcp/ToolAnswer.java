package dkg.mcp;

/**
 * What a tool hands back: the façade's record (sent as structured content, a JSON object) and the
 * same result as readable text.
 */
public record ToolAnswer(Object value, String text) {}
