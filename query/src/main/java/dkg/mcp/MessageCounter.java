package dkg.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dkg.json.Mappers;
import java.io.ByteArrayOutputStream;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;

/**
 * Counts the newline-delimited JSON-RPC messages that pass one way through the stdio channel and
 * match a kind (requests in, responses out), so that the server, when stdin closes, can answer the
 * requests it already read before it exits.
 */
final class MessageCounter {
    private static final ObjectMapper JSON = Mappers.messages();

    /** A request: has an id and a method. */
    static final Predicate<JsonNode> REQUEST = m -> m.has("id") && m.has("method");
    /** A response: has an id and a result or an error. */
    static final Predicate<JsonNode> RESPONSE = m -> m.has("id") && (m.has("result") || m.has("error"));

    private final Predicate<JsonNode> kind;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private final AtomicLong count = new AtomicLong();

    MessageCounter(Predicate<JsonNode> kind) { this.kind = kind; }

    synchronized void bytes(byte[] b, int off, int len) {
        for (int i = off; i < off + len; i++) {
            if (b[i] == '\n') {
                seen(line.toByteArray());
                line.reset();
            } else {
                line.write(b[i]);
            }
        }
    }

    private void seen(byte[] message) {
        try {
            JsonNode m = JSON.readTree(message);
            if (m != null && m.isObject() && kind.test(m)) count.incrementAndGet();
        } catch (java.io.IOException e) {
            // not JSON: the SDK answers it with a parse error; nothing to count
        }
    }

    long count() { return count.get(); }
}
