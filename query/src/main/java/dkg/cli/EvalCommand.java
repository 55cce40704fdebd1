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
        subcommands = {EvalCommand.Routing.class, EvalAskCommand.class, EvalFusionCommand.class})
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
            try (DocaKg kg = common.holdKg()) {
                Output.answer(dkg.routing.Routing.evaluate(kg.generation(), paths), common.json());
            }
            return 0;
        }
    }
}
