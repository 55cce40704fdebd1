package dkg.hold;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * A client's connection to the holder of a store. Opened only when a process of this user listens
 * on the store's socket and greets as a holder; until the greeting nothing is sent. Every read and
 * write waits a bounded time, so a holder that stopped answering cannot make a command hang.
 */
final class HolderConnection implements AutoCloseable {
    /** How long connecting and the holder's greeting may take. */
    static final long HELLO_MS = 10_000;
    /** Longest silence while a command runs: the holder says it is alive every {@link Wire#KEEPALIVE_MS}. */
    static final long FRAME_MS = 30_000;

    /** The holder did not answer in time. */
    static final class Unresponsive extends IOException {
        Unresponsive(String message) { super(message); }
    }

    final Path socketFile;
    final SocketChannel channel;
    private final Selector selector;
    private final ByteBuffer in = ByteBuffer.allocate(64 * 1024).flip();

    private HolderConnection(Path socketFile, SocketChannel channel, Selector selector) {
        this.socketFile = socketFile;
        this.channel = channel;
        this.selector = selector;
    }

    /**
     * The holder of {@code storeDir}, or null when none answers there: no socket file, one left by a
     * killed holder (connection refused), one another user listens on (said on {@code err}), or one
     * that does not greet as this version's holder.
     *
     * @throws Unresponsive when a process of this user listens there but does not greet in time
     */
    static HolderConnection open(Path storeDir, PrintStream err) throws Unresponsive {
        Path file = HolderSocket.path(storeDir);
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) return null;
        SocketChannel ch = null;
        Selector sel = null;
        try {
            ch = SocketChannel.open(StandardProtocolFamily.UNIX);
            ch.configureBlocking(false);
            sel = Selector.open();
            if (!ch.connect(UnixDomainSocketAddress.of(file))) {
                ch.register(sel, SelectionKey.OP_CONNECT);
                if (sel.select(HELLO_MS) == 0) throw new Unresponsive("did not accept a connection within " + HELLO_MS / 1000 + " s");
                ch.finishConnect();
                sel.selectedKeys().clear();
            }
            if (!HolderSocket.sameUser(ch)) {
                err.println("doca-kg: ignoring " + file + ": a process of another user listens on it");
                closeQuietly(ch, sel);
                return null;
            }
            ch.register(sel, SelectionKey.OP_READ);
            HolderConnection c = new HolderConnection(file, ch, sel);
            byte[] hello = c.readN(Wire.HELLO.length, HELLO_MS);
            if (!Arrays.equals(hello, Wire.HELLO)) {
                err.println("doca-kg: ignoring " + file + ": what listens there is not a holder of this doca-kg version");
                c.close();
                return null;
            }
            return c;
        } catch (Unresponsive e) {
            closeQuietly(ch, sel);
            throw new Unresponsive("the process listening on " + file + " " + e.getMessage());
        } catch (IOException | RuntimeException e) {
            // refused (a killed holder's file), not ours to open, a path too long for a socket: no holder
            closeQuietly(ch, sel);
            return null;
        }
    }

    void send(Request request) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        request.writeTo(b);
        ByteBuffer buf = ByteBuffer.wrap(b.toByteArray());
        channel.keyFor(selector).interestOps(SelectionKey.OP_WRITE);
        try {
            while (buf.hasRemaining()) {
                if (channel.write(buf) == 0 && selector.select(FRAME_MS) == 0)
                    throw new Unresponsive("did not take the request within " + FRAME_MS / 1000 + " s");
                selector.selectedKeys().clear();
            }
        } finally {
            channel.keyFor(selector).interestOps(SelectionKey.OP_READ);
        }
    }

    /** The next byte, or -1 at end of stream; waits at most {@code millis} for it. */
    int read(long millis) throws IOException {
        if (!in.hasRemaining() && !fill(millis)) return -1;
        return in.get() & 0xff;
    }

    byte[] readN(int n, long millis) throws IOException {
        byte[] out = new byte[n];
        for (int got = 0; got < n; ) {
            if (!in.hasRemaining() && !fill(millis)) throw new java.io.EOFException("the holder closed the connection mid-answer");
            int k = Math.min(in.remaining(), n - got);
            in.get(out, got, k);
            got += k;
        }
        return out;
    }

    String readLine(int max, long millis) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (int c; (c = read(millis)) != '\n'; ) {
            if (c < 0) throw new java.io.EOFException("the holder closed the connection mid-answer");
            if (b.size() >= max) throw new IOException("the holder's answer is malformed");
            b.write(c);
        }
        return b.toString(StandardCharsets.US_ASCII);
    }

    /** Reads into the buffer; false at end of stream. */
    private boolean fill(long millis) throws IOException {
        in.compact();
        try {
            while (true) {
                int n = channel.read(in);
                if (n < 0) return false;
                if (n > 0) return true;
                if (selector.select(millis) == 0) throw new Unresponsive("did not answer within " + millis / 1000 + " s");
                selector.selectedKeys().clear();
            }
        } finally {
            in.flip();
        }
    }

    /**
     * Ends the timed reads for a session that may rightly stay silent for hours (an agent thinking):
     * returns the bytes already read past the frame, and leaves the channel blocking.
     */
    byte[] toBlocking() throws IOException {
        byte[] rest = new byte[in.remaining()];
        in.get(rest);
        selector.close();
        channel.configureBlocking(true);
        return rest;
    }

    @Override
    public void close() {
        closeQuietly(channel, selector);
    }

    private static void closeQuietly(SocketChannel ch, Selector sel) {
        try {
            if (sel != null) sel.close();
            if (ch != null) ch.close();
        } catch (IOException ignored) {
            // nothing was promised on this connection
        }
    }
}
