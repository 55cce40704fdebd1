package dkg.cli;

import dkg.api.DocaKg;
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

    @Parameters(paramLabel = "QUESTION", arity = "1..*", description = "The question (English or Chinese).")
    List<String> words;

    @Option(names = "--limit", defaultValue = "5", description = "Most skills to show (default ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--lang", defaultValue = "auto", paramLabel = "LANG",
            description = "Question language: auto, en or zh (default ${DEFAULT-VALUE}).")
    String lang;

    @Override
    public Integer call() {
        try (DocaKg kg = common.openKg()) {
            RouteResult r = kg.route(String.join(" ", words), limit, lang);
            if (common.json) {
                Output.json(r);
                return 0;
            }
            if (r.skills().isEmpty()) Output.note("no skill matches \"" + r.question() + "\"");
            print(r, Output.out());
        }
        return 0;
    }

    /** The readable form, shared with the MCP tools' text results. */
    public static void print(RouteResult r, java.io.PrintStream out) {
        int rank = 1;
        for (RouteResult.Ranked s : r.skills()) {
            out.printf("%2d. %-32s %7.2f%n", rank++, s.skill(), s.score());
            for (String why : s.reasons()) out.println("      " + why);
        }
        for (RouteResult.NotFor n : r.notFor()) out.println("not " + n.skill() + ": " + n.because());
    }
}
