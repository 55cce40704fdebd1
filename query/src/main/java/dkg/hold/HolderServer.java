package dkg.hold;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Answers requests sent by other processes for the store this process holds: listens on
 * {@link HolderSocket#path}, talks only to processes of its own user (checked before a byte is
 * read), and runs each request through the {@link Handler}. Close to stop listening, end the MCP
 * sessions it carries, and remove the socket file.
 */
public final class HolderServer implements AutoCloseable {

    /** What the holder does for its callers. */
    public interface Handler {
        /** Answers one call of a registered operation and returns its exit code, printing to the given streams. */
        int answer(Request request, PrintStream out, PrintStream err);

        /** Runs one forwarded command line and returns its exit code, printing to the given streams. */
        int run(Request request, PrintStream out, PrintStream err);

        /** An MCP session for {@code request}, or null after printing why not to {@code err}. */
        Session session(Request request, PrintStream err);

        /** Who holds the store. */
        HolderInfo info();
    }

    /** An MCP session over a caller's connection: returns when {@code in} ends. */
    @FunctionalInterface
    public interface Session {
        void serve(InputStream in, OutputStream out) throws Exception;
    }

    /** Read buffer of a connection: the most a request that is not one makes this process take in. */
    static final int READ_BUFFER = 4096;
    /** How long a caller may take to send its request. */
    private static final long REQUEST_MS = 10_000;

    private final Path socketFile;
    /** The socket file's identity: only this one is removed (a successor's may have replaced it). */
    private final Object fileKey;
    private final ServerSocketChannel socket;
    private final Handler handler;
    private final ExecutorService workers = Executors.newVirtualThreadPerTaskExecutor();
    private final Set<SocketChannel> sessions = ConcurrentHashMap.newKeySet();
    private final Thread acceptor;

    private HolderServer(Path socketFile, ServerSocketChannel socket, Handler handler) throws IOException {
        this.socketFile = socketFile;
        this.fileKey = fileKey(socketFile);
        this.socket = socket;
        this.handler = handler;
        this.acceptor = Thread.ofPlatform().daemon().name("doca-kg-holder").unstarted(this::acceptLoop);
    }

    /** Starts answering for {@code storeDir}; a socket file left by a killed holder is replaced. */
    public static HolderServer start(Path storeDir, Handler handler) throws IOException {
        Path file = HolderSocket.path(storeDir);
        removeIfStale(file);
        ServerSocketChannel ss = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            ss.bind(UnixDomainSocketAddress.of(file), 64);
            // connecting needs write permission: others cannot even knock (the peer check stands anyway)
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        } catch (IOException | RuntimeException e) {
            ss.close();
            throw new IOException("cannot listen on " + file + ": " + e.getMessage(), e);
        }
        HolderServer h = new HolderServer(file, ss, handler);
        // Ctrl-C and kill (SIGTERM) end serve without unwinding its try block: remove the file anyway
        Runtime.getRuntime().addShutdownHook(new Thread(h::removeFile, "doca-kg-holder-cleanup"));
        h.acceptor.start();
        return h;
    }

    /** Removes a socket file nobody listens on (a holder killed with SIGKILL leaves one). */
    static void removeIfStale(Path file) throws IOException {
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) return;
        if (!Files.readAttributes(file, java.nio.file.attribute.BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).isOther())
            throw new IOException(file + " is in the way and is not a socket; remove it");
        try (SocketChannel probe = SocketChannel.open(UnixDomainSocketAddress.of(file))) {
            throw new IOException("another process listens on " + file);
        } catch (ConnectException refused) {
            Files.deleteIfExists(file);
        }
    }

    public Path socketFile() { return socketFile; }

    private void acceptLoop() {
        while (socket.isOpen()) {
            try {
                SocketChannel c = socket.accept();
                workers.execute(() -> answer(c));
            } catch (ClosedChannelException closed) {
                return;
            } catch (IOException e) {
                System.err.println("doca-kg: holder: " + e.getMessage());
            } catch (java.util.concurrent.RejectedExecutionException closing) {
                return;
            }
        }
    }

    private void answer(SocketChannel c) {
        try (c) {
            // before reading anything: another user's process gets no byte and costs no memory
            if (!HolderSocket.sameUser(c)) return;
            OutputStream w = ChannelStreams.out(c);
            w.write(Wire.HELLO);
            InputStream in = new BufferedInputStream(ChannelStreams.in(c), READ_BUFFER);
            Request req = readWithin(c, in);
            switch (req.kind()) {
                case Request.INFO -> answer(w, 0, handler.info().encode().getBytes(StandardCharsets.UTF_8), new byte[0]);
                case Request.MCP -> session(c, req, in, w);
                case Request.OP -> run(req, w, handler::answer);
                default -> run(req, w, handler::run);
            }
        } catch (IOException e) {
            // not a doca-kg request, or a caller that went away: nothing to answer
        }
    }

    /** Reads the request, dropping a caller that stalls (its thread would otherwise wait forever). */
    private Request readWithin(SocketChannel c, InputStream in) throws IOException {
        var timer = java.util.concurrent.CompletableFuture.delayedExecutor(REQUEST_MS, TimeUnit.MILLISECONDS);
        var stall = java.util.concurrent.CompletableFuture.runAsync(() -> {
            try { c.close(); } catch (IOException ignored) { /* closing to unblock the reader */ }
        }, timer);
        try {
            return Request.readFrom(in);
        } finally {
            stall.cancel(false);
        }
    }

    /** How a request that runs to an exit code is answered. */
    @FunctionalInterface
    private interface Runner {
        int run(Request request, PrintStream out, PrintStream err);
    }

    private void run(Request req, OutputStream w, Runner runner) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        Object lock = new Object();
        boolean[] done = {false};
        Thread keepalive = Thread.ofVirtual().start(() -> {
            try {
                while (true) {
                    Thread.sleep(Wire.KEEPALIVE_MS);
                    synchronized (lock) {
                        if (done[0]) return;
                        w.write(Wire.KEEPALIVE);
                    }
                }
            } catch (InterruptedException | IOException e) {
                // the command ended, or the caller went away
            }
        });
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
        synchronized (lock) {
            done[0] = true;
            keepalive.interrupt();
            answer(w, code, out.toByteArray(), err.toByteArray());
        }
    }

    private void session(SocketChannel c, Request req, InputStream in, OutputStream w) throws IOException {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Session s;
        try (PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            s = handler.session(req, e);
        }
        if (s == null) {
            answer(w, 1, new byte[0], err.toByteArray());
            return;
        }
        w.write(Wire.SESSION);
        sessions.add(c);
        try {
            s.serve(in, w);
        } catch (Exception e) {
            System.err.println("doca-kg: holder: an MCP session ended: " + e);
        } finally {
            sessions.remove(c);
        }
    }

    private static void answer(OutputStream w, int code, byte[] out, byte[] err) throws IOException {
        w.write(Wire.ANSWER);
        w.write((code + " " + out.length + " " + err.length + "\n").getBytes(StandardCharsets.US_ASCII));
        w.write(out);
        w.write(err);
    }

    private static Object fileKey(Path file) throws IOException {
        return Files.readAttributes(file, java.nio.file.attribute.BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
    }

    private void removeFile() {
        try {
            if (java.util.Objects.equals(fileKey(socketFile), fileKey)) Files.deleteIfExists(socketFile);
        } catch (java.nio.file.NoSuchFileException gone) {
            // already removed
        } catch (IOException ignored) {
            // best effort: the next holder replaces a stale file, and clients see it refuse
        }
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException ignored) {
            // closing a listening socket cannot lose data
        }
        removeFile();
        // an MCP session lasts as long as its agent: end it (its input ends, its server returns)
        for (SocketChannel s : sessions) {
            try { s.close(); } catch (IOException ignored) { /* ending it is all we want */ }
        }
        workers.shutdown();
        try {
            // requests in flight still use the store the caller closes next
            workers.awaitTermination(60, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
