package dkg.mcp;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dkg.json.Mappers;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The MCP stdio input as the SDK should see it: only lines that are one well-formed JSON-RPC
 * message. Everything else is answered here, with the JSON-RPC error the spec names, and dropped,
 * so that no line can end the session: not JSON or not UTF-8 → -32700 parse error; a batch, an
 * empty array, a non-object, a missing or non-string method, an id that is not a string or an
 * integer, nesting deeper than {@link #MAX_NESTING}, or a line over the size bound → -32600
 * invalid request; params of the wrong shape for {@code tools/call} or {@code resources/read} →
 * -32602 invalid params. The reply carries the request's id when it can be read, else null.
 *
 * <p>Lines are read with a bounded buffer: a line over the bound is skipped to its end without
 * being held (only its first bytes are kept, to find its id). The SDK pulls lines through
 * {@link #read}; at end of input it gets -1 once the requests it was given are answered, or once
 * the end-of-input grace has passed.
 */
final class JsonRpcLineFilter extends InputStream {
    /** Deepest JSON nesting accepted in a message (tool arguments are flat). */
    static final int MAX_NESTING = Mappers.MAX_MESSAGE_NESTING;
    /** Default bound of one message line, in bytes. */
    static final int DEFAULT_MAX_LINE_BYTES = 1 << 20;
    private static final int ID_SNIFF_BYTES = 4096;

    static final int PARSE_ERROR = -32700, INVALID_REQUEST = -32600, INVALID_PARAMS = -32602;

    private static final JsonFactory FACTORY = Mappers.messageFactory();
    private static final ObjectMapper JSON = Mappers.messages();

    private final InputStream in;
    private final LineAtomicOutput replies;
    private final int maxLineBytes;
    private final EndOfInput end;
    private final AtomicLong requestsPassed = new AtomicLong();
    private final byte[] chunk = new byte[64 * 1024];
    private int chunkPos, chunkLen;
    private boolean eof;
    private byte[] current = new byte[0];
    private int currentPos;
    private Runnable beforeEach = () -> {};

    /** What to do at end of input before the SDK is told: wait for answers, then signal. */
    interface EndOfInput {
        void reached(long requestsPassed);
    }

    JsonRpcLineFilter(InputStream in, LineAtomicOutput replies, int maxLineBytes, EndOfInput end) {
        this.in = in;
        this.replies = replies;
        this.maxLineBytes = maxLineBytes;
        this.end = end;
    }

    /** Runs {@code r} before each message is passed on, on the reading thread (so before the SDK handles it). */
    JsonRpcLineFilter beforeEachMessage(Runnable r) {
        this.beforeEach = r;
        return this;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) return 0;
        while (currentPos >= current.length) {
            byte[] next = nextGoodLine();
            if (next == null) {
                end.reached(requestsPassed.get());
                return -1;
            }
            current = next;
            currentPos = 0;
        }
        int n = Math.min(len, current.length - currentPos);
        System.arraycopy(current, currentPos, b, off, n);
        currentPos += n;
        return n;
    }

    /** The next line that passes, with its newline; null at end of input. Bad lines are answered on the way. */
    private byte[] nextGoodLine() throws IOException {
        while (true) {
            Line line = readLine();
            if (line == null) return null;
            Reply problem = line.oversize
                    ? new Reply(oversizeId(line), INVALID_REQUEST, "message is over the " + maxLineBytes + "-byte limit; it was not read")
                    : check(line.bytes);
            if (problem == null) {
                byte[] good = Arrays.copyOf(line.bytes, line.bytes.length + 1);
                good[line.bytes.length] = '\n';
                beforeEach.run();
                return good;
            }
            if (problem.code != 0) replies.line(problem.toJson());
        }
    }

    /** A line without its newline; an oversize one holds only its first bytes, and {@code tail} its last ones. */
    private record Line(byte[] bytes, boolean oversize, byte[] tail) {}

    /** The id read from a line's first or last bytes, or null. */
    private static JsonNode readableId(byte[] line) {
        JsonNode id = sniffId(Arrays.copyOf(line, Math.min(line.length, ID_SNIFF_BYTES)));
        return id != null ? id : sniffTrailingId(Arrays.copyOfRange(line, Math.max(0, line.length - ID_SNIFF_BYTES), line.length));
    }

    /** An oversize line's id: clients write it first or last, so both ends are looked at. */
    private static JsonNode oversizeId(Line line) {
        JsonNode id = sniffId(line.bytes);
        return id != null ? id : sniffTrailingId(line.tail);
    }

    /** One line without its newline (and a trailing CR); an oversize line keeps only its first bytes. Null at end of input. */
    private Line readLine() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        LastBytes tail = new LastBytes(ID_SNIFF_BYTES);
        long size = 0;
        boolean sawAny = false, over = false;
        while (true) {
            if (chunkPos >= chunkLen) {
                if (eof) break;
                chunkLen = Math.max(0, in.read(chunk, 0, chunk.length));
                chunkPos = 0;
                if (chunkLen == 0) {
                    eof = true;
                    break;
                }
            }
            sawAny = true;
            int nl = -1;
            for (int i = chunkPos; i < chunkLen; i++) if (chunk[i] == '\n') { nl = i; break; }
            int stop = nl < 0 ? chunkLen : nl;
            int take = stop - chunkPos;
            if (!over && size + take > maxLineBytes) {
                over = true;
                byte[] prefix = line.toByteArray();
                line.reset();
                line.write(prefix, 0, Math.min(prefix.length, ID_SNIFF_BYTES));
            }
            int keep = over ? Math.max(0, Math.min(take, ID_SNIFF_BYTES - line.size())) : take;
            line.write(chunk, chunkPos, keep);
            if (over) tail.add(chunk, chunkPos, take);
            size += take;
            chunkPos = stop;
            if (nl >= 0) {
                chunkPos = nl + 1;
                return finish(line.toByteArray(), size, tail);
            }
        }
        if (!sawAny) return null;
        return finish(line.toByteArray(), size, tail);
    }

    private Line finish(byte[] bytes, long size, LastBytes tail) {
        boolean oversize = size > maxLineBytes;
        if (!oversize && bytes.length > 0 && bytes[bytes.length - 1] == '\r') bytes = Arrays.copyOf(bytes, bytes.length - 1);
        return new Line(bytes, oversize, tail.bytes());
    }

    /** The last bytes written to it, at most its capacity. */
    private static final class LastBytes {
        private final byte[] ring;
        private long written;

        LastBytes(int capacity) { ring = new byte[capacity]; }

        void add(byte[] b, int off, int len) {
            int skip = Math.max(0, len - ring.length);
            written += skip;
            for (int i = off + skip; i < off + len; i++) ring[(int) (written++ % ring.length)] = b[i];
        }

        byte[] bytes() {
            int n = (int) Math.min(written, ring.length);
            byte[] out = new byte[n];
            for (int i = 0; i < n; i++) out[i] = ring[(int) ((written - n + i) % ring.length)];
            return out;
        }
    }

    /**
     * The id of a message whose last member is its id ({@code ...,"id":7}}), read from the line's last bytes.
     * Only a member right before the closing brace of the whole line counts, so an "id" nested in the
     * params (which would be followed by two or more braces) is never taken for it.
     */
    static JsonNode sniffTrailingId(byte[] tail) {
        var m = TRAILING_ID.matcher(new String(tail, StandardCharsets.ISO_8859_1));
        if (!m.find()) return null;
        try {
            JsonNode v = JSON.readTree(utf8(tail, m.start(1), m.end(1)));
            if (v.isTextual()) return v;
            if (v.isIntegralNumber() && v.canConvertToLong()) return JsonNodeFactory.instance.numberNode(v.longValue());
        } catch (IOException e) {
            // not a JSON value after all: no id to answer with
        }
        return null;
    }

    private static String utf8(byte[] b, int from, int to) { return new String(b, from, to - from, StandardCharsets.UTF_8); }

    private static final java.util.regex.Pattern TRAILING_ID = java.util.regex.Pattern.compile(
            "[,{]\\s*\"id\"\\s*:\\s*(-?\\d{1,19}|\"(?:[^\"\\\\]|\\\\.){0,1024}\")\\s*}\\s*$");

    /** Null when the line is a message to pass on; otherwise the reply (code 0: drop silently). */
    Reply check(byte[] line) { return check(line, requestsPassed); }

    /** As {@link #check(byte[])}, counting the requests passed in {@code requests} when it is not null. */
    static Reply check(byte[] line, AtomicLong requests) {
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(line));
        } catch (CharacterCodingException e) {
            // binary inside an argument leaves the message's id readable: answered with it, so the client can match the reply
            return new Reply(readableId(line), PARSE_ERROR, "parse error: the line is not valid UTF-8");
        }
        JsonNode m;
        try {
            m = JSON.readTree(line);
        } catch (com.fasterxml.jackson.core.exc.StreamConstraintsException e) {
            return new Reply(null, INVALID_REQUEST, "message nests deeper than " + MAX_NESTING + " levels");
        } catch (IOException e) {
            return new Reply(null, PARSE_ERROR, "parse error: not a JSON value" + where(e));
        }
        if (m == null || m.isMissingNode()) return new Reply(null, PARSE_ERROR, "parse error: empty line, expected a JSON-RPC message");
        if (m.isArray()) return new Reply(null, INVALID_REQUEST, m.isEmpty()
                ? "invalid request: empty array" : "invalid request: batches are not supported; send one message per line");
        if (!m.isObject()) return new Reply(null, INVALID_REQUEST, "invalid request: a message must be a JSON object");
        JsonNode id = m.get("id");
        boolean idOk = id == null || id.isTextual() || (id.isIntegralNumber() && id.canConvertToLong());
        JsonNode replyId = idOk ? id : null;
        if (!idOk) return new Reply(null, INVALID_REQUEST, "invalid request: id must be a string or an integer");
        if (!"2.0".equals(m.path("jsonrpc").textValue()))
            return new Reply(replyId, INVALID_REQUEST, "invalid request: jsonrpc must be \"2.0\"");
        JsonNode method = m.get("method");
        if (method == null) {
            if (id != null && (m.has("result") || m.has("error"))) return null; // a response to a server request
            return new Reply(replyId, INVALID_REQUEST, "invalid request: no method");
        }
        if (!method.isTextual() || method.textValue().isEmpty())
            return new Reply(replyId, INVALID_REQUEST, "invalid request: method must be a non-empty string");
        JsonNode params = m.get("params");
        String paramsProblem = paramsProblem(method.textValue(), params);
        if (paramsProblem != null) {
            // a notification gets no reply, not even an error
            return id == null ? new Reply(null, 0, paramsProblem) : new Reply(id, INVALID_PARAMS, paramsProblem);
        }
        if (id != null && requests != null) requests.incrementAndGet();
        return null;
    }

    private static String paramsProblem(String method, JsonNode params) {
        if (params == null) {
            return method.equals("tools/call") || method.equals("resources/read") ? "invalid params: " + method + " needs params" : null;
        }
        if (!params.isObject()) return "invalid params: params must be an object";
        switch (method) {
            case "tools/call" -> {
                if (!params.path("name").isTextual()) return "invalid params: tools/call needs a string name";
                JsonNode args = params.get("arguments");
                if (args != null && !args.isNull() && !args.isObject()) return "invalid params: tools/call arguments must be an object";
            }
            case "resources/read" -> {
                if (!params.path("uri").isTextual()) return "invalid params: resources/read needs a string uri";
            }
            default -> { }
        }
        return null;
    }

    private static String where(IOException e) {
        if (e instanceof com.fasterxml.jackson.core.JsonProcessingException p && p.getLocation() != null
                && p.getLocation().getColumnNr() > 0)
            return " (at column " + p.getLocation().getColumnNr() + ")";
        return "";
    }

    /** The id of a message from its first bytes, read as far as they go; null when not found before params. */
    static JsonNode sniffId(byte[] prefix) {
        try (JsonParser p = FACTORY.createParser(prefix)) {
            if (p.nextToken() != JsonToken.START_OBJECT) return null;
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken v = p.nextToken();
                if (name.equals("id")) {
                    if (v == JsonToken.VALUE_STRING) return JsonNodeFactory.instance.textNode(p.getText());
                    if (v == JsonToken.VALUE_NUMBER_INT && p.getNumberType() != JsonParser.NumberType.BIG_INTEGER)
                        return JsonNodeFactory.instance.numberNode(p.getLongValue());
                    return null;
                }
                p.skipChildren();
            }
        } catch (IOException | RuntimeException e) {
            // the prefix ended before an id: no id to answer with
        }
        return null;
    }

    /** A JSON-RPC error reply. */
    record Reply(JsonNode id, int code, String message) {
        byte[] toJson() {
            ObjectNode r = JsonNodeFactory.instance.objectNode();
            r.put("jsonrpc", "2.0");
            r.set("id", id == null ? JsonNodeFactory.instance.nullNode() : id);
            ObjectNode e = r.putObject("error");
            e.put("code", code);
            e.put("message", message);
            try {
                return JSON.writeValueAsBytes(r);
            } catch (IOException ex) {
                throw new java.io.UncheckedIOException(ex);
            }
        }
    }
}
