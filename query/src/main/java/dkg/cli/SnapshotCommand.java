package dkg.cli;

import dkg.api.DocaKg;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code snapshot --to FILE}: one consistent generation as an archive, for read-only replicas. */
@Command(name = "snapshot", mixinStandardHelpOptions = true,
        description = {"Write the store's current generation (graph, index, derived files, a manifest with checksums) to one archive.",
                "Replicas serve it read-only: doca-kg serve --from FILE. A name ending in .gz or .tgz is compressed."})
final class SnapshotCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Option(names = "--to", required = true, paramLabel = "FILE", description = "The archive to write (replaced whole when it exists).")
    Path to;

    @Override
    public Integer call() {
        try (DocaKg kg = common.openKg()) {
            Output.answer(kg.snapshot(to), common.json());
        }
        return 0;
    }
}
