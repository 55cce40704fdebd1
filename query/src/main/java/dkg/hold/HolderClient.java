package dkg.hold;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Sends a command line to the process holding its store, if one runs, and prints its answer. Used
 * before any picocli or Jena class loads, so a forwarded command costs a JVM start and one round trip.
 */
public final class HolderClient {
    private HolderClient() {}

    /** Commands that hold the store themselves, and so are never forwarded. */
    private static final Set<String> HOLDERS = Set.of("serve", "mcp");

    /** Whether {@code command} (a command word, or null for none) holds its store and keeps running. */
    public static boolean isHolder(String command) { return command != null && HOLDERS.contains(command); }

    /**
     * Forwards {@code args} when a live holder owns their store, printing its stdout and stderr to
     * {@code out} and {@code err}; returns its exit code, or empty when the command should run here
     * (no holder, a stale discovery file, a command that holds the store itself, no command at all).
     */
    public static OptionalInt forward(List<String> args, PrintStream out, PrintStream err) {
        String command = commandOf(args);
        if (command == null || isHolder(command) || command.equals("help")) return OptionalInt.empty();
        Path store = storeOf(args).toAbsolutePath().normalize();
        Optional<Discovery> d = Discovery.read(store);
        if (d.isEmpty() || !ProcessHandle.of(d.get().pid()).map(ProcessHandle::isAlive).orElse(false)) return OptionalInt.empty();
        Request req = new Request(d.get().token(), Path.of("").toAbsolutePath().toString(), store.toString(), withStdin(command, args));
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), d.get().port()), 2000);
            req.writeTo(s.getOutputStream());
            InputStream in = new BufferedInputStream(s.getInputStream());
            String[] head = line(in).split(" ");
            int code = Integer.parseInt(head[0]);
            out.write(in.readNBytes(Integer.parseInt(head[1])));
            out.flush();
            err.write(in.readNBytes(Integer.parseInt(head[2])));
            err.flush();
            return OptionalInt.of(code);
        } catch (ConnectException refused) {
            return OptionalInt.empty(); // the holder died without removing its file
        } catch (IOException | RuntimeException e) {
            err.println("doca-kg: the process holding " + store + " (pid " + d.get().pid() + ") did not answer: " + e.getMessage());
            return OptionalInt.of(2);
        }
    }

    /** Commands whose question may be {@code -}, standard input. */
    private static final Set<String> READ_STDIN = Set.of("ask", "route", "search");
    /** Most bytes of standard input sent: 64 Ki characters of UTF-8 and one more, so the holder can tell a longer text. */
    public static final int MAX_STDIN_BYTES = 64 * 1024 * 4 + 1;

    /**
     * The arguments with a {@code -} question replaced by this process's standard input (the holder
     * has none to give): the text goes last, after {@code --}, so a question starting with a dash
     * is not read as an option.
     */
    static List<String> withStdin(String command, List<String> args) {
        if (!READ_STDIN.contains(command) || !args.contains("-") || args.contains("--")) return args;
        List<String> out = new java.util.ArrayList<>(args);
        out.remove("-");
        try {
            byte[] bytes = System.in.readNBytes(MAX_STDIN_BYTES);
            out.add("--");
            out.add(new String(bytes, java.nio.charset.StandardCharsets.UTF_8));
            return out;
        } catch (IOException e) {
            return args;
        }
    }

    /** The first argument that is not an option (or an option's value): the command's name. */
    public static String commandOf(List<String> args) {
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--store")) { i++; continue; }
            if (!a.startsWith("-")) return a;
        }
        return null;
    }

    /** The store as {@code dkg.api.StoreLocation} resolves it, from {@code --store} or its default. */
    static Path storeOf(List<String> args) {
        String opt = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--")) break;
            if (a.equals("--store") && i + 1 < args.size()) opt = args.get(++i);
            else if (a.startsWith("--store=")) opt = a.substring("--store=".length());
        }
        return dkg.api.StoreLocation.resolve(opt);
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (int c; (c = in.read()) != '\n'; ) {
            if (c < 0) throw new EOFException("the holder closed the connection without an answer");
            b.write(c);
        }
        return b.toString(StandardCharsets.US_ASCII);
    }
}
