package dkg.mcp;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * The protocol channel as whole lines: bytes are held until a newline and then written in one
 * piece. The SDK writes a message and its newline in two calls, and the transport filter answers
 * bad lines from another thread; without this a reply could land between a message and its newline.
 */
final class LineAtomicOutput extends OutputStream {
    private final OutputStream out;
    private final MessageCounter responses;
    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();

    /** @param responses counts the responses the SDK writes (not the filter's own replies) */
    LineAtomicOutput(OutputStream out, MessageCounter responses) {
        this.out = out;
        this.responses = responses;
    }

    @Override public void write(int b) throws IOException { write(new byte[] {(byte) b}, 0, 1); }

    @Override
    public synchronized void write(byte[] b, int off, int len) throws IOException {
        int start = off;
        for (int i = off; i < off + len; i++) {
            if (b[i] != '\n') continue;
            pending.write(b, start, i + 1 - start);
            byte[] line = pending.toByteArray();
            pending.reset();
            emit(line);
            responses.bytes(line, 0, line.length);
            start = i + 1;
        }
        pending.write(b, start, off + len - start);
    }

    /** Writes one complete line (a message without its newline) between the SDK's lines. */
    synchronized void line(byte[] message) throws IOException {
        byte[] line = new byte[message.length + 1];
        System.arraycopy(message, 0, line, 0, message.length);
        line[message.length] = '\n';
        emit(line);
    }

    private void emit(byte[] line) throws IOException {
        out.write(line);
        out.flush();
    }

    @Override public synchronized void flush() throws IOException { out.flush(); }
}
