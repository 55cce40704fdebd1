package dkg.cli;

import dkg.api.DocaKg;
import dkg.api.SymbolDescription;
import dkg.api.SymbolRequest;
import picocli.CommandLine.Model.CommandSpec;

/** {@code describe SYMBOL}: one API symbol as the chosen release and source define it. Modelled in code ({@link CodeModel}). */
final class DescribeCommand extends CodeModel.Command {
    private DescribeCommand() {
        super("describe", "Kind, signature, parameters, stability, library, header, returned errors and mentions of one DOCA symbol.",
                "Quotes the installed headers when ingested, else the newest release (or --doca-version).");
        positional("SYMBOL", "1", "Exact C name, e.g. doca_dma_task_memcpy_alloc_init.");
        option("--doca-version", "V", String.class, null, "DOCA release to quote (e.g. 3.0.0058).");
    }

    static CommandSpec model() { return new DescribeCommand().spec; }

    @Override
    public Integer call() {
        CommonOptions common = common();
        try (DocaKg kg = common.openKg()) {
            SymbolDescription d = kg.describe(new SymbolRequest(positional(), null, value("--doca-version")));
            if (!d.defined()) Output.note("no ingested API source defines " + d.symbol() + "; showing where it is mentioned");
            Output.answer(d, common.json);
        }
        return 0;
    }
}
