package dkg.cli;

import dkg.api.DocaKg;
import dkg.ask.Fusion;
import dkg.ask.FusionFit;
import dkg.error.BadInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code doca-kg eval fusion}: fits ask's fusion weights on development sets, each set scored by a fit that never saw it. */
@Command(name = "fusion", mixinStandardHelpOptions = true,
        description = "Fit how ask weighs the lexical reading against nearness in meaning on development ask sets (leave one set out), "
                + "score every set from a fit that never saw it, print a Markdown report, and optionally write the fit on all development sets.")
final class EvalFusionCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Option(names = "--dev", arity = "1..*", required = true, paramLabel = "FILE", description = "Development ask sets: fitted on.")
    List<Path> dev;

    @Option(names = "--heldout", arity = "1..*", paramLabel = "FILE", description = "Held-out ask sets: only scored.")
    List<Path> heldout = List.of();

    @Option(names = "--write", paramLabel = "FILE", description = "Write the fit on all development sets here (ask's fusion.properties).")
    Path write;

    @Override
    public Integer call() {
        if (dev.size() < 2) throw new BadInputException("eval fusion needs at least two --dev sets: each is scored by the fit on the others");
        try (DocaKg kg = common.holdKg()) {
            Fusion fit = FusionFit.fit(kg.generation(), dev, heldout, System.out);
            if (write != null) {
                Files.writeString(write, "# fitted by doca-kg eval fusion on " + String.join(" + ", dev.stream().map(p -> p.getFileName().toString()).toList())
                        + "\n" + fit.properties());
                System.err.println("doca-kg: wrote " + write);
            }
        } catch (IOException e) {
            throw new BadInputException("cannot write " + write + " (" + e.getMessage() + "); name a writable file");
        }
        return 0;
    }
}
