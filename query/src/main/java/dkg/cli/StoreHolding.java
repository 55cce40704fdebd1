package dkg.cli;

import dkg.api.DocaKg;
import dkg.error.BadInputException;
import dkg.hold.HolderClient;
import dkg.hold.HolderInfo;
import dkg.hold.HolderServer;
import dkg.hold.Request;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * This process holds a store ({@code serve}, {@code mcp}) and answers the requests other processes
 * send for it: a registered operation's call, parsed where it was typed, is answered by
 * {@link OperationCall} over the held {@link DocaKg}; any other command line runs through the same
 * {@link Main} in a request thread, with its output captured and the held store lent through
 * {@link CommonOptions#openKg()}; an {@code mcp} relay gets a full MCP session
 * ({@link McpCommand#session}) on the held store. Ingests
 * sent this way commit here; TDB2's transactions keep every other request on one generation.
 */
final class StoreHolding implements AutoCloseable {
    private static volatile DocaKg held;
    /** Who holds it, as {@code status} names it. */
    private static volatile HolderInfo self;
    /** The store a forwarded request's caller resolved, for commands given no {@code --store}. */
    private static final ThreadLocal<Path> CALLERS_STORE = new ThreadLocal<>();

    private final HolderServer server;

    private StoreHolding(HolderServer server) { this.server = server; }

    /**
     * Refuses to open a store another live process holds (TDB2 would fail on its lock with a less
     * helpful message). A socket left by a killed holder is ignored.
     */
    static void refuseIfHeld(Path storeDir) {
        HolderClient.info(storeDir).ifPresent(h -> {
            throw new BadInputException("the store at " + storeDir + " is held by process " + h.pid() + " (" + h.serves()
                    + "); other commands are answered through it, or stop it first (kill " + h.pid() + ")");
        });
    }

    /**
     * Lends {@code kg} to other processes and starts answering them. Close before closing {@code kg}.
     *
     * @param serves what this process serves, as {@code status} tells it ({@link #serving} may update it)
     */
    static StoreHolding start(DocaKg kg, String serves) {
        held = kg;
        self = HolderInfo.current(serves);
        try {
            return new StoreHolding(HolderServer.start(kg.directory(), new Handler()));
        } catch (IOException e) {
            // serving goes on; other commands then wait for the store instead of being answered
            Output.note("other doca-kg commands cannot reach this process (" + e.getMessage() + "); they will wait for the store");
            return new StoreHolding(null);
        }
    }

    /** Says what this process serves, once known (serve learns its URL after the store is held). */
    void serving(String serves) {
        self = self.serving(serves);
    }

    /** The held DocaKg if this process holds {@code storeDir}, else null. */
    static DocaKg heldFor(Path storeDir) {
        DocaKg h = held;
        return h != null && same(h.directory(), storeDir) ? h : null;
    }

    /** This process as the holder of {@code storeDir}, or null when it does not hold it. */
    static dkg.housekeeping.StoreStatus.Holder holderOf(Path storeDir) {
        HolderInfo h = self;
        if (h == null || heldFor(storeDir) == null) return null;
        return statusHolder(h);
    }

    static dkg.housekeeping.StoreStatus.Holder statusHolder(HolderInfo h) {
        return new dkg.housekeeping.StoreStatus.Holder(h.pid(), h.command(), dkg.layout.StoreLayout.HOLDER_SOCKET, h.since(), h.serves());
    }

    static Path callersStore() { return CALLERS_STORE.get(); }

    /** Answers for the held store. */
    private static final class Handler implements HolderServer.Handler {
        @Override
        public int answer(Request req, PrintStream out, PrintStream err) {
            String refusal = refusal(Path.of(req.storeDir()));
            if (refusal != null) {
                err.println("doca-kg: " + refusal);
                return 2;
            }
            return OperationCall.forwarded(req.operation(), req.argumentsJson(), req.options(), held.context(), out, err);
        }

        @Override
        public int run(Request req, PrintStream out, PrintStream err) {
            Path store = Path.of(req.storeDir());
            String refusal = refusal(store);
            if (refusal != null) {
                err.println("doca-kg: " + refusal);
                return 2;
            }
            String command = HolderClient.commandOf(req.args());
            if (HolderClient.isHolder(command)) {
                err.println("doca-kg: the store at " + store + " is already held by process " + ProcessHandle.current().pid()
                        + " (" + self.serves() + "); stop it first");
                return 1;
            }
            List<String> args = ForwardedArgs.resolvePaths(req.args(), Path.of(req.cwd()));
            CALLERS_STORE.set(store);
            try {
                return Stdin.forwarded(() -> Main.execute(out, err, args));
            } finally {
                CALLERS_STORE.remove();
            }
        }

        @Override
        public HolderServer.Session session(Request req, PrintStream err) {
            Path store = Path.of(req.storeDir());
            String refusal = refusal(store);
            if (refusal != null) {
                err.println("doca-kg: " + refusal);
                return null;
            }
            return McpCommand.sessionFor(req.args(), held, err);
        }

        @Override
        public HolderInfo info() { return self; }
    }

    /** Why a request for {@code store} cannot be answered here, or null. */
    private static String refusal(Path store) {
        DocaKg h = held;
        if (h == null || !same(h.directory(), store)) return "this process holds " + (h == null ? "no store" : h.directory()) + ", not " + store;
        return null;
    }

    private static boolean same(Path a, Path b) {
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }

    @Override
    public void close() {
        if (server != null) server.close();
        held = null;
        self = null;
    }
}
