package dkg.hold;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * One request to the holder: what to do, its arguments, and where the caller runs (relative paths
 * in a command line are the caller's, not the holder's).
 *
 * @param kind     {@link #OP} a registered operation, {@link #RUN} a command line, {@link #MCP} an MCP
 *                 session, {@link #INFO} who holds the store
 * @param cwd      the caller's working folder
 * @param storeDir the store the caller resolved (absolute)
 * @param args     for {@link #OP}: the operation's name, its arguments as a JSON object (parsed and
 *                 made absolute where they name files by the caller) and the output options
 *                 ({@code --json}, {@code --debug}); otherwise the command line, without the program name
 */
public record Request(String kind, String cwd, String storeDir, List<String> args) {
    public static final String OP = "op", RUN = "run", MCP = "mcp", INFO = "info";
    static final String MAGIC = "dkg2";
    /** Longest argument accepted: a SPARQL query or a long path list fits, a flood does not. */
    private static final int MAX_FIELD = 4 << 20;
    /** Longest magic, kind or count: anything else is not a doca-kg request, and is dropped this early. */
    private static final int MAX_WORD = 16;
    /** Longest path (Linux's PATH_MAX). */
    private static final int MAX_PATH = 4096;
    private static final int MAX_ARGS = 10_000;

    public Request { args = List.copyOf(args); }

    /** A call of the operation {@code name} with {@code argumentsJson}, shown as {@code options} ask. */
    public static Request operation(String cwd, String storeDir, String name, String argumentsJson, List<String> options) {
        List<String> args = new ArrayList<>(2 + options.size());
        args.add(name);
        args.add(argumentsJson);
        args.addAll(options);
        return new Request(OP, cwd, storeDir, args);
    }

    /** An operation call's name. */
    public String operation() { return args.getFirst(); }

    /** An operation call's arguments, a JSON object. */
    public String argumentsJson() { return args.get(1); }

    /** An operation call's output options. */
    public List<String> options() { return args.subList(2, args.size()); }

    void writeTo(OutputStream out) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (String f : List.of(MAGIC, kind, cwd, storeDir, Integer.toString(args.size()))) field(b, f);
        for (String a : args) field(b, a);
        out.write(b.toByteArray());
        out.flush();
    }

    private static void field(ByteArrayOutputStream b, String s) {
        b.writeBytes(s.getBytes(StandardCharsets.UTF_8));
        b.write(0);
    }

    /** Reads a request; throws IOException for anything that is not one (the connection is dropped). */
    static Request readFrom(InputStream in) throws IOException {
        if (!MAGIC.equals(field(in, MAX_WORD))) throw new IOException("not a doca-kg request");
        String kind = field(in, MAX_WORD);
        if (!List.of(OP, RUN, MCP, INFO).contains(kind)) throw new IOException("unknown request " + kind);
        String cwd = field(in, MAX_PATH), store = field(in, MAX_PATH);
        int n;
        try {
            n = Integer.parseInt(field(in, MAX_WORD));
        } catch (NumberFormatException e) {
            throw new IOException("bad argument count");
        }
        if (n < 0 || n > MAX_ARGS) throw new IOException("bad argument count");
        List<String> args = new ArrayList<>(Math.min(n, 64));
        for (int i = 0; i < n; i++) args.add(field(in, MAX_FIELD));
        if (kind.equals(OP) && n < 2) throw new IOException("an operation call needs its name and arguments");
        return new Request(kind, cwd, store, args);
    }

    private static String field(InputStream in, int max) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (int c; (c = in.read()) != 0; ) {
            if (c < 0) throw new EOFException("request cut short");
            if (b.size() >= max) throw new IOException("request field too long");
            b.write(c);
        }
        return b.toString(StandardCharsets.UTF_8);
    }
}
