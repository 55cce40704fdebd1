package dkg.ingest;

/**
 * Bad input from the user: a path that does not exist, an unknown symbol, a malformed query.
 * The message is one sentence naming the value and the fix; faces print it without a stack trace
 * (CLI exit 1, MCP tool error, HTTP 400). Anything else thrown is an internal failure.
 */
public class UserError extends RuntimeException {
    public UserError(String message) { super(message); }
    public UserError(String message, Throwable cause) { super(message, cause); }
}
