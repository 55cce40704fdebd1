package dkg.cli;

import java.util.Arrays;
import java.util.OptionalInt;

/**
 * The launcher's entry point. A process holding the store answers the command when one runs (see
 * {@link dkg.hold.HolderClient}); only otherwise does the command line load, so a forwarded command
 * starts no picocli, Jena or Lucene.
 */
public final class Start {
    private Start() {}

    public static void main(String[] args) {
        OptionalInt answered = dkg.hold.HolderClient.dispatch(Arrays.asList(args), System.in, System.out, System.err);
        if (answered.isPresent()) {
            System.out.flush();
            System.exit(answered.getAsInt());
        }
        Main.runHere(args);
    }
}
