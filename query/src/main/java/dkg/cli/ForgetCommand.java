package dkg.cli;

import dkg.api.DocaKg;
import dkg.housekeeping.ForgetReport;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code forget}: removes a document or a whole source, graph and index in one commit. */
@Command(name = "forget", mixinStandardHelpOptions = true,
        description = {"Remove a document or a whole source from the store, graph and index in one commit.",
                "doca-kg status shows what to give for each source."})
final class ForgetCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Parameters(paramLabel = "SOURCE|GRAPH", description = {"A source key (skills/libs/doca-dma/SKILL.md), a folder of keys",
            "(skills/, api/3.0.0058/), a skill name (doca-dma) or a graph IRI."})
    String target;

    @Override
    public Integer call() {
        try (DocaKg kg = common.openKg()) {
            ForgetReport r = kg.forget(target);
            Output.answer(r, common.json());
        }
        return 0;
    }
}
