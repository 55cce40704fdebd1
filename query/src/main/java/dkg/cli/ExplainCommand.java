package dkg.cli;

import dkg.api.DocaKg;
import dkg.api.ErrorExplanation;
import dkg.api.SymbolRequest;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code explain ERROR}: what a DOCA error means, why each library raises it, who returns it. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = "Code and description of a DOCA error, the skills' per-library causes and remedies, and the functions documented to return it.")
public final class ExplainCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Parameters(paramLabel = "ERROR", description = "DOCA_ERROR_NOT_PERMITTED, NOT_PERMITTED or 2.")
    String error;

    @Option(names = "--library", paramLabel = "LIB", description = "Only causes and functions of this library (doca-dma, dma, DMA).")
    String library;

    @Option(names = "--doca-version", paramLabel = "V", description = "DOCA release to quote (e.g. 3.0.0058).")
    String docaVersion;

    @Override
    public Integer call() {
        try (DocaKg kg = common.openKg()) {
            ErrorExplanation e = kg.explain(new SymbolRequest(error, library, docaVersion));
            if (e.code() == null) Output.note("no ingested API source defines " + e.error() + "; showing what the skills say");
            Output.answer(e, common.json);
        }
        return 0;
    }
}
