package dkg.cli;

import java.io.PrintStream;

/**
 * Everything the CLI prints. Results go to stdout (JSON with {@code --json}); notes and progress go
 * to stderr, so a machine reading stdout sees results only.
 */
final class Output {
    /**
     * The streams of a command run for another process (see {@link StoreHolding}): each request
     * thread prints into its own buffers, never the holder's stdout.
     */
    private static final ThreadLocal<PrintStream[]> CAPTURED = new ThreadLocal<>();

    /** stdout, looked up per call so tests (and a holder) can capture it. */
    static PrintStream out() {
        PrintStream[] c = CAPTURED.get();
        return c != null ? c[0] : System.out;
    }

    /** stderr, looked up per call. */
    static PrintStream err() {
        PrintStream[] c = CAPTURED.get();
        return c != null ? c[1] : System.err;
    }

    /** Whether this thread prints into captured streams rather than the process's own. */
    static boolean captured() { return CAPTURED.get() != null; }

    /** Runs {@code body} with this thread's output going to {@code out} and {@code err}. */
    static <T> T capturing(PrintStream out, PrintStream err, java.util.function.Supplier<T> body) {
        PrintStream[] before = CAPTURED.get();
        CAPTURED.set(new PrintStream[] {out, err});
        try {
            return body.get();
        } finally {
            if (before == null) CAPTURED.remove();
            else CAPTURED.set(before);
        }
    }

    private Output() {}

    static void json(Object value) {
        out().println(dkg.render.Renderers.json(value));
    }

    static void note(String message) { note(err(), message); }

    static void note(PrintStream err, String message) { err.println("doca-kg: " + message); }

    /** Prints an answer record: its JSON with {@code --json}, else its text, both from {@link dkg.render.Renderers}. */
    static void answer(Object answer, boolean asJson) {
        if (asJson) out().println(dkg.render.Renderers.json(answer));
        else out().print(dkg.render.Renderers.text(answer));
        out().flush();
    }
}
