package dkg.cli;

import dkg.api.DocaKg;
import dkg.api.ErrorExplanation;
import dkg.api.SymbolRequest;
import picocli.CommandLine.Model.CommandSpec;

/** {@code explain ERROR}: what a DOCA error means, why each library raises it, who returns it. Modelled in code ({@link CodeModel}). */
final class ExplainCommand extends CodeModel.Command {
    private ExplainCommand() {
        super("explain", "Code and description of a DOCA error, the skills' per-library causes and remedies, and the functions documented to return it.");
        positional("ERROR", "1", "DOCA_ERROR_NOT_PERMITTED, NOT_PERMITTED or 2.");
        option("--library", "LIB", String.class, null, "Only causes and functions of this library (doca-dma, dma, DMA).");
        option("--doca-version", "V", String.class, null, "DOCA release to quote (e.g. 3.0.0058).");
    }

    static CommandSpec model() { return new ExplainCommand().spec; }

    @Override
    public Integer call() {
        CommonOptions common = common();
        try (DocaKg kg = common.openKg()) {
            ErrorExplanation e = kg.explain(new SymbolRequest(positional(), value("--library"), value("--doca-version")));
            if (e.code() == null) Output.note("no ingested API source defines " + e.error() + "; showing what the skills say");
            Output.answer(e, common.json);
        }
        return 0;
    }
}
