package dkg.hold;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Asks the process holding a store, if one runs, to answer for this one and prints its answer: a
 * registered operation's call (its name and arguments), or a command line; makes {@code mcp} a
 * relay to an MCP session in that process. Used before any picocli or Jena class loads, so a
 * forwarded command costs a JVM start and one round trip.
 */
public final class HolderClient {
    private HolderClient() {}

    /** Commands that hold the store themselves. */
    private static final Set<String> HOLDERS = Set.of("serve", "mcp");
    /** Options that make {@code mcp} print something about itself instead of serving. */
    private static final Set<String> ABOUT_ITSELF = Set.of("-h", "--help", "-V", "--version");

    /** Whether {@code command} (a command word, or null for none) holds its store and keeps running. */
    public static boolean isHolder(String command) { return command != null && HOLDERS.contains(command); }

    /**
     * Answers {@code args} through the holder of their store when one runs: a command line is
     * forwarded, {@code mcp} relays {@code in} and {@code out} to a session in the holder. Returns the
     * exit code, or empty when the command should run here: no holder, {@code DOCA_KG_NO_FORWARD} set,
     * {@code serve}, help, or no command at all.
     */
    public static OptionalInt dispatch(List<String> args, InputStream in, OutputStream out, PrintStream err) {
        if (forwardingOff()) return OptionalInt.empty();
        String command = commandOf(args);
        if (command == null || command.equals("serve") || command.equals("help")) return OptionalInt.empty();
        if (command.equals("mcp")) {
            // mcp --help prints here: a session is what the holder would start
            return args.stream().anyMatch(ABOUT_ITSELF::contains) ? OptionalInt.empty() : relay(args, in, out, err);
        }
        return forward(args, out instanceof PrintStream p ? p : new PrintStream(out, false, StandardCharsets.UTF_8), err);
    }

    /**
     * Forwards {@code args} when a live holder owns their store, printing its stdout and stderr to
     * {@code out} and {@code err}; returns its exit code, or empty when there is no holder.
     */
    public static OptionalInt forward(List<String> args, PrintStream out, PrintStream err) {
        String command = commandOf(args);
        if (command == null || isHolder(command)) return OptionalInt.empty();
        Path store = storeOf(args);
        return exchange(store, () -> request(Request.RUN, store, args), out, err);
    }

    /**
     * Has the holder of {@code store}, if one runs, answer a call of the registered operation
     * {@code operation}: the arguments go as parsed here (a JSON object), the holder binds, checks
     * and answers them as every face does, and sends back what this command prints. Returns its exit
     * code, or empty when no holder runs (or {@code DOCA_KG_NO_FORWARD} is set).
     *
     * @param arguments the arguments, made once a holder answers (a question on stdin is read then);
     *                  a failure making them (a question too long) is the caller's to report
     * @param options the output options the answer is shown with ({@code --json}, {@code --debug})
     */
    public static OptionalInt answer(Path store, String operation, java.util.function.Supplier<Map<String, ?>> arguments,
                                     List<String> options, PrintStream out, PrintStream err) {
        if (forwardingOff()) return OptionalInt.empty();
        Path dir = store.toAbsolutePath().normalize();
        // written once a holder answers: a command that runs here loads no JSON writer
        return exchange(dir, () -> Request.operation(cwd(), dir.toString(), operation, ArgumentsJson.write(arguments.get()), options), out, err);
    }

    /** How many of this thread's requests a holder answered (tests tell a forwarded command from one run here). */
    public static long answeredByHolder() { return ANSWERED.get()[0]; }

    private static final ThreadLocal<long[]> ANSWERED = ThreadLocal.withInitial(() -> new long[1]);

    /**
     * Sends the request a holder of {@code store} answers, if one does, and prints its answer.
     * {@code request} is made once the holder greeted; a failure making it is the caller's and
     * propagates.
     */
    private static OptionalInt exchange(Path store, java.util.function.Supplier<Request> request, PrintStream out, PrintStream err) {
        HolderConnection connection;
        try {
            connection = HolderConnection.open(store, err);
        } catch (IOException e) {
            return unanswered(store, e, err);
        }
        if (connection == null) return OptionalInt.empty();
        Request r;
        try {
            r = request.get();
        } catch (RuntimeException e) {
            connection.close();
            throw e;
        }
        try (HolderConnection c = connection) {
            c.send(r);
            Answer a = Answer.read(c);
            ANSWERED.get()[0]++;
            out.write(a.out());
            out.flush();
            err.write(a.err());
            err.flush();
            return OptionalInt.of(a.code());
        } catch (IOException | RuntimeException e) {
            return unanswered(store, e, err);
        }
    }

    private static boolean forwardingOff() {
        String off = System.getenv("DOCA_KG_NO_FORWARD");
        return off != null && !off.isEmpty();
    }

    /**
     * Runs {@code mcp} as a relay when a holder owns the store: the holder runs the MCP session (the
     * same server as {@code doca-kg mcp} alone), and this process copies {@code in} to it and its
     * answers to {@code out} until either side ends. Empty when there is no holder.
     */
    public static OptionalInt relay(List<String> args, InputStream in, OutputStream out, PrintStream err) {
        Path store = storeOf(args);
        HolderConnection c;
        try {
            c = HolderConnection.open(store, err);
        } catch (IOException e) {
            return unanswered(store, e, err);
        }
        if (c == null) return OptionalInt.empty();
        try (c) {
            c.send(request(Request.MCP, store, args));
            int frame = c.read(HolderConnection.HELLO_MS);
            if (frame == Wire.ANSWER) {
                Answer a = Answer.readAfterFrame(c);
                err.write(a.err());
                err.flush();
                return OptionalInt.of(a.code());
            }
            if (frame != Wire.SESSION) throw new IOException("unexpected answer to an MCP session request");
            return OptionalInt.of(new Relay(c, in, out, err).run(store));
        } catch (IOException | RuntimeException e) {
            return unanswered(store, e, err);
        }
    }

    /** Who holds {@code storeDir}, if a holder answers there. */
    public static Optional<HolderInfo> info(Path storeDir) {
        Path store = storeDir.toAbsolutePath().normalize();
        try (HolderConnection c = HolderConnection.open(store, new PrintStream(OutputStream.nullOutputStream()))) {
            if (c == null) return Optional.empty();
            c.send(request(Request.INFO, store, List.of()));
            Answer a = Answer.read(c);
            return a.code() == 0 ? HolderInfo.decode(new String(a.out(), StandardCharsets.UTF_8)) : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static Request request(String kind, Path store, List<String> args) {
        return new Request(kind, cwd(), store.toString(), args);
    }

    private static String cwd() { return Path.of("").toAbsolutePath().toString(); }

    /**
     * A holder that listens but does not answer: exit 2 with a one-line reason rather than running
     * here, which would only wait on the store lock that process still has.
     */
    private static OptionalInt unanswered(Path store, Exception e, PrintStream err) {
        err.println("doca-kg: the process holding " + store + " did not answer (" + e.getMessage()
                + "); stop that doca-kg serve or mcp, or set DOCA_KG_NO_FORWARD=1 to wait for the store here");
        return OptionalInt.of(2);
    }

    /** The holder's answer to a command line: its exit code and what it printed. */
    private record Answer(int code, byte[] out, byte[] err) {
        /** Largest output accepted, as a guard against a malformed length. */
        private static final long MAX = 1L << 30;

        static Answer read(HolderConnection c) throws IOException {
            int frame;
            while ((frame = c.read(HolderConnection.FRAME_MS)) == Wire.KEEPALIVE) { /* the command still runs */ }
            if (frame != Wire.ANSWER) throw new IOException(frame < 0 ? "the holder closed the connection" : "malformed answer");
            return readAfterFrame(c);
        }

        static Answer readAfterFrame(HolderConnection c) throws IOException {
            String[] head = c.readLine(64, HolderConnection.FRAME_MS).split(" ");
            if (head.length != 3) throw new IOException("malformed answer");
            long outLen = Long.parseLong(head[1]), errLen = Long.parseLong(head[2]);
            if (outLen < 0 || errLen < 0 || outLen > MAX || errLen > MAX) throw new IOException("malformed answer");
            return new Answer(Integer.parseInt(head[0]), c.readN((int) outLen, HolderConnection.FRAME_MS),
                    c.readN((int) errLen, HolderConnection.FRAME_MS));
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

    /** The store as {@code dkg.kg.StoreLocation} resolves it, from {@code --store} or its default; absolute. */
    static Path storeOf(List<String> args) {
        String opt = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--")) break;
            if (a.equals("--store") && i + 1 < args.size()) opt = args.get(++i);
            else if (a.startsWith("--store=")) opt = a.substring("--store=".length());
        }
        return dkg.kg.StoreLocation.resolve(opt).toAbsolutePath().normalize();
    }
}
