package dkg.cli;

import dkg.api.DocaKg;
import dkg.api.StoreStatus;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code status}: which store, its generation, sources with versions and dates, counts, holder, size. */
@Command(name = "status", mixinStandardHelpOptions = true,
        description = {"Which store the other commands use, whether it is empty, what was ingested from which source and when,",
                "what process holds it, and its size on disk. Never creates a store."})
final class StatusCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Override
    public Integer call() {
        StoreStatus s = DocaKg.status(common.storeDir());
        Output.answer(s, common.json);
        return 0;
    }
}
