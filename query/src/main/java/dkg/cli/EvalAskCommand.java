package dkg.cli;

import dkg.api.DocaKg;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code doca-kg eval ask PATH}: hit@1/3, abstention, evidence recall@5 and latency of {@code ask}. */
@Command(name = "ask", mixinStandardHelpOptions = true,
        description = "Ask every question of an ask eval file (JSON array of {id, question, expected, alternatives, anchor}) "
                + "and report hit@1, hit@3, abstention on 'none', false abstention, evidence recall@5, p50/p99 and misses.")
final class EvalAskCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Parameters(paramLabel = "PATH", description = "The eval file.")
    Path path;

    @Override
    public Integer call() {
        try (DocaKg kg = common.holdKg()) {
            Output.answer(dkg.ask.Asking.evaluate(kg.generation(), path), common.json());
        }
        return 0;
    }
}
