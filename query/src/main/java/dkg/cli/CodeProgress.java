package dkg.cli;

import dkg.api.DocaKg;

/**
 * The note a code command prints on a terminal before the first read of a generation's call sites,
 * which takes long; scripts and captured runs keep stderr to the one-line answer or error.
 */
final class CodeProgress {
    private CodeProgress() {}

    static void noteIfPending(dkg.kg.Generation generation) {
        boolean terminal = !Output.captured() && System.console() != null && System.console().isTerminal();
        if (terminal && dkg.samples.Samples.pending(generation))
            Output.note("reading the samples' call sites from the graph, once for this store generation "
                    + "(a minute or more for six releases under load); later commands read them from <store>/derived/code.bin");
    }
}
