package dkg.cli;

import dkg.api.DocaKg;
import dkg.api.LintReport;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * {@code lint}: symbols documents name that no ingested API defines, and links whose anchor does not
 * resolve. Lint reports and exits 0 whatever it finds (its count is in the output and the note on
 * stderr); a failing exit code is kept for failures to run.
 */
@Command(name = "lint", mixinStandardHelpOptions = true,
        description = {"Symbols that documents mention but no ingested API source defines, and links whose anchor does not resolve.",
                "Exits 0 whatever it finds: it reports, it does not gate."})
final class LintCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    private static final int SHOWN_MENTIONS = 3;

    @Override
    public Integer call() {
        try (DocaKg kg = common.openKg()) {
            LintReport r = kg.lint();
            if (common.json) Output.json(r);
            else print(r, Output.out());
            Output.note(r.note());
        }
        return 0;
    }

    private static void print(LintReport r, PrintStream out) {
        if (!r.undefinedSymbols().isEmpty()) out.println("Undefined symbols (" + r.undefinedSymbols().size() + "):");
        for (LintReport.UndefinedSymbol s : r.undefinedSymbols()) {
            out.println("  " + s.symbol());
            s.mentionedIn().stream().limit(SHOWN_MENTIONS).forEach(m -> out.println("    " + m.source()));
            if (s.mentionedIn().size() > SHOWN_MENTIONS) out.println("    (+" + (s.mentionedIn().size() - SHOWN_MENTIONS) + " more)");
        }
        if (!r.brokenLinks().isEmpty()) out.println("Broken links (" + r.brokenLinks().size() + "):");
        for (LintReport.Link l : r.brokenLinks()) out.println("  " + l.from() + " -> " + l.target());
        if (!r.linksOutsideStore().isEmpty()) out.println("Links into documents not in the store (" + r.linksOutsideStore().size() + ", not counted):");
        for (LintReport.Link l : r.linksOutsideStore()) out.println("  " + l.from() + " -> " + l.target());
        out.println(r.findings() + " finding(s)");
    }
}
