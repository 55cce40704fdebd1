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
 * One command sent to the holder: the arguments as typed, and where they were typed (relative
 * paths in them are the caller's, not the holder's).
 *
 * @param token    the discovery file's secret
 * @param cwd      the caller's working folder
 * @param storeDir the store the caller resolved (absolute)
 * @param args     the command line, without the program name
 */
public record Request(String token, String cwd, String storeDir, List<String> args) {
    static final String MAGIC = "dkg1";
    /** Longest field accepted: a SPARQL query or a long path list fits, a flood does not. */
    private static final int MAX_FIELD = 4 << 20;
    private static final int MAX_ARGS = 10_000;

    public Request { args = List.copyOf(args); }

    void writeTo(OutputStream out) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (String f : List.of(MAGIC, token, cwd, storeDir, Integer.toString(args.size()))) field(b, f);
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
        if (!MAGIC.equals(field(in))) throw new IOException("not a doca-kg request");
        String token = field(in), cwd = field(in), store = field(in);
        int n;
        try {
            n = Integer.parseInt(field(in));
        } catch (NumberFormatException e) {
            throw new IOException("bad argument count");
        }
        if (n < 0 || n > MAX_ARGS) throw new IOException("bad argument count");
        List<String> args = new ArrayList<>(n);
        for (int i = 0; i < n; i++) args.add(field(in));
        return new Request(token, cwd, store, args);
    }

    private static String field(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (int c; (c = in.read()) != 0; ) {
            if (c < 0) throw new EOFException("request cut short");
            if (b.size() >= MAX_FIELD) throw new IOException("request field too long");
            b.write(c);
        }
        return b.toString(StandardCharsets.UTF_8);
    }
}
