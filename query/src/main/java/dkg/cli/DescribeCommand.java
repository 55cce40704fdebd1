package dkg.cli;

import dkg.api.DocaKg;
import dkg.api.SymbolDescription;
import dkg.api.SymbolRequest;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code describe SYMBOL}: one API symbol as the chosen release and source define it. */
@Command(name = "describe", mixinStandardHelpOptions = true,
        description = {"Kind, signature, parameters, stability, library, header, returned errors and mentions of one DOCA symbol.",
                "Quotes the installed headers when ingested, else the newest release (or --doca-version)."})
public final class DescribeCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Parameters(paramLabel = "SYMBOL", description = "Exact C name, e.g. doca_dma_task_memcpy_alloc_init.")
    String symbol;

    @Option(names = "--doca-version", paramLabel = "V", description = "DOCA release to quote (e.g. 3.0.0058).")
    String docaVersion;

    @Override
    public Integer call() {
        try (DocaKg kg = common.openKg()) {
            SymbolDescription d = kg.describe(new SymbolRequest(symbol, null, docaVersion));
            if (!d.defined()) Output.note("no ingested API source defines " + d.symbol() + "; showing where it is mentioned");
            Output.answer(d, common.json);
        }
        return 0;
    }
}
