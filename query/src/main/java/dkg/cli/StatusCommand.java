package dkg.cli;

import dkg.api.DocaKg;
import dkg.housekeeping.StoreStatus;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code status}: which store, its generation, sources with versions and dates, counts, holder, size. */
@Command(name = "status", mixinStandardHelpOptions = true,
        description = {"Which store the other commands use, whether it is empty, what was ingested from which source and when,",
                "what process holds it (pid, command line, since when, what it serves), and its size on disk. Never creates a store."})
final class StatusCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Override
    public Integer call() {
        Output.answer(status(common.storeDir()), common.json());
        return 0;
    }

    /**
     * Read through the held store when this process holds it (opening it a second time here and
     * closing that would close the holder's), else from disk, naming a holder that answers.
     */
    private StoreStatus status(Path dir) {
        StoreStatus.Holder self = StoreHolding.holderOf(dir);
        if (self != null) return common.openKg().status(self);
        StoreStatus.Holder other = dkg.hold.HolderClient.info(dir).map(StoreHolding::statusHolder).orElse(null);
        return DocaKg.status(dir, other);
    }
}
