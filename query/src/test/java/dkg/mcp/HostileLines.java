package dkg.mcp;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The malformed MCP lines every transport test sends, generated here (no fixtures): each with the
 * JSON-RPC error code the spec names for it and the id the reply must carry (null when unreadable).
 */
public final class HostileLines {
    private HostileLines() {}

    public record Case(String name, byte[] line, int code, Object id) {}

    public static List<Case> all(int maxMessageBytes) {
        List<Case> c = new ArrayList<>();
        c.add(new Case("empty line", new byte[0], -32700, null));
        c.add(new Case("whitespace", " \t  ".getBytes(StandardCharsets.UTF_8), -32700, null));
        c.add(new Case("empty array", bytes("[]"), -32600, null));
        c.add(new Case("batch", bytes("[{\"jsonrpc\":\"2.0\",\"id\":901,\"method\":\"ping\"},{\"jsonrpc\":\"2.0\",\"id\":902,\"method\":\"ping\"}]"), -32600, null));
        c.add(new Case("missing method", bytes("{\"jsonrpc\":\"2.0\",\"id\":903}"), -32600, 903));
        c.add(new Case("object id", bytes("{\"jsonrpc\":\"2.0\",\"id\":{\"a\":1},\"method\":\"ping\"}"), -32600, null));
        c.add(new Case("NaN", bytes("{\"jsonrpc\":\"2.0\",\"id\":904,\"method\":\"ping\",\"params\":{\"x\":NaN}}"), -32700, null));
        byte[] badUtf8 = bytes("{\"jsonrpc\":\"2.0\",\"id\":905,\"method\":\"ping\",\"params\":{\"x\":\"..\"}}");
        int dots = indexOf(badUtf8, (byte) '.');
        badUtf8[dots] = (byte) 0xff;
        badUtf8[dots + 1] = (byte) 0xfe;
        // the bad bytes break the value before the id, and the id is not last: unreadable
        c.add(new Case("bad UTF-8", badUtf8, -32700, null));
        // binary in an argument, the id last as the TypeScript SDK writes it: the reply carries it
        byte[] binaryArg = bytes("{\"method\":\"tools/call\",\"params\":{\"name\":\"check_code\",\"arguments\":{\"code\":\"..\"}},\"jsonrpc\":\"2.0\",\"id\":922}");
        int at = indexOf(binaryArg, (byte) '.');
        binaryArg[at] = (byte) 0xc3;
        binaryArg[at + 1] = (byte) 0x28;
        c.add(new Case("binary argument, id last", binaryArg, -32700, 922));
        c.add(new Case("deep nesting", bytes("[".repeat(100_000)), -32600, null));
        c.add(new Case("deep object nesting", bytes("{\"jsonrpc\":\"2.0\",\"id\":906,\"method\":\"ping\",\"params\":" + "{\"a\":".repeat(5_000) + "1" + "}".repeat(5_001)), -32600, null));
        String head = "{\"jsonrpc\":\"2.0\",\"id\":907,\"method\":\"tools/call\",\"params\":{\"name\":\"explain_error\",\"arguments\":{\"error\":\"";
        int size = Math.max(16 << 20, maxMessageBytes) + 1024;
        byte[] huge = new byte[size];
        byte[] h = bytes(head);
        System.arraycopy(h, 0, huge, 0, h.length);
        java.util.Arrays.fill(huge, h.length, size - 4, (byte) 'A');
        System.arraycopy(bytes("\"}}}"), 0, huge, size - 4, 4);
        c.add(new Case("line over 16 MiB", huge, -32600, 907));
        // the TypeScript SDK writes the id last: {"method":...,"params":...,"jsonrpc":"2.0","id":N}
        String big = "A".repeat(maxMessageBytes + 1024);
        c.add(new Case("oversize, id last", bytes("{\"method\":\"tools/call\",\"params\":{\"name\":\"ask\",\"arguments\":{\"question\":\""
                + big + "\"}},\"jsonrpc\":\"2.0\",\"id\":919}"), -32600, 919));
        c.add(new Case("oversize, string id last", bytes("{\"method\":\"tools/call\",\"params\":{\"name\":\"ask\",\"arguments\":{\"question\":\""
                + big + "\"}},\"jsonrpc\":\"2.0\",\"id\":\"q\\\"920\"}"), -32600, "q\"920"));
        // an id inside the params is not the message's id
        c.add(new Case("oversize, nested id last", bytes("{\"method\":\"tools/call\",\"jsonrpc\":\"2.0\",\"params\":{\"name\":\"ask\",\"arguments\":{\"question\":\""
                + big + "\",\"id\":921}}}"), -32600, null));
        c.add(new Case("a number", bytes("42"), -32600, null));
        c.add(new Case("a string", bytes("\"ping\""), -32600, null));
        c.add(new Case("null", bytes("null"), -32600, null));
        c.add(new Case("truncated", bytes("{\"jsonrpc\":\"2.0\",\"id\":908,\"method\":\"pi"), -32700, null));
        c.add(new Case("two values", bytes("{\"jsonrpc\":\"2.0\",\"id\":909,\"method\":\"ping\"} {}"), -32700, null));
        c.add(new Case("duplicate key", bytes("{\"jsonrpc\":\"2.0\",\"id\":910,\"id\":911,\"method\":\"ping\"}"), -32700, null));
        c.add(new Case("wrong jsonrpc", bytes("{\"jsonrpc\":\"1.0\",\"id\":912,\"method\":\"ping\"}"), -32600, 912));
        c.add(new Case("method not a string", bytes("{\"jsonrpc\":\"2.0\",\"id\":913,\"method\":7}"), -32600, 913));
        c.add(new Case("fractional id", bytes("{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"ping\"}"), -32600, null));
        c.add(new Case("huge id", bytes("{\"jsonrpc\":\"2.0\",\"id\":123456789012345678901234567890,\"method\":\"ping\"}"), -32600, null));
        c.add(new Case("params an array", bytes("{\"jsonrpc\":\"2.0\",\"id\":914,\"method\":\"tools/list\",\"params\":[1]}"), -32602, 914));
        c.add(new Case("tools/call without name", bytes("{\"jsonrpc\":\"2.0\",\"id\":915,\"method\":\"tools/call\",\"params\":{}}"), -32602, 915));
        c.add(new Case("arguments not an object", bytes("{\"jsonrpc\":\"2.0\",\"id\":916,\"method\":\"tools/call\",\"params\":{\"name\":\"search_docs\",\"arguments\":\"dma\"}}"), -32602, 916));
        c.add(new Case("resources/read without uri", bytes("{\"jsonrpc\":\"2.0\",\"id\":917,\"method\":\"resources/read\",\"params\":{\"uri\":5}}"), -32602, 917));
        c.add(new Case("unknown method", bytes("{\"jsonrpc\":\"2.0\",\"id\":918,\"method\":\"no/such\"}"), -32601, 918));
        c.add(new Case("binary noise", new byte[] {0, 1, 2, (byte) 0x80, (byte) 0xc3, 0x28, 0x7f}, -32700, null));
        return c;
    }

    static byte[] bytes(String s) { return s.getBytes(StandardCharsets.UTF_8); }

    private static int indexOf(byte[] b, byte x) {
        for (int i = 0; i < b.length; i++) if (b[i] == x) return i;
        return -1;
    }
}
