package dkg.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Options every command shares: where the store is, JSON output, debug traces. */
public final class CommonOptions {
    @Option(names = "--store", paramLabel = "DIR",
            description = "Store folder (default: $DOCA_KG_STORE, else ~/.local/share/doca-kg).")
    String store;

    @Option(names = "--json", description = "Print machine-readable JSON on stdout.")
    boolean json;

    @Option(names = "--debug", description = "Print stack traces of failures on stderr.")
    boolean debug;

    /** The store folder, resolved as documented (Jena-free, so {@code search} stays light). */
    Path storeDir() { return dkg.api.StoreLocation.resolve(store); }

    /**
     * The query API over the chosen store, for one command; the caller closes it. The single place a
     * command gets its {@link dkg.api.DocaKg}, so a process that already holds the store can hand in
     * its own.
     */
    dkg.api.DocaKg openKg() { return dkg.api.DocaKg.openExisting(storeDir()); }
}
