package dkg.cli;

import dkg.api.DocaKg;
import picocli.CommandLine.Model.CommandSpec;

/** {@code stats}: what the store holds. Modelled in code ({@link CodeModel}). */
final class StatsCommand extends CodeModel.Command {
    private StatsCommand() {
        super("stats", "Counts per class, per skill kind, quads and graphs.");
    }

    static CommandSpec model() { return new StatsCommand().spec; }

    @Override
    public Integer call() {
        CommonOptions common = common();
        try (DocaKg kg = common.openKg()) {
            Output.answer(kg.stats(), common.json);
        }
        return 0;
    }
}
