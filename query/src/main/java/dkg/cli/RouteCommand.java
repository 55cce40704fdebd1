package dkg.cli;

import dkg.api.DocaKg;
import dkg.api.RouteRequest;
import dkg.route.RouteResult;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/** Which skill should answer a question: ranked skills with reasons, and where it should not go. Modelled in code ({@link CodeModel}). */
final class RouteCommand extends CodeModel.Command {
    private RouteCommand() {
        super("route", "Rank the DOCA skills that should answer a question, with the evidence.");
        positional("QUESTION", "1..*", "The question (English or Chinese), or - for stdin.");
        option("--limit", "<limit>", int.class, "5", "Most skills to show (default ${DEFAULT-VALUE}).");
        option("--lang", "LANG", String.class, "auto", "Question language: auto, en or zh (default ${DEFAULT-VALUE}).");
    }

    static CommandSpec model() { return new RouteCommand().spec; }

    @Override
    public Integer call() {
        List<String> words = positional();
        CommonOptions common = common();
        try (DocaKg kg = common.openKg()) {
            RouteResult r = kg.route(new RouteRequest(Stdin.question(words, "question"), this.<Integer>value("--limit"), value("--lang")));
            Output.answer(r, common.json);
        }
        return 0;
    }
}
