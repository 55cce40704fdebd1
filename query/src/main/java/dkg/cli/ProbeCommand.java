package dkg.cli;

import dkg.api.DocaKg;
import dkg.caps.ProbeSaved;
import dkg.ingest.probe.ProbeJson;
import dkg.ingest.probe.ProbeOptions;
import dkg.ingest.probe.ProbeReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code doca-kg probe}: what this host's DOCA install and devices can do. stdout carries exactly
 * the contract document ({@code doca-env --json} with {@code --json}, {@code capability-snapshot}
 * with {@code --snapshot}); stderr says which path answered and why. Exits 0 on a host without DOCA.
 */
@Command(name = "probe", mixinStandardHelpOptions = true,
        description = {"Probe this host's DOCA install and devices (read-only): libdoca through FFM in a child process, "
                + "else the manual chain (pkg-config, doca_caps, /sys, /proc).",
                "--json prints the doca-env --json contract, --snapshot the capability-snapshot contract."})
final class ProbeCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Option(names = "--snapshot", description = "Print the capability-snapshot JSON instead of doca-env --json.")
    boolean snapshot;

    @Option(names = "--save", description = "Store the live facts (devices, capability values) as this host's graph, replacing the last save.")
    boolean save;

    @Option(names = "--doca-root", paramLabel = "DIR",
            description = "A DOCA install laid out like /opt/mellanox/doca (libraries in DIR/lib/<arch>-linux-gnu or DIR/lib64), tried first.")
    Path docaRoot;

    @Option(names = "--root", paramLabel = "DIR", description = "Read host files (/proc, /sys, /etc, /opt) under DIR instead of / (fixtures).")
    Path root;

    @Option(names = "--timeout", paramLabel = "S", defaultValue = "20",
            description = "Seconds the native probe may take in all (default ${DEFAULT-VALUE}); it is killed after.")
    double timeoutSeconds;

    @Option(names = "--query-timeout", paramLabel = "S", defaultValue = "5",
            description = "Seconds one native call may take (default ${DEFAULT-VALUE}); a hung call is killed and the probe goes on without it.")
    double queryTimeoutSeconds;

    @Override
    public Integer call() {
        if (common.json() && snapshot)
            throw new CommandLine.ParameterException(spec.commandLine(), "--json and --snapshot print different documents; pick one");
        if (!(timeoutSeconds > 0))
            throw new CommandLine.ParameterException(spec.commandLine(), "--timeout must be a positive number of seconds, not " + timeoutSeconds);
        if (!(queryTimeoutSeconds > 0))
            throw new CommandLine.ParameterException(spec.commandLine(), "--query-timeout must be a positive number of seconds, not " + queryTimeoutSeconds);
        ProbeOptions.Builder b = ProbeOptions.builder().timeLimit(Duration.ofMillis(Math.round(timeoutSeconds * 1000)))
                .perQueryLimit(Duration.ofMillis(Math.round(queryTimeoutSeconds * 1000)));
        if (root != null) b.root(root);
        if (docaRoot != null) b.docaRoot(docaRoot);
        ProbeOptions options = b.build();

        ProbeReport report;
        Path storeDir = common.storeDir();
        if (!save && !Files.isDirectory(storeDir)) {
            // no store yet: do not create one just to read an empty query list
            Output.note("no store at " + storeDir + ": no capability queries known, only devices are probed (run doca-kg ingest first)");
            report = dkg.ingest.probe.Probe.run(options);
            print(report);
            return 0;
        }
        try (DocaKg kg = common.openKg()) {
            report = dkg.caps.CapabilityAnswers.probe(kg.generation(), options);
            print(report);
            if (save) {
                ProbeSaved saved = dkg.caps.CapabilityAnswers.save(kg.generation(), report);
                Output.note("saved the live facts of " + saved.devices() + " device(s) as graph "
                        + saved.graph() + (saved.changed() ? "" : " (unchanged)"));
            }
        }
        return 0;
    }

    private void print(ProbeReport report) {
        report.notes().forEach(Output::note);
        if (common.json()) {
            Output.out().println(ProbeJson.writePretty(report.env()));
            return;
        }
        if (snapshot) {
            Output.out().println(ProbeJson.writePretty(report.snapshot()));
            return;
        }
        Output.out().print(dkg.render.Renderers.text(report));
        Output.out().flush();
    }
}
