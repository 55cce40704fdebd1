package dkg.cli;

import dkg.api.DocaKg;
import dkg.route.RoutingEval;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code doca-kg eval ...}: measurements of the graph's answers against eval files. */
@Command(name = "eval", mixinStandardHelpOptions = true, description = "Measure doca-kg against eval files.",
        subcommands = {EvalCommand.Routing.class, EvalAskCommand.class})
final class EvalCommand implements Runnable {
    @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(), "name what to evaluate (e.g. eval routing PATH)");
    }

    @Command(name = "routing", mixinStandardHelpOptions = true,
            description = "Route every prompt of evals.json files and report hit@1, hit@3, MRR, false triggers, latency and misses.")
    static final class Routing implements Callable<Integer> {
        @Mixin CommonOptions common;

        @Parameters(paramLabel = "PATH", arity = "1..*", description = "evals.json files, or folders searched for them.")
        List<Path> paths;

        @Override
        public Integer call() {
            try (DocaKg kg = common.openKg()) {
                RoutingEval e = kg.evalRouting(paths);
                if (common.json) {
                    Output.json(e);
                    return 0;
                }
                var out = Output.out();
                out.printf("positives %d   hit@1 %.3f   hit@3 %.3f   MRR %.3f%n", e.positives(), e.hit1(), e.hit3(), e.mrr());
                out.printf("negatives %d   false-trigger %.3f%n", e.negatives(), e.falseTrigger());
                out.printf("latency   p50 %.2f ms   p99 %.2f ms%n", e.p50Ms(), e.p99Ms());
                if (!e.misses().isEmpty()) out.println("misses:");
                for (RoutingEval.Miss m : e.misses())
                    out.printf("  %s  expected %s  got %s%s%n", m.id(), m.expected(), m.returned(),
                            m.rank() > 0 ? "  (rank " + m.rank() + ")" : "");
            }
            return 0;
        }
    }
}
