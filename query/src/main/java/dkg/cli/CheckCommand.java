package dkg.cli;

import dkg.api.DocaKg;
import dkg.code.CheckReport;
import dkg.render.Renderers;
import dkg.render.Sarif;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code check PATH...}: a DOCA-aware review of C/C++ files. Exit 0 clean, 4 with findings at --fail-on or above, 1 bad input. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"DOCA-aware review of C/C++ files or folders: unknown symbols (with did-you-mean), symbols newer than",
                "--doca-version, experimental API, tasks without a capability check, mmap permissions that contradict the",
                "DMA skill or an exported mmap's PCI flag, ignored or overwritten doca_error_t results. Exit 0 with no finding at",
                "--fail-on or above, 4 with one, 1 on bad input."})
public final class CheckCommand implements Callable<Integer> {
    /** Exit code when the review found something. */
    static final int FINDINGS = 4;

    @Mixin CommonOptions common;

    @Parameters(paramLabel = "PATH", arity = "1..*", description = "C/C++ files or folders, checked together as one program.")
    @CallersPaths
    List<String> paths;

    @Option(names = "--doca-version", paramLabel = "V", description = "DOCA release the code targets (3.0, 3.0.0058, 3.3).")
    String docaVersion;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text, json or sarif (SARIF 2.1.0); --json is --format json.")
    String format;

    @Option(names = "--fail-on", paramLabel = "LEVEL", defaultValue = CheckReport.DEFAULT_FAIL_ON,
            description = "Lowest finding level that exits 4: note, warning or error (default: ${DEFAULT-VALUE}).")
    String failOn;

    @Override
    public Integer call() {
        String f = common.json() ? "json" : format;
        if (!List.of("text", "json", "sarif").contains(f))
            throw new dkg.error.BadInputException("unknown format '" + format + "'; use text, json or sarif");
        try (DocaKg kg = common.openKg()) {
            CheckReport r = dkg.samples.Samples.code(kg.generation()).check(paths, docaVersion).failingOn(failOn);
            Output.out().print(switch (f) {
                case "json" -> Renderers.json(r) + "\n";
                case "sarif" -> Sarif.json(r) + "\n";
                default -> Renderers.text(r);
            });
            return r.failed() ? FINDINGS : 0;
        }
    }
}
