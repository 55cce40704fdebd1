package dkg.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintStream;
import java.io.UncheckedIOException;

/**
 * Everything the CLI prints. Results go to stdout (JSON with {@code --json}); notes and progress go
 * to stderr, so a machine reading stdout sees results only.
 */
final class Output {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** stdout, looked up per call so tests can capture it. */
    static PrintStream out() { return System.out; }

    /** stderr, looked up per call. */
    static PrintStream err() { return System.err; }

    private Output() {}

    static void json(Object value) {
        try {
            out().println(JSON.writeValueAsString(value));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void note(String message) { err().println("doca-kg: " + message); }

    /** Prints an answer record: its JSON with {@code --json}, else its text, both from {@link dkg.render.Renderers}. */
    static void answer(Object answer, boolean asJson) {
        if (asJson) out().println(dkg.render.Renderers.json(answer));
        else out().print(dkg.render.Renderers.text(answer));
        out().flush();
    }
}
