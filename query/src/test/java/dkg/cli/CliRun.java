package dkg.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs the CLI in-process with stdout and stderr captured apart. */
record CliRun(int exit, String out, String err) {

    static synchronized CliRun of(String... args) {
        PrintStream oldOut = System.out, oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code = Main.execute(args);
            return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    /**
     * Runs a command as the launcher's entry point does in another process: a command line sent to
     * the store's holder, or an operation parsed here and sent to it. Null when no holder answered.
     */
    static CliRun throughHolder(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8), e = new PrintStream(err, true, StandardCharsets.UTF_8);
        long before = dkg.hold.HolderClient.answeredByHolder();
        java.util.List<String> list = java.util.List.of(args);
        java.util.OptionalInt sent = Start.answeredByHolder(list, System.in, o, e);
        int code = sent.isPresent() ? sent.getAsInt() : Main.execute(o, e, list);
        if (dkg.hold.HolderClient.answeredByHolder() == before) return null;
        return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
