package dkg.hold;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Answers commands sent by other processes for the store this process holds: listens on a random
 * loopback port, publishes it with a fresh token in the discovery file, and runs each request
 * through the {@link Runner} with its output captured. Close to stop listening and remove the file.
 */
public final class HolderServer implements AutoCloseable {

    /** Runs one forwarded command line and returns its exit code, printing to the given streams. */
    @FunctionalInterface
    public interface Runner {
        int run(Request request, PrintStream out, PrintStream err);
    }

    private final Path storeDir;
    private final ServerSocket socket;
    private final Discovery discovery;
    private final Runner runner;
    private final ExecutorService workers = Executors.newVirtualThreadPerTaskExecutor();
    private final Thread acceptor;

    private HolderServer(Path storeDir, ServerSocket socket, Discovery discovery, Runner runner) {
        this.storeDir = storeDir;
        this.socket = socket;
        this.discovery = discovery;
        this.runner = runner;
        this.acceptor = Thread.ofPlatform().daemon().name("doca-kg-holder").unstarted(this::acceptLoop);
    }

    /** Starts answering for {@code storeDir} and writes its discovery file. */
    public static HolderServer start(Path storeDir, Runner runner) throws IOException {
        ServerSocket ss = new ServerSocket(0, 64, InetAddress.getLoopbackAddress());
        byte[] secret = new byte[24];
        new SecureRandom().nextBytes(secret);
        Discovery d = new Discovery(ProcessHandle.current().pid(), ss.getLocalPort(), HexFormat.of().formatHex(secret));
        HolderServer h = new HolderServer(storeDir, ss, d, runner);
        d.write(storeDir);
        // Ctrl-C and kill (SIGTERM) end serve without unwinding its try block: remove the file anyway
        Runtime.getRuntime().addShutdownHook(new Thread(() -> d.remove(storeDir), "doca-kg-holder-cleanup"));
        h.acceptor.start();
        return h;
    }

    public int port() { return discovery.port(); }

    private void acceptLoop() {
        while (!socket.isClosed()) {
            try {
                Socket s = socket.accept();
                workers.execute(() -> answer(s));
            } catch (SocketException closed) {
                return;
            } catch (IOException e) {
                System.err.println("doca-kg: holder: " + e.getMessage());
            }
        }
    }

    private void answer(Socket s) {
        try (s) {
            s.setSoTimeout(10_000); // a caller that never finishes its request does not keep a thread
            Request req = Request.readFrom(new BufferedInputStream(s.getInputStream()));
            if (!MessageDigest.isEqual(req.token().getBytes(StandardCharsets.UTF_8), discovery.token().getBytes(StandardCharsets.UTF_8)))
                return; // wrong token: say nothing
            s.setSoTimeout(0);
            ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
            int code;
            try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                 PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
                try {
                    code = runner.run(req, o, e);
                } catch (RuntimeException | Error ex) {
                    e.println("doca-kg: " + ex + " (in the process holding the store)");
                    code = 2;
                }
            }
            OutputStream w = s.getOutputStream();
            w.write((code + " " + out.size() + " " + err.size() + "\n").getBytes(StandardCharsets.US_ASCII));
            out.writeTo(w);
            err.writeTo(w);
            w.flush();
        } catch (IOException e) {
            // a probe connection (liveness check) or a caller that went away: nothing to answer
        }
    }

    @Override
    public void close() {
        discovery.remove(storeDir);
        try {
            socket.close();
        } catch (IOException ignored) {
            // closing a listening socket cannot lose data
        }
        workers.shutdown();
        try {
            // requests in flight still use the store the caller closes next
            workers.awaitTermination(60, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
