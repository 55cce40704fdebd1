package dkg.cli;

import dkg.api.DocaKg;
import dkg.sparql.StoreStats;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "stats", mixinStandardHelpOptions = true, description = "Counts per class, per skill kind, quads and graphs.")
final class StatsCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Override
    public Integer call() {
        try (DocaKg kg = common.openKg()) {
            Output.answer(kg.stats(), common.json);
        }
        return 0;
    }
}
