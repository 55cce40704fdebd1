package dkg.cli;

import dkg.api.DocaKg;
import dkg.code.ReleaseChanges;
import dkg.render.Renderers;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code changes --from A --to B}: what the ingested sources of two DOCA releases show differently. */
@Command(name = "changes",
        description = {"Symbols and samples added and removed between two ingested DOCA releases, each with evidence.",
                "Where a call vanished, what the same place of the newer samples calls instead (migration hints)."})
public final class ChangesCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    @Option(names = "--from", required = true, paramLabel = "A", description = "The older release (2.9, 3.0.0058).")
    String from;

    @Option(names = "--to", required = true, paramLabel = "B", description = "The newer release (3.3).")
    String to;

    @Option(names = "--library", paramLabel = "L", description = "Only this library's symbols and samples (dma, doca-comch).")
    String library;

    @Override
    public Integer call() {
        try (DocaKg kg = common.openKg()) {
            CodeProgress.noteIfPending(kg);
            ReleaseChanges c = kg.changes(from, to, library);
            Output.out().print(common.json ? Renderers.json(c) + "\n" : Renderers.text(c));
        }
        return 0;
    }
}
