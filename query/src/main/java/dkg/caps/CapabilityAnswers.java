package dkg.caps;

import dkg.describe.SymbolRequest;
import dkg.error.BadInputException;
import dkg.error.Check;
import dkg.ingest.probe.Probe;
import dkg.ingest.probe.ProbeOptions;
import dkg.ingest.probe.ProbeReport;
import dkg.kg.Generation;
import dkg.layout.StoreLayout;
import dkg.storage.ChangeSet;
import dkg.storage.CommitResult;
import dkg.storage.KgStore;
import dkg.vocab.DKG;
import java.util.List;
import java.util.Set;

/** Capabilities over a store: the documented capability queries, the live values a probe saved, the probe itself. */
public final class CapabilityAnswers {
    private CapabilityAnswers() {}

    /**
     * The documented capability queries of {@code library} ({@code doca-dma}, {@code dma} or
     * {@code DMA}; null for all), with the saved live values per device when {@code live}.
     *
     * @throws BadInputException when a library is named and the graph documents no query of it
     */
    public static Capabilities capabilities(Generation g, String library, boolean live) {
        if (library != null) Check.maxLength(Check.notBlank(library, "library"), SymbolRequest.MAX_NAME_CHARS, "library");
        String module = Capabilities.normaliseLibrary(library);
        return g.read(dsg -> {
            CapabilityCatalog catalog = new CapabilityCatalog(dsg);
            Capabilities found = catalog.capabilities(module, live);
            Capabilities caps = new Capabilities(found.library(), found.queries(), live ? probedHosts(g) : List.of());
            if (module != null && caps.queries().isEmpty()) {
                Set<String> known = catalog.documentedModules();
                throw new BadInputException("no capability query of " + module + " is documented in the store"
                        + (known.isEmpty() ? "; ingest the skills bundle or the API reference first (doca-kg ingest)"
                                           : "; known: " + String.join(", ", known)));
            }
            return caps;
        });
    }

    /** Hosts whose probe report was saved, from the source keys ({@code probe:<host>}) of their graphs. */
    private static List<String> probedHosts(Generation g) {
        return g.kgStore().storedGraphs().stream().map(KgStore.StoredGraph::sourceKey)
                .filter(k -> k != null && k.startsWith("probe:")).map(k -> k.substring("probe:".length())).sorted().toList();
    }

    /**
     * Probes this host (see {@link Probe#run}) with the capability queries and library modules the
     * graph knows, unless {@code options} already names queries. Never throws for a missing DOCA,
     * a crash or a hang: those are in the report.
     */
    public static ProbeReport probe(Generation g, ProbeOptions options) {
        ProbeOptions.Builder b = options.toBuilder();
        // crash reports of the native child are kept beside the store, capped
        if (options.crashLogDir() == null) b.crashLogDir(StoreLayout.logs(g.directory()));
        g.read(dsg -> {
            CapabilityCatalog catalog = new CapabilityCatalog(dsg);
            if (options.queries().isEmpty()) b.queries(catalog.specs());
            if (options.libraryModules().isEmpty()) b.libraryModules(catalog.libraryModules());
            return null;
        });
        return Probe.run(b.build());
    }

    /**
     * Stores the report's live facts (devices, capability values) as the host's named graph
     * {@code DKG.hostGraphIri(host)}, replacing what an earlier save put there.
     */
    public static ProbeSaved save(Generation g, ProbeReport report) {
        CommitResult c = g.kgStore().commit(ChangeSet.of(LiveFacts.change(report)));
        return new ProbeSaved(DKG.hostGraphIri(report.hostName()), report.devices().size(), c.changed());
    }
}
