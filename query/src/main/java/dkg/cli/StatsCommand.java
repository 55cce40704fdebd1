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
            StoreStats s = kg.stats();
            if (common.json) {
                Output.json(s);
                return 0;
            }
            Output.out().printf("%,d quads in %,d graphs%n", s.quads(), s.graphs());
            s.classes().forEach((k, v) -> Output.out().printf("  %-24s %,8d%n", k, v));
            if (!s.skillKinds().isEmpty()) Output.out().println("skill kinds: " + s.skillKinds());
        }
        return 0;
    }
}
