package dkg.hold;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * Copies an agent's MCP session between this process's stdin/stdout and the session the holder
 * runs for it. The agent ending its input ends the session; the holder ending it (stopped) ends
 * this process.
 */
final class Relay {
    private final HolderConnection connection;
    private final InputStream in;
    private final OutputStream out;
    private final PrintStream err;
    private volatile boolean inputEnded;

    Relay(HolderConnection connection, InputStream in, OutputStream out, PrintStream err) {
        this.connection = connection;
        this.in = in;
        this.out = out;
        this.err = err;
    }

    /** Relays until the holder closes the session; returns the exit code. */
    int run(Path store) throws IOException {
        byte[] early = connection.toBlocking();
        out.write(early);
        out.flush();
        OutputStream toHolder = ChannelStreams.out(connection.channel);
        Thread.ofPlatform().daemon().name("mcp-relay-in").start(() -> {
            byte[] buf = new byte[16 * 1024];
            try {
                for (int n; (n = in.read(buf)) >= 0; ) if (n > 0) toHolder.write(buf, 0, n);
                inputEnded = true;
                connection.channel.shutdownOutput();
            } catch (IOException e) {
                // the holder went away: the other direction sees it end
            }
        });
        InputStream fromHolder = ChannelStreams.in(connection.channel);
        byte[] buf = new byte[16 * 1024];
        try {
            for (int n; (n = fromHolder.read(buf)) >= 0; ) {
                out.write(buf, 0, n);
                out.flush();
            }
        } catch (IOException e) {
            // reset by a holder that died: told below
        }
        if (inputEnded) return 0;
        err.println("doca-kg: the process holding " + store + " ended this MCP session (it stopped)");
        return 1;
    }
}
