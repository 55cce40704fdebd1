package dkg.cli;

import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * Options every command shares: where the store is, JSON output, debug traces. Declared once, on
 * the root command, as options picocli gives every command ({@code ScopeType.INHERIT}): they may
 * come before or after the command, and a command reads them from its own spec, whatever side of
 * it they were typed on. Annotated commands get this reader as a mixin, commands modelled in code
 * from {@link CodeModel.Command#common()}.
 */
@Command // what picocli asks of a mixin that declares no option of its own
public final class CommonOptions {
    static final String STORE = "--store", JSON = "--json", DEBUG = "--debug";
    static final String STORE_LABEL = "DIR";
    static final String STORE_HELP = "Store folder (default: $DOCA_KG_STORE, else ~/.local/share/doca-kg).";
    static final String JSON_HELP = "Print machine-readable JSON on stdout.";
    static final String DEBUG_HELP = "Print stack traces of failures on stderr.";

    /** The command whose options these are (picocli injects it into a mixin). */
    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    /** For picocli, which injects the command. */
    CommonOptions() {}

    private CommonOptions(CommandSpec command) { this.command = command; }

    /** Declares the shared options on the root command, for it and every command under it. */
    static void declareOn(CommandSpec root) {
        root.addOption(OptionSpec.builder(STORE).paramLabel(STORE_LABEL).type(Path.class).description(STORE_HELP).scopeType(ScopeType.INHERIT).build());
        root.addOption(OptionSpec.builder(JSON).type(boolean.class).description(JSON_HELP).scopeType(ScopeType.INHERIT).build());
        root.addOption(OptionSpec.builder(DEBUG).type(boolean.class).description(DEBUG_HELP).scopeType(ScopeType.INHERIT).build());
    }

    /** The store folder as given, or null. */
    Path store() { return value(STORE); }

    /** Whether {@code --json} was given. */
    boolean json() { return Boolean.TRUE.equals(value(JSON)); }

    /** Whether {@code --debug} was given. */
    boolean debug() { return Boolean.TRUE.equals(value(DEBUG)); }

    /** An option's value; unset on a command modelled alone, outside the root that declares it. */
    private <T> T value(String name) {
        OptionSpec o = command == null ? null : command.findOption(name);
        return o == null ? null : o.getValue();
    }

    /** The shared options of a command modelled in code. */
    static CommonOptions parsedFor(CommandSpec spec) { return new CommonOptions(spec); }

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
    java.util.List<String> outputOptions() { return outputOptions(json(), debug()); }

    /** {@code --json} and {@code --debug} as given, for a holder told how to show an answer. */
    static java.util.List<String> outputOptions(boolean json, boolean debug) {
        java.util.List<String> o = new java.util.ArrayList<>(2);
        if (json) o.add(JSON);
        if (debug) o.add(DEBUG);
        return o;
    }

    /** The store folder, resolved as documented (Jena-free, so {@code search} stays light). */
    Path storeDir() {
        Path forwarded = StoreHolding.callersStore();
        Path store = store();
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
