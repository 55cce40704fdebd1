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
     * The query API over the chosen store, for one command; the caller closes it. With
     * {@link #holdKg()}, the only place a command gets its {@link dkg.api.DocaKg}: in a process that
     * holds the store (serve, mcp) it is a borrowed view of the held one, which closing does not close.
     */
    dkg.api.DocaKg openKg() {
        dkg.api.DocaKg held = StoreHolding.heldFor(storeDir());
        return held != null ? held.borrowed() : dkg.api.DocaKg.openForOneCommand(storeDir());
    }

    /** As {@link #openKg()}, for a command that keeps the store open and answers many calls (serve, mcp, eval). */
    dkg.api.DocaKg holdKg() {
        dkg.api.DocaKg held = StoreHolding.heldFor(storeDir());
        return held != null ? held.borrowed() : dkg.api.DocaKg.openExisting(storeDir());
    }

    /** Full-text search: through the held store's searcher when this process holds it, else Jena-free from disk. */
    dkg.search.SearchResult search(dkg.search.SearchRequest request) {
        dkg.api.DocaKg held = StoreHolding.heldFor(storeDir());
        return held != null ? held.search(request) : dkg.api.Search.search(storeDir(), request);
    }

    /** Ingests into the chosen store: through the held DocaKg when this process holds it. */
    dkg.api.IngestReport ingest(java.util.List<String> sources, dkg.api.IngestOptions options, dkg.api.IngestListener listener) {
        dkg.api.DocaKg held = StoreHolding.heldFor(storeDir());
        return held != null ? held.ingest(sources, options, listener) : dkg.api.DocaKg.ingest(storeDir(), sources, options, listener);
    }
}
