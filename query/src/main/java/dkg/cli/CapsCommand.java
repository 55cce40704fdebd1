package dkg.cli;

import dkg.api.Capabilities;
import dkg.api.DocaKg;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code doca-kg caps}: the documented capability queries of a library, each next to the values
 * {@code doca-kg probe --save} read on this host's devices.
 */
@Command(name = "caps", mixinStandardHelpOptions = true,
        description = "Documented capability queries (skills, API reference) with the live values saved by probe --save.")
final class CapsCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Option(names = "--library", paramLabel = "LIB", description = "Only this library: doca-dma, dma or DMA (default: all).")
    String library;

    @Override
    public Integer call() {
        try (DocaKg kg = common.openKg()) {
            Capabilities caps = kg.capabilities(library, true);
            if (common.json) {
                Output.json(caps);
                return 0;
            }
            if (caps.queries().isEmpty()) Output.note("no capability queries in the store; run doca-kg ingest first");
            boolean anyLive = false;
            for (Capabilities.Query q : caps.queries()) {
                Output.out().println(q.symbol() + (q.capability() == null ? "" : "  — " + q.capability()));
                for (Capabilities.Documentation d : q.documentedIn())
                    Output.out().println("    documented: " + (d.skill() == null ? "API reference" : d.skill()) + "  " + d.source());
                for (Capabilities.LiveValue v : q.live()) {
                    anyLive = true;
                    Output.out().printf("    %s %s%s = %s  (%s)%n", v.host(), v.device(), v.input() == null ? "" : " " + v.input(),
                            v.error() != null ? v.error() : v.value(), v.observedAt());
                }
            }
            if (!caps.queries().isEmpty() && !anyLive) Output.note(caps.noLiveValuesNote());
        }
        return 0;
    }
}
