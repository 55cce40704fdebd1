package dkg.cli;

import dkg.error.BadInputException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The launcher's entry point. A process holding the store answers the command when one runs, and
 * is asked before the command line loads, so a command it answers starts no picocli, Jena or
 * Lucene: a registered operation's call goes to it as the operation's name and arguments (read by
 * {@link OperationArguments}), any other command as its command line ({@link dkg.hold.HolderClient}).
 */
public final class Start {
    private Start() {}

    public static void main(String[] args) {
        OptionalInt answered = answeredByHolder(Arrays.asList(args), System.in, System.out, System.err);
        if (answered.isPresent()) {
            System.out.flush();
            System.exit(answered.getAsInt());
        }
        Main.runHere(args);
    }

    /**
     * The exit code of a command a holder answered, or empty when it runs here (no holder, or
     * arguments only the full command line reads, which asks the holder itself once it has them).
     */
    static OptionalInt answeredByHolder(List<String> args, InputStream in, PrintStream out, PrintStream err) {
        String command = dkg.hold.HolderClient.commandOf(args);
        if (command == null || dkg.ops.Operations.named(command, dkg.op.Face.CLI).isEmpty())
            return dkg.hold.HolderClient.dispatch(args, in, out, err);
        Optional<OperationArguments.Call> call = OperationArguments.read(args);
        if (call.isEmpty()) return OptionalInt.empty();
        OperationArguments.Call c = call.get();
        try {
            return dkg.hold.HolderClient.answer(c.storeDir(), c.operation().name(), c::arguments, c.outputOptions(), out, err);
        } catch (BadInputException e) {
            return OptionalInt.of(Main.failed(e, c.json(), c.debug(), OperationCall.writer(out), OperationCall.writer(err)));
        }
    }
}
