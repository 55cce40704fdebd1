package dkg.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dkg.api.DocaKg;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A {@link StdioMcpServer} on a thread, fed and read through queues instead of a process's stdio,
 * so transport tests can send thousands of lines quickly and see each reply.
 */
final class InProcessMcp implements AutoCloseable {
    static final ObjectMapper JSON = new ObjectMapper();
    private static final byte[] END = new byte[0];

    private final BlockingQueue<byte[]> input = new LinkedBlockingQueue<>();
    private final BlockingQueue<String> output = new LinkedBlockingQueue<>();
    private final Thread thread;
    private volatile long returnedAtNanos;

    InProcessMcp(DocaKg kg, int maxMessageBytes) {
        this(kg, new DocaKgTools(() -> kg, Duration.ofSeconds(5), 100).all(), maxMessageBytes, StdioMcpServer.DEFAULT_CALL_TIME_LIMIT);
    }

    InProcessMcp(DocaKg kg, List<McpTool> tools, int maxMessageBytes, Duration callTimeLimit) {
        var server = new StdioMcpServer(kg, tools, "test", maxMessageBytes, callTimeLimit);
        PrintStream out = new PrintStream(new LinesOut(output), true, StandardCharsets.UTF_8);
        thread = Thread.ofPlatform().name("mcp-under-test").start(() -> {
            try {
                server.run(new QueueIn(input), out);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                returnedAtNanos = System.nanoTime();
            }
        });
    }

    /** Sends one line (a newline is added). */
    void send(byte[] line) {
        byte[] b = java.util.Arrays.copyOf(line, line.length + 1);
        b[line.length] = '\n';
        input.add(b);
    }

    void send(String line) { send(line.getBytes(StandardCharsets.UTF_8)); }

    /** The next line the server wrote, parsed; null when none came within {@code timeout}. */
    JsonNode next(Duration timeout) throws Exception {
        String line = output.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
        return line == null ? null : JSON.readTree(line);
    }

    /** Every line up to and including the reply with this id; the last element is that reply, or null if none came. */
    List<JsonNode> until(String id, Duration timeout) throws Exception {
        List<JsonNode> seen = new ArrayList<>();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            JsonNode m = next(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
            if (m == null) break;
            seen.add(m);
            if (m.path("id").isTextual() && m.path("id").asText().equals(id)) return seen;
        }
        seen.add(null);
        return seen;
    }

    void initialize() throws Exception {
        send("{\"jsonrpc\":\"2.0\",\"id\":\"init\",\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\","
                + "\"capabilities\":{},\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}");
        if (until("init", Duration.ofSeconds(30)).getLast() == null) throw new AssertionError("no answer to initialize");
        send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
    }

    /** Sends a ping with this id and returns its reply, or null. */
    JsonNode ping(String id, Duration timeout) throws Exception {
        send("{\"jsonrpc\":\"2.0\",\"id\":\"" + id + "\",\"method\":\"ping\"}");
        return until(id, timeout).getLast();
    }

    /** Ends the input; returns milliseconds until {@link StdioMcpServer#run} returned (or -1 past {@code wait}). */
    long endInput(Duration wait) throws InterruptedException {
        long t0 = System.nanoTime();
        input.add(END);
        thread.join(wait.toMillis());
        return thread.isAlive() ? -1 : (returnedAtNanos - t0) / 1_000_000;
    }

    boolean running() { return thread.isAlive(); }

    @Override
    public void close() throws InterruptedException {
        if (thread.isAlive()) endInput(Duration.ofSeconds(5));
    }

    /** Reads queued chunks; an empty chunk is end of input. */
    private static final class QueueIn extends InputStream {
        private final BlockingQueue<byte[]> q;
        private byte[] cur = new byte[0];
        private int pos;
        private boolean ended;

        QueueIn(BlockingQueue<byte[]> q) { this.q = q; }

        @Override public int read() {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override public int read(byte[] b, int off, int len) {
            if (ended) return -1;
            while (pos >= cur.length) {
                try {
                    cur = q.take();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return -1;
                }
                pos = 0;
                if (cur == END) {
                    ended = true;
                    return -1;
                }
            }
            int n = Math.min(len, cur.length - pos);
            System.arraycopy(cur, pos, b, off, n);
            pos += n;
            return n;
        }
    }

    /** Splits what the server writes into lines. */
    private static final class LinesOut extends OutputStream {
        private final BlockingQueue<String> lines;
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();

        LinesOut(BlockingQueue<String> lines) { this.lines = lines; }

        @Override public synchronized void write(int b) {
            if (b == '\n') {
                lines.add(line.toString(StandardCharsets.UTF_8));
                line.reset();
            } else {
                line.write(b);
            }
        }

        @Override public synchronized void write(byte[] b, int off, int len) {
            for (int i = off; i < off + len; i++) write(b[i]);
        }
    }
}
