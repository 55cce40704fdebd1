package dkg.cli;

import dkg.api.DocaKg;
import dkg.error.BadInputException;
import dkg.hold.Discovery;
import dkg.hold.HolderClient;
import dkg.hold.HolderServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

/**
 * This process holds a store ({@code serve}, {@code mcp}) and answers the commands other processes
 * send for it: each runs through the same {@link Main} in a request thread, with its output captured
 * and the held {@link DocaKg} lent through {@link CommonOptions#openKg()}. Ingests sent this way
 * commit here; TDB2's transactions keep every other request on one generation.
 */
final class StoreHolding implements AutoCloseable {
    private static volatile DocaKg held;
    /** The store a forwarded request's caller resolved, for commands given no {@code --store}. */
    private static final ThreadLocal<Path> CALLERS_STORE = new ThreadLocal<>();

    private final HolderServer server;

    private StoreHolding(HolderServer server) { this.server = server; }

    /**
     * Refuses to open a store another live process holds (TDB2 would fail on its lock with a less
     * helpful message). A discovery file left by a killed holder is ignored.
     */
    static void refuseIfHeld(Path storeDir) {
        Discovery.live(storeDir).ifPresent(d -> {
            throw new BadInputException("the store at " + storeDir + " is held by process " + d.pid()
                    + " (doca-kg serve or mcp); other commands are answered through it, or stop it first (kill " + d.pid() + ")");
        });
    }

    /** Lends {@code kg} to forwarded commands and starts answering them. Close before closing {@code kg}. */
    static StoreHolding start(DocaKg kg) {
        held = kg;
        try {
            return new StoreHolding(HolderServer.start(kg.directory(), StoreHolding::run));
        } catch (IOException e) {
            held = null;
            throw new UncheckedIOException(e);
        }
    }

    /** The held DocaKg if this process holds {@code storeDir}, else null. */
    static DocaKg heldFor(Path storeDir) {
        DocaKg h = held;
        return h != null && same(h.directory(), storeDir) ? h : null;
    }

    static Path callersStore() { return CALLERS_STORE.get(); }

    private static int run(dkg.hold.Request req, java.io.PrintStream out, java.io.PrintStream err) {
        Path store = Path.of(req.storeDir());
        DocaKg h = held;
        if (h == null || !same(h.directory(), store)) {
            err.println("doca-kg: this process holds " + (h == null ? "no store" : h.directory()) + ", not " + store);
            return 2;
        }
        String command = HolderClient.commandOf(req.args());
        if ("serve".equals(command) || "mcp".equals(command)) {
            err.println("doca-kg: the store at " + store + " is already held by process " + ProcessHandle.current().pid()
                    + " (doca-kg serve or mcp); stop it first");
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

    private static boolean same(Path a, Path b) {
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }

    @Override
    public void close() {
        server.close();
        held = null;
    }
}
