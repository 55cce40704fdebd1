package dkg.cli;

import dkg.api.DocaKg;
import dkg.code.UsagePatterns;
import dkg.render.Renderers;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code usage LIB}: how NVIDIA's samples use a library, mined from their call sites. */
@Command(name = "usage", mixinStandardHelpOptions = true,
        description = "Lifecycle order (create, configure, start, allocate, submit, stop, destroy) of a library in NVIDIA's samples, and the capability queries they name per task type.")
public final class UsageCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Parameters(paramLabel = "LIB", description = "Library: dma, doca-rdma, comch, ...")
    String library;

    @Option(names = "--doca-version", paramLabel = "V", description = "Samples-tree release (3.0, 3.3).")
    String docaVersion;

    @Override
    public Integer call() {
        try (DocaKg kg = common.openKg()) {
            UsagePatterns u = kg.usage(library, docaVersion);
            Output.out().print(common.json ? Renderers.json(u) + "\n" : Renderers.text(u));
        }
        return 0;
    }
}
