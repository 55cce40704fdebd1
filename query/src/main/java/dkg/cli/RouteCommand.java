package dkg.cli;

import dkg.api.DocaKg;
import dkg.api.RouteRequest;
import dkg.route.RouteResult;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Which skill should answer a question: ranked skills with reasons, and where it should not go. */
@Command(name = "route", mixinStandardHelpOptions = true,
        description = "Rank the DOCA skills that should answer a question, with the evidence.")
public final class RouteCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Parameters(paramLabel = "QUESTION", arity = "1..*", description = "The question (English or Chinese), or - for stdin.")
    List<String> words;

    @Option(names = "--limit", defaultValue = "5", description = "Most skills to show (default ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--lang", defaultValue = "auto", paramLabel = "LANG",
            description = "Question language: auto, en or zh (default ${DEFAULT-VALUE}).")
    String lang;

    @Override
    public Integer call() {
        try (DocaKg kg = common.openKg()) {
            RouteResult r = kg.route(new RouteRequest(Stdin.question(words, "question"), limit, lang));
            Output.answer(r, common.json);
        }
        return 0;
    }
}
