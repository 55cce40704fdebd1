package dkg.cli;

import dkg.api.DocaKg;
import dkg.code.Examples;
import dkg.render.Renderers;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code examples SYMBOL}: NVIDIA sample and application lines that use a DOCA symbol. */
// no standard --version option: --version here picks a samples-tree release, as the issue spells it
@Command(name = "examples",
        description = {"Sample and application lines that use a DOCA symbol, best first: samples before applications,",
                "shortest enclosing function first, each with a few lines of context (needs an ingested samples tree)."})
public final class ExamplesCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    @Parameters(paramLabel = "SYMBOL", description = "Exact C name, e.g. doca_dma_task_memcpy_alloc_init.")
    String symbol;

    @Option(names = "--version", paramLabel = "V", description = "Only this samples-tree release (3.0.0, 3.3.0, 3.0.0058).")
    String docaVersion;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "5", description = "Most examples to show (default ${DEFAULT-VALUE}).")
    int limit;

    @Override
    public Integer call() {
        try (DocaKg kg = common.openKg()) {
            CodeProgress.noteIfPending(kg);
            Examples e = kg.examples(symbol, docaVersion, limit);
            Output.out().print(common.json ? Renderers.json(e) + "\n" : Renderers.text(e));
        }
        return 0;
    }
}
