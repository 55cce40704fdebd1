package dkg.cli;

import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;

/**
 * Options every command shares: where the store is, JSON output, debug traces. Declared once here,
 * both as a picocli mixin for the annotated commands and, from the same names and help, for the
 * commands modelled in code ({@link CodeModel}).
 */
public final class CommonOptions {
    static final String STORE = "--store", JSON = "--json", DEBUG = "--debug";
    static final String STORE_LABEL = "DIR";
    static final String STORE_HELP = "Store folder (default: $DOCA_KG_STORE, else ~/.local/share/doca-kg).";
    static final String JSON_HELP = "Print machine-readable JSON on stdout.";
    static final String DEBUG_HELP = "Print stack traces of failures on stderr.";

    @Option(names = STORE, paramLabel = STORE_LABEL, description = STORE_HELP)
    Path store;

    @Option(names = JSON, description = JSON_HELP)
    boolean json;

    @Option(names = DEBUG, description = DEBUG_HELP)
    boolean debug;

    /** Declares the shared options on a command modelled in code. */
    static void declareOn(CommandSpec spec) {
        spec.addOption(OptionSpec.builder(STORE).paramLabel(STORE_LABEL).type(Path.class).description(STORE_HELP).build());
        spec.addOption(OptionSpec.builder(JSON).type(boolean.class).description(JSON_HELP).build());
        spec.addOption(OptionSpec.builder(DEBUG).type(boolean.class).description(DEBUG_HELP).build());
    }

    /** The shared options as parsed for a command modelled in code. */
    static CommonOptions parsedFor(CommandSpec spec) {
        CommonOptions c = new CommonOptions();
        c.store = spec.findOption(STORE).getValue();
        c.json = Boolean.TRUE.equals(spec.findOption(JSON).getValue());
        c.debug = Boolean.TRUE.equals(spec.findOption(DEBUG).getValue());
        return c;
    }

    private static volatile boolean endsAfterCommand;

    /**
     * Says that this JVM ends with its command, for the store it opens (see
     * {@link dkg.api.DocaKg#processEndsAfterOneCommand}); told to the store layer only when a store
     * opens here, so a command a holder answers loads none of it.
     */
    static void processEndsAfterCommand() { endsAfterCommand = true; }

    private static void beforeOpening() {
        if (endsAfterCommand) dkg.api.DocaKg.processEndsAfterOneCommand();
    }

    /** The shared options that say how an answer is shown, as a command line gives them. */
    java.util.List<String> outputOptions() {
        java.util.List<String> o = new java.util.ArrayList<>(2);
        if (json) o.add(JSON);
        if (debug) o.add(DEBUG);
        return o;
    }

    /** The store folder, resolved as documented (Jena-free, so {@code search} stays light). */
    Path storeDir() {
        Path forwarded = StoreHolding.callersStore();
        String given = store == null ? null : store.toString();
        if ((given == null || given.isBlank()) && forwarded != null) return forwarded;
        return dkg.kg.StoreLocation.resolve(given);
    }

    /**
     * The query API over the chosen store, for one command; the caller closes it. With
     * {@link #holdKg()}, the only place a command gets its {@link dkg.api.DocaKg}: in a process that
     * holds the store (serve, mcp) it is a borrowed view of the held one, which closing does not close.
     */
    dkg.api.DocaKg openKg() {
        dkg.api.DocaKg held = StoreHolding.heldFor(storeDir());
        if (held != null) return held.borrowed();
        beforeOpening();
        return dkg.api.DocaKg.openForOneCommand(storeDir());
    }

    /** As {@link #openKg()}, for a command that keeps the store open and answers many calls (serve, mcp, eval). */
    dkg.api.DocaKg holdKg() {
        dkg.api.DocaKg held = StoreHolding.heldFor(storeDir());
        if (held != null) return held.borrowed();
        beforeOpening();
        return dkg.api.DocaKg.openExisting(storeDir());
    }

    /** Full-text search: through the held store's searcher when this process holds it, else Jena-free from disk. */
    dkg.search.SearchResult search(dkg.search.SearchRequest request) {
        dkg.api.DocaKg held = StoreHolding.heldFor(storeDir());
        return held != null ? held.generation().search(request) : dkg.kg.Search.search(storeDir(), request);
    }

    /** Ingests into the chosen store: through the held DocaKg when this process holds it. */
    dkg.ingestion.IngestReport ingest(java.util.List<String> sources, dkg.ingestion.IngestOptions options, dkg.ingestion.IngestListener listener) {
        dkg.api.DocaKg held = StoreHolding.heldFor(storeDir());
        if (held != null) return held.ingest(sources, options, listener);
        beforeOpening();
        return dkg.api.DocaKg.ingest(storeDir(), sources, options, listener);
    }
}
