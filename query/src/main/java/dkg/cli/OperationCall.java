package dkg.cli;

import dkg.error.BadInputException;
import dkg.op.Context;
import dkg.op.Face;
import dkg.op.Operation;
import dkg.op.Presented;
import dkg.render.Renderers;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * One call of a registered operation as the command line shows it: bound and checked from its
 * arguments, answered, and printed as text or JSON with its notes on stderr. The same whether the
 * command runs here or a holder answers it for the process where it was typed.
 */
final class OperationCall {
    private OperationCall() {}

    /** Answers {@code arguments} over {@code context} and prints the answer. */
    static <Q, A> void print(Operation<Q, A> op, Map<String, Object> arguments, Context context, boolean json,
                             PrintStream out, PrintStream err) {
        Q request = op.bind(arguments);
        A answer = op.run(context, request);
        for (String note : op.notes(answer)) Output.note(err, note);
        Presented p = op.present(request, answer);
        if (json) out.println(Renderers.json(p.structured()));
        else out.print(p.text());
        out.flush();
    }

    /**
     * Answers a call another process sent (its arguments a JSON object, its output options beside)
     * over the held store, printing what that process prints; returns its exit code.
     */
    static int forwarded(String name, String argumentsJson, List<String> options, Context context, PrintStream out, PrintStream err) {
        boolean json = options.contains(CommonOptions.JSON), debug = options.contains(CommonOptions.DEBUG);
        try {
            Operation<?, ?> op = dkg.ops.Operations.named(name, Face.CLI).orElseThrow(() -> new BadInputException(
                    BadInputException.Code.USAGE, "the process holding the store has no command " + name + "; is it an older doca-kg?"));
            @SuppressWarnings("unchecked")
            Map<String, Object> arguments = dkg.json.Mappers.messages().readValue(argumentsJson, Map.class);
            print(op, arguments, context, json, out, err);
            return 0;
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            // the client is this program: a malformed call is ours, not the user's
            return Main.failed(new IllegalStateException("malformed operation call: " + e.getOriginalMessage()), json, debug, writer(out), writer(err));
        } catch (RuntimeException | StackOverflowError e) {
            return Main.failed(e, json, debug, writer(out), writer(err));
        }
    }

    /** A writer over {@code s}, for the failure reporter picocli's handlers share. */
    static PrintWriter writer(PrintStream s) { return new PrintWriter(new java.io.OutputStreamWriter(s, StandardCharsets.UTF_8), true); }
}
