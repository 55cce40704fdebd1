package dkg.cli;

import dkg.ask.AskRequest;
import dkg.error.BadInputException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A question given as {@code -}: read from standard input, in the process where it was typed (an
 * operation's arguments reach a holder already read). A command line the holder runs for another
 * process has no standard input of its own (the holder's is a terminal, or an MCP session's
 * protocol stream), so there {@code -} is refused.
 */
final class Stdin {
    private Stdin() {}

    /** Most bytes read: 64 Ki characters of UTF-8 and one more, to tell a longer text. */
    static final int MAX_BYTES = 64 * 1024 * 4 + 1;

    private static final ThreadLocal<Boolean> FORWARDED = ThreadLocal.withInitial(() -> false);

    /** The words of a question, or standard input when they are the single word {@code -}. */
    static String question(List<String> words, String what) {
        if (words.size() != 1 || !words.getFirst().equals("-")) return String.join(" ", words);
        if (FORWARDED.get())
            throw new BadInputException("the " + what + " on stdin did not reach the process holding the store; give it as words, or run doca-kg again");
        try {
            byte[] bytes = System.in.readNBytes(MAX_BYTES);
            String s = new String(bytes, StandardCharsets.UTF_8);
            if (bytes.length >= MAX_BYTES || s.length() > AskRequest.MAX_CHARS)
                throw new BadInputException(BadInputException.Code.REFUSED, "the " + what + " on stdin is longer than "
                        + AskRequest.MAX_CHARS + " characters; cut it to the question and the telling part of the log");
            return s;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Runs a command on behalf of another process: {@code -} must not read this process's input. */
    static int forwarded(java.util.function.IntSupplier command) {
        FORWARDED.set(true);
        try {
            return command.getAsInt();
        } finally {
            FORWARDED.remove();
        }
    }
}
