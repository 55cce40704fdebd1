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
            Output.answer(kg.capabilities(library, true), common.json);
        }
        return 0;
    }
}
