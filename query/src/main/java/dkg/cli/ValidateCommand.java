package dkg.cli;

import dkg.api.DocaKg;
import dkg.sparql.ValidationOutcome;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Check the whole graph against the SHACL shapes; exit 0 only if it conforms (3 if not).")
final class ValidateCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    /** Exit code when the graph does not conform: not a crash, not a usage error. */
    static final int NOT_CONFORMING = 3;

    @Override
    public Integer call() {
        try (DocaKg kg = common.openKg()) {
            ValidationOutcome v = kg.validate();
            Output.answer(v, common.json());
            return v.conforms() ? 0 : NOT_CONFORMING;
        }
    }
}
