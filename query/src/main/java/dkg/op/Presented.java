package dkg.op;

/**
 * An answer as the faces hand it on: the value that {@code --json}, MCP's structured content and
 * HTTP serialise, and its text.
 */
public record Presented(Object structured, String text) {}
