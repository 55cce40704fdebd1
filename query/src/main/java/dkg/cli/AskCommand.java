package dkg.cli;

import dkg.api.AskRequest;
import dkg.api.DocaKg;
import dkg.error.BadInputException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
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
        String question = words.size() == 1 && words.getFirst().equals("-") ? stdin() : String.join(" ", words);
        AskRequest request = new AskRequest(question, limit, lang);
        try (DocaKg kg = common.openKg()) {
            Output.answer(kg.ask(request), common.json);
        }
        return 0;
    }

    /** Standard input, refused past the limit without reading it all. */
    private static String stdin() {
        try {
            InputStream in = System.in;
            byte[] bytes = in.readNBytes(AskRequest.MAX_CHARS * 4 + 1);
            String s = new String(bytes, StandardCharsets.UTF_8);
            if (bytes.length > AskRequest.MAX_CHARS * 4 || s.length() > AskRequest.MAX_CHARS)
                throw new BadInputException(BadInputException.Code.REFUSED, "the question on stdin is longer than "
                        + AskRequest.MAX_CHARS + " characters; cut it to the question and the telling part of the log");
            return s;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
