package dkg.cli;

import dkg.api.DocaKg;
import dkg.lint.LintReport;
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

    @Override
    public Integer call() {
        try (DocaKg kg = common.openKg()) {
            LintReport r = dkg.lint.Linter.lint(kg.generation());
            Output.answer(r, common.json());
            Output.note(r.note());
        }
        return 0;
    }
}
