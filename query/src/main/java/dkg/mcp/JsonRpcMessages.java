package dkg.mcp;

/**
 * The checks stdio makes of each message line, for a transport that receives whole messages
 * (streamable HTTP): the MCP SDK answers some malformed messages with nothing at all, or with a
 * server error, so every face refuses them first, alike.
 */
public final class JsonRpcMessages {
    private JsonRpcMessages() {}

    /**
     * Null when {@code message} is one well-formed JSON-RPC message to hand on; otherwise the JSON-RPC
     * error to answer with, or an empty array for a notification with bad params (answered with nothing).
     */
    public static byte[] refusal(byte[] message) {
        JsonRpcLineFilter.Reply r = JsonRpcLineFilter.check(message, null);
        if (r == null) return null;
        return r.code() == 0 ? new byte[0] : r.toJson();
    }

    /** A JSON-RPC error without an id (a message too large to read, or one that did not arrive whole). */
    public static byte[] error(int code, String message) {
        return new JsonRpcLineFilter.Reply(null, code, message).toJson();
    }
}
