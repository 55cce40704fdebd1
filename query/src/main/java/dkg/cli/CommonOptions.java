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
    Path storeDir() {
        Path forwarded = StoreHolding.callersStore();
        if ((store == null || store.isBlank()) && forwarded != null) return forwarded;
        return dkg.api.StoreLocation.resolve(store);
    }

    /**
     * The query API over the chosen store, for one command; the caller closes it. The single place a
     * command gets its {@link dkg.api.DocaKg}: in a process that holds the store (serve, mcp) it is
     * a borrowed view of the held one, which closing does not close.
     */
    dkg.api.DocaKg openKg() {
        dkg.api.DocaKg held = heldKg();
        return held != null ? held : dkg.api.DocaKg.openExisting(storeDir());
    }

    /** A borrowed view of the store when this process holds it (serve, mcp), else null. */
    dkg.api.DocaKg heldKg() {
        dkg.api.DocaKg held = StoreHolding.heldFor(storeDir());
        return held == null ? null : held.borrowed();
    }

    /** Full-text search: through the held store's searcher when this process holds it, else Jena-free from disk. */
    dkg.search.SearchResult search(dkg.search.SearchRequest request) {
        dkg.api.DocaKg held = StoreHolding.heldFor(storeDir());
        return held != null ? held.search(request) : dkg.api.Search.search(storeDir(), request);
    }
}
