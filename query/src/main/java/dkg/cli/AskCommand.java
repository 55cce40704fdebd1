package dkg.cli;

import dkg.api.AskRequest;
import dkg.api.DocaKg;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code doca-kg ask QUESTION|-}: the one call to make first with a real question or a pasted log. */
@Command(name = "ask", mixinStandardHelpOptions = true,
        description = "Answer a DOCA question (or a pasted log): what it names, which skill should answer, whether "
                + "nothing covers it, the passages and facts that answer it. '-' reads the question from stdin (up to 64 KiB).")
public final class AskCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Parameters(paramLabel = "QUESTION", arity = "1..*", description = "The question (English or Chinese), or - for stdin.")
    List<String> words;

    @Option(names = "--limit", defaultValue = "5", description = "Most skills to show (default ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--lang", defaultValue = "auto", paramLabel = "LANG", description = "auto, en or zh (default ${DEFAULT-VALUE}).")
    String lang;

    @Override
    public Integer call() {
        String question = Stdin.question(words, "question");
        AskRequest request = new AskRequest(question, limit, lang);
        try (DocaKg kg = common.openKg()) {
            Output.answer(kg.ask(request), common.json);
        }
        return 0;
    }
}
