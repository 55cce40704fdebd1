package dkg.hold;

import java.nio.charset.StandardCharsets;

/**
 * The holder's side of a conversation, after the kernel vouched that both ends run as one user:
 * the holder greets with {@link #HELLO}; the client then sends a {@link Request}; the holder answers
 * with frames — {@link #KEEPALIVE} while a command runs (so a client can tell a slow command from a
 * hung holder), then {@link #ANSWER}: a line {@code EXIT OUTLEN ERRLEN}, OUTLEN bytes of stdout and
 * ERRLEN bytes of stderr — or, for an MCP session, {@link #SESSION} and then the session's bytes
 * both ways until either end closes.
 */
final class Wire {
    private Wire() {}

    static final byte[] HELLO = "dkg-holder 2\n".getBytes(StandardCharsets.US_ASCII);
    static final byte KEEPALIVE = 'K', ANSWER = 'A', SESSION = 'M';
    /** How often a running command's holder says it is alive. */
    static final long KEEPALIVE_MS = 2_000;
}
