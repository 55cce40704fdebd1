package dkg.api;

import dkg.code.ApiVersions;
import dkg.ingest.probe.Probe;
import dkg.ingest.probe.ProbeOptions;
import dkg.ingest.probe.ProbeReport;
import dkg.ingest.source.Source;
import dkg.ingest.source.SourceRegistry;
import dkg.ingest.source.SourceResolver;
import dkg.sparql.HeavyQueryGate;
import dkg.sparql.QueryLimits;
import dkg.sparql.QueryRunner;
import dkg.sparql.RunningQueries;
import dkg.storage.ChangeSet;
import dkg.storage.CommitResult;
import dkg.storage.KgStore;
import dkg.sparql.Stats;
import dkg.sparql.StoreStats;
import dkg.sparql.Validation;
import dkg.sparql.ValidationOutcome;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.apache.jena.sparql.core.DatasetGraph;
import dkg.route.Router;

/**
 * The doca-kg query API: one object over one store, used by every face (CLI, MCP, HTTP). Each
 * method does one task and returns a record the faces render; faces build no SPARQL, Lucene query
 * or IRI of their own.
 *
 * <p>Open with {@link #open(Path)}; close when done (closes the store). Thread-safe for reads;
 * ingests are serialised by the store. Full-text search that must not start Jena lives in
 * {@link Search}.
 *
 * <pre>{@code
 * try (DocaKg kg = DocaKg.open(StoreLocation.resolve(null))) {
 *     kg.ingest(List.of("../shared/corpus/doca-skills"), IngestOptions.defaults(), IngestListener.NONE);
 *     System.out.println(kg.stats());
 * }
 * }</pre>
 */
public final class DocaKg implements AutoCloseable {
    private final LazyStore store;
    private final Path storeDir;
    /** The instance that owns the store when this one is a borrowed view of it, else null. */
    private final DocaKg owner;
    /** One admission gate per open store: heavy SPARQL queries from every caller of this instance (and its borrowed views) share it. */
    private final HeavyQueryGate heavyQueries;
    private final RunningQueries runningQueries;

    private DocaKg(Path storeDir, LazyStore store, DocaKg owner) {
        this.storeDir = storeDir;
        this.store = store;
        this.owner = owner;
        this.heavyQueries = owner == null ? new HeavyQueryGate(QueryLimits.DEFAULTS) : owner.heavyQueries;
        this.runningQueries = owner == null ? new RunningQueries() : owner.runningQueries;
        this.explained = owner == null ? new GenerationMemo<>(MEMO_MAX) : owner.explained;
        this.described = owner == null ? new GenerationMemo<>(MEMO_MAX) : owner.described;
    }

    /** Opens (creating if needed) the store at {@code storeDir}. */
    public static DocaKg open(Path storeDir) {
        EmptyStore.requireFolder(storeDir);
        return new DocaKg(storeDir, new LazyStore(storeDir, false, false), null);
    }

    /**
     * A view of this instance for one caller that must not end it: closing the view leaves the store
     * open. The view shares the store and the cached router (a process that holds the store lends it
     * to the commands it runs for others).
     */
    public DocaKg borrowed() { return new DocaKg(storeDir, store, owner == null ? this : owner); }

    /**
     * Tells the store layer that this JVM exits once its command is answered: a store opened for
     * one command and only read is then left as the exit leaves it, without TDB2's orderly close
     * (see {@link KgStore#close}). Only a command line's {@code main} may say so.
     */
    public static void processEndsAfterOneCommand() { dkg.storage.OneCommandProcess.mark(); }

    /** The store folder this instance was opened on. */
    public Path directory() { return storeDir; }

    /**
     * Opens the store at {@code storeDir} for a task that reads it; never creates one.
     *
     * @throws dkg.error.BadInputException ({@code empty_store}) when the store is missing, or (once
     *         the graph is read) holds no ingested document
     */
    public static DocaKg openExisting(Path storeDir) { return openExisting(storeDir, false); }

    /**
     * As {@link #openExisting(Path)}, for a process that answers one command and exits: the index is
     * read rather than mapped, which starts faster and answers a single search as fast.
     */
    public static DocaKg openForOneCommand(Path storeDir) { return openExisting(storeDir, true); }

    private static DocaKg openExisting(Path storeDir, boolean once) {
        EmptyStore.require(storeDir);
        // checked when the graph is first opened: an answer from files derived at ingest needs no Jena
        return new DocaKg(storeDir, new LazyStore(storeDir, true, once), null);
    }

    /** The store under the façade, for tests and tools below the faces; faces never use it (ArchitectureTest). */
    public KgStore store() { return store.get(); }

    /**
     * The default sources of {@code ingest} (the given manifest, or the built-in one) and whether
     * each is already in the download cache of the store at {@code storeDir} (or {@code cacheDir}).
     */
    public static SourceList sources(Path storeDir, Path manifest, Path cacheDir) {
        Path archives = (cacheDir != null ? cacheDir : storeDir.resolve("cache")).resolve("archives");
        DefaultSources cache = new DefaultSources(archives, IngestListener.NONE, null);
        List<SourceList.Source> out = new ArrayList<>();
        for (DefaultSources.Entry e : DefaultSources.manifest(manifest)) {
            Path cached = cache.cached(e);
            out.add(new SourceList.Source(e.name(), e.kind(), e.description(), e.brings(), e.download(), e.archive(),
                    cached == null ? null : cached.toString(), "doca-kg ingest " + e.fileName()));
        }
        return new SourceList(out);
    }

    /** The ontology's classes and properties with comments, and the prefixes SPARQL predeclares. */
    public static Vocabulary vocabulary() { return VocabularyReader.read(); }

    /** What the store at {@code storeDir} is and holds; works on a missing, empty or held store. */
    public static StoreStatus status(Path storeDir) { return StoreStatusReader.read(storeDir, null); }

    /** As {@link #status(Path)}, naming the holder that answered for the store (it could not be opened here). */
    public static StoreStatus status(Path storeDir, StoreStatus.Holder holder) { return StoreStatusReader.read(storeDir, holder); }

    /** The status of this open store, held by {@code self}: read in its transactions, never closing it. */
    public StoreStatus status(StoreStatus.Holder self) { return StoreStatusReader.read(store.get(), self); }

    /**
     * Removes a document ({@code GRAPH}: its graph IRI or source key, e.g.
     * {@code skills/libs/doca-dma/SKILL.md}) or a whole source (a key prefix such as
     * {@code skills/libs/doca-dma/}, or a source root folder) in one commit of graph and index.
     *
     * @throws dkg.error.BadInputException ({@code not_found}) when nothing matches
     */
    public ForgetReport forget(String sourceOrGraph) { return new Forgetting(store.get()).forget(sourceOrGraph); }

    /**
     * Ingests the named sources (folders, files, URLs); with none, the default sources of the
     * manifest, downloaded once into the cache. All or nothing: on any failure the store keeps its
     * previous content.
     */
    public IngestReport ingest(List<String> sources, IngestOptions options, IngestListener listener) {
        Path cache = options.cacheDir() != null ? options.cacheDir() : storeDir.resolve("cache");
        var http = new dkg.ingest.fetch.PageFetcher(cache.resolve("pages"), toolVersion());
        List<DefaultSources.Entry> manifest = DefaultSources.manifest(options.manifest());
        List<String> args = new ArrayList<>();
        if (sources.isEmpty()) {
            for (Path p : new DefaultSources(cache.resolve("archives"), listener, http).folders(DefaultSources.only(manifest, options.only()))) {
                args.add(p.toString());
            }
        } else {
            if (!options.only().isEmpty()) throw new dkg.error.BadInputException("--only picks among the default sources; name SOURCEs or use --only, not both");
            for (String s : sources) args.add(LocalArchive.folderFor(s, cache.resolve("unpacked"), manifest, listener));
        }
        SourceResolver resolver = new SourceResolver(cache.resolve("pages"), http);
        List<Source> resolved = resolver.resolve(args);
        IngestReport report = new Ingestion(store.get(), SourceRegistry.standard()).run(resolved, resolver.skipped(), options, listener);
        deriveForNewGeneration(listener);
        return report;
    }

    /**
     * Writes what one-shot commands of the new generation would otherwise compute from the graph
     * before their first answer, here where the graph is warm: the skill-file list (the first MCP
     * session), the stats and every error's explanation (a cold {@code stats} or {@code explain}
     * spent tens of seconds on them, silently). The routing inputs stay computed on first use:
     * analysing every skill's sections would more than double a one-file re-ingest.
     */
    private void deriveForNewGeneration(IngestListener listener) {
        skillFiles();
        listener.deriving("store statistics and error explanations");
        // two read transactions side by side: each is one thread's work, and a machine has two cores or more
        var statistics = java.util.concurrent.CompletableFuture.runAsync(this::stats);
        fromErrorBook(new SymbolRequest("DOCA_SUCCESS", null, null));
        try {
            statistics.join();
        } catch (java.util.concurrent.CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error err) throw err;
            throw e;
        }
    }

    /** The version named in the User-Agent of downloads and fetched pages. */
    private static String toolVersion() {
        String v = DocaKg.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }

    /**
     * Ingests into the store at {@code storeDir}, creating it if needed; when this run created it
     * and fails, the store files are removed again, so a failed first ingest leaves no empty store
     * behind (the download cache is kept).
     */
    public static IngestReport ingest(Path storeDir, List<String> sources, IngestOptions options, IngestListener listener) {
        boolean fresh = EmptyStore.missing(storeDir);
        try (DocaKg kg = open(storeDir)) {
            return kg.ingest(sources, options, listener);
        } catch (RuntimeException | Error e) {
            if (fresh) EmptyStore.remove(storeDir);
            throw e;
        }
    }

    /** Full-text search through this store's open index (the one-shot CLI uses {@link Search} instead). */
    public dkg.search.SearchResult search(dkg.search.SearchRequest request) {
        return store.withSearcher(s -> s.search(request));
    }

    /** Counts per class, per skill kind, quads and graphs. */
    public StoreStats stats() { return derived("stats", store.knownGeneration(), StoreStats.class, Stats::of); }

    /** A value and the generation it was computed at, read in one transaction. */
    private record AtGeneration<T>(long generation, T value) {}

    /**
     * A value fixed for one generation of the store: from the file derived for {@code generation},
     * else computed from the graph and saved (once per generation, so an ingest itself stays quick).
     */
    private <T> T derived(String name, long generation, Class<T> type, Function<DatasetGraph, T> compute) {
        return derived(generation, compute, g -> DerivedFiles.read(storeDir, name, g, type), (v, g) -> DerivedFiles.write(storeDir, name, g, v));
    }

    /** As {@link #derived(String, long, Class, Function)}, with the file read and written as given. */
    private <T> T derived(long generation, Function<DatasetGraph, T> compute,
                          java.util.function.LongFunction<T> read, java.util.function.ObjLongConsumer<T> write) {
        T cached = read.apply(generation);
        if (cached != null) return cached;
        AtGeneration<T> v = store.read(d -> new AtGeneration<>(store.generation(), compute.apply(d)));
        write.accept(v.value(), v.generation());
        return v.value();
    }

    /**
     * What the router is built from: the skills' profiles and the knowledge map's rows (reading
     * them from the graph was most of a cold {@code route}).
     */
    private RoutingInputs routingInputs(long generation) {
        return derived(generation,
                d -> RoutingInputs.of(dkg.route.ProfileReader.read(d), dkg.route.ProfileReader.mapRows(d)),
                g -> DerivedFiles.readBinary(storeDir, "routing", g, RoutingInputs::read),
                (v, g) -> DerivedFiles.writeBinary(storeDir, "routing", g, v::write));
    }


    /** Whether this instance has started Jena and TDB2 (answers from derived files and the index do not). */
    boolean graphOpen() { return store.isOpen(); }

    /** What ask reads from the graph once per generation, kept beside the routing inputs. */
    private AskKnowledge askKnowledge(long generation) {
        return derived(generation, d -> AskKnowledge.read(d, List.of(Asker.DRIFT_ENTRY)),
                g -> DerivedFiles.readBinary(storeDir, "ask", g, AskKnowledge::read),
                (v, g) -> DerivedFiles.writeBinary(storeDir, "ask", g, v::write));
    }

    /** SHACL validation of the whole graph against the doca-kg shapes. */
    public ValidationOutcome validate() { return store.read(Validation::validate); }

    /**
     * Runs a read-only SPARQL query, writing results in {@code format} (table, json, csv, tsv; turtle
     * for CONSTRUCT and DESCRIBE) to {@code out}, within {@code limits}.
     */
    public void sparql(String query, String format, QueryLimits limits, OutputStream out) {
        runner(limits).run(query, format == null ? null : QueryRunner.Format.parse(format), out);
    }

    /**
     * Runs a read-only SPARQL query within {@code limits} and returns its whole result: SPARQL 1.1
     * results JSON for SELECT/ASK, Turtle for CONSTRUCT/DESCRIBE. Every refusal (update, SERVICE,
     * a bound passed) is a BadInputException.
     */
    public SparqlAnswer query(String query, QueryLimits limits) {
        var out = new java.io.ByteArrayOutputStream();
        QueryRunner.Ran r = runner(limits).forMachines(query, out);
        boolean graphForm = r.form().equals("CONSTRUCT") || r.form().equals("DESCRIBE");
        return new SparqlAnswer(r.form(), graphForm ? "text/turtle" : "application/sparql-results+json",
                out.toString(java.nio.charset.StandardCharsets.UTF_8), r.count(), r.capped());
    }

    /** As {@link #query(String, QueryLimits)} with this time limit and result cap (0: the default cap). */
    public SparqlAnswer query(String query, Duration timeout, long rowCap) {
        return query(new SparqlRequest(query, timeout, rowCap));
    }

    /** {@link #query(String, QueryLimits)} for a checked request: the default limits with its time limit and cap. */
    public SparqlAnswer query(SparqlRequest request) {
        return query(request.query(), QueryLimits.DEFAULTS.withTimeout(request.timeout())
                .withMaxResults(QueryLimits.DEFAULTS.resultsFor(request.rowCap())));
    }

    private QueryRunner runner(QueryLimits limits) {
        return new QueryRunner(store.dataset().asDatasetGraph(), limits, heavyQueries, runningQueries);
    }

    /** Stops every SPARQL query running through this instance (a server shutting down); returns how many ran. */
    public int cancelQueries() { return runningQueries.abortAll(); }

    /** The ingested skill files whose source folder is recorded (MCP resources), by skill and path. */
    public java.util.List<SkillFile> skillFiles() {
        // derived: the MCP server lists them at start, before its first answer
        return derived("skill-files", store.knownGeneration(), SkillFileList.class, d -> new SkillFileList(SkillFiles.listIn(d))).files();
    }

    private record SkillFileList(List<SkillFile> files) {}

    /**
     * Reads one ingested skill file back from disk. Refuses (BadInputException) any path that is not exactly
     * an ingested file of that skill inside its recorded source folder ({@code ..}, absolute, links out).
     */
    public SkillFileText readSkillFile(String skill, String path) { return new SkillFiles(store.get()).read(skillFiles(), skill, path); }

    /** The source key of every ingested document (MCP resources {@code doca-kg://doc/<key>}), sorted. */
    public java.util.List<String> documentKeys() {
        return derived("document-keys", store.knownGeneration(), DocumentKeyList.class, d -> new DocumentKeyList(DocumentFiles.keysIn(d))).keys();
    }

    private record DocumentKeyList(List<String> keys) {}

    /**
     * The committed generation as this instance knows it: no store read once the store is open (only
     * this process commits to it), the stamp file before; -1 when unknown. What a server compares to
     * see that an ingest moved the store under it.
     */
    public long knownGeneration() { return store.knownGeneration(); }

    /**
     * Reads one ingested document back from disk by the source key answers cite (without its
     * {@code #anchor}): only a key the graph holds, from a file under a recorded source root whose
     * digest is the one ingested; anything else is a BadInputException.
     */
    public DocumentText readDocument(String key) { return DocumentFiles.read(store.get(), key); }

    // ---- live facts: the native capability probe (issue 4)

    /**
     * Probes this host (see {@link Probe#run}) with the capability queries and library modules the
     * graph knows, unless {@code options} already names queries. Never throws for a missing DOCA,
     * a crash or a hang: those are in the report.
     */
    public ProbeReport probe(ProbeOptions options) {
        ProbeOptions.Builder b = options.toBuilder();
        // crash reports of the native child are kept beside the store, capped
        if (options.crashLogDir() == null) b.crashLogDir(storeDir.resolve("logs"));
        store.read(dsg -> {
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
    public ProbeSaved saveProbe(ProbeReport report) {
        CommitResult c = store.commit(ChangeSet.of(LiveFacts.change(report)));
        return new ProbeSaved(dkg.vocab.DKG.hostGraphIri(report.hostName()), report.devices().size(), c.changed());
    }

    /**
     * Probes this host without a store: no capability queries are known, only devices are listed.
     * For a first look before anything is ingested; never creates a store.
     */
    public static ProbeReport probeWithoutStore(ProbeOptions options) { return Probe.run(options); }

    /**
     * The store's dataset as a read-only view for the SPARQL endpoint, whose context carries the
     * {@code dkg:search} searcher. Writes through it fail; the store changes only by ingest.
     */
    public org.apache.jena.sparql.core.DatasetGraph readOnlyDataset() {
        var dsg = store.dataset().asDatasetGraph();
        // its own copy of the context, so a server's settings (timeouts, SERVICE off) stay on the view
        return new org.apache.jena.sparql.core.DatasetGraphReadOnly(dsg, dsg.getContext().copy());
    }

    /**
     * The documented capability queries of {@code library} ({@code doca-dma}, {@code dma} or
     * {@code DMA}; null for all), with the saved live values per device when {@code live}.
     *
     * @throws dkg.error.BadInputException when a library is named and the graph documents no query of it
     */
    public Capabilities capabilities(String library, boolean live) {
        if (library != null) dkg.error.Check.maxLength(dkg.error.Check.notBlank(library, "library"), SymbolRequest.MAX_NAME_CHARS, "library");
        String module = Capabilities.normaliseLibrary(library);
        return store.read(dsg -> {
            CapabilityCatalog catalog = new CapabilityCatalog(dsg);
            Capabilities found = catalog.capabilities(module, live);
            Capabilities caps = new Capabilities(found.library(), found.queries(), live ? probedHosts() : List.of());
            if (module != null && caps.queries().isEmpty()) {
                Set<String> known = catalog.documentedModules();
                throw new dkg.error.BadInputException("no capability query of " + module + " is documented in the store"
                        + (known.isEmpty() ? "; ingest the skills bundle or the API reference first (doca-kg ingest)"
                                           : "; known: " + String.join(", ", known)));
            }
            return caps;
        });
    }

    /** Hosts whose probe report was saved, from the source keys ({@code probe:<host>}) of their graphs. */
    private List<String> probedHosts() {
        return store.get().storedGraphs().stream().map(KgStore.StoredGraph::sourceKey)
                .filter(k -> k != null && k.startsWith("probe:")).map(k -> k.substring("probe:".length())).sorted().toList();
    }

    // ---- describe, explain, lint (API reference queries)

    /**
     * One symbol as an API source defines it, with the sections that mention it.
     *
     * @param docaVersion a DOCA release, or null for the default choice (see {@link ApiVersions})
     * @throws dkg.error.BadInputException for an unknown symbol (with close matches) or release
     */
    public SymbolDescription describe(String symbol, String docaVersion) {
        return describe(new SymbolRequest(symbol, null, docaVersion));
    }

    /** {@link #describe(String, String)} for a checked request (its library is not used). */
    public SymbolDescription describe(SymbolRequest r) {
        SymbolRequest key = new SymbolRequest(r.name(), null, r.docaVersion());
        return described.get(store.knownGeneration(), key, () -> withHistory(store.read(d -> SymbolDescriber.describe(d, r.name(), r.docaVersion()))));
    }

    /**
     * A description with the release changes the code catalog shows (argument counts, migration hints,
     * stated renames) added to its release notes: only when the samples show the symbol, since the
     * notes are about them, and only from a catalog already derived, so a cold describe reads no call sites.
     */
    private SymbolDescription withHistory(SymbolDescription d) {
        if (d.versionNotes().isEmpty() || codeCatalogPending()) return d;
        List<String> more = dkg.releases.SymbolHistoryText.changes(history(d.symbol()));
        if (more.isEmpty()) return d;
        List<String> notes = new java.util.ArrayList<>(d.versionNotes());
        notes.addAll(more);
        return d.withCode(d.examples(), notes);
    }

    /** What the ingested releases show of {@code symbol}: presence, argument counts, migration hints (see {@link dkg.releases.SymbolHistory}). */
    public dkg.releases.SymbolHistory history(String symbol) {
        dkg.error.Check.notBlank(symbol, "symbol");
        return dkg.releases.HistoryFinder.of(code().catalog(), symbol.strip());
    }

    /** explain and describe answers of the current generation, shared with borrowed views. */
    private final GenerationMemo<SymbolRequest, ErrorExplanation> explained;
    private final GenerationMemo<SymbolRequest, SymbolDescription> described;
    private static final int MEMO_MAX = 4096;

    /**
     * One DOCA error: code, description, the skills' causes and the functions that return it.
     *
     * @param error       {@code DOCA_ERROR_NOT_PERMITTED}, {@code NOT_PERMITTED} or {@code 2}
     * @param library     a library filter ({@code doca-dma}, {@code dma}), or null
     * @param docaVersion a DOCA release, or null for the default choice
     */
    public ErrorExplanation explain(String error, String library, String docaVersion) {
        return explain(new SymbolRequest(error, library, docaVersion));
    }

    /** {@link #explain(String, String, String)} for a checked request. */
    public ErrorExplanation explain(SymbolRequest r) {
        return explained.get(store.knownGeneration(), r, () -> {
            ErrorExplanation fromBook = r.docaVersion() == null ? fromErrorBook(r) : null;
            ErrorExplanation e = fromBook != null ? fromBook : store.read(d -> ErrorExplainer.explain(d, r.name(), r.library(), r.docaVersion()));
            return r.docaVersion() == null ? atInstalledRelease(e) : e;
        });
    }

    /**
     * An explanation that says when its definition is another release's than the installed one
     * (headers, a saved probe); unchanged when neither is known or the catalog is not derived yet.
     */
    private ErrorExplanation atInstalledRelease(ErrorExplanation e) {
        if (codeCatalogPending()) return e;
        dkg.releases.ReleaseNote note = dkg.releases.ReleaseReader.read(List.of(), code().catalog(), Map.of(e.error(), String.valueOf(e.docaVersion())));
        if (note == null || e.docaVersion() == null) return e;
        List<String> notes = new ArrayList<>(e.versionNotes());
        notes.add("installed DOCA " + note.asked() + " (" + note.from() + ")" + (note.notes().isEmpty() ? "; the definition quoted is that release's"
                : "; " + String.join("; ", note.notes())));
        return new ErrorExplanation(e.error(), e.code(), e.description(), e.causes(), e.returnedBy(), e.relatedSkills(), e.docaVersion(),
                e.apiSource(), e.library(), e.examples(), notes);
    }

    private volatile ErrorIndexAtGeneration errorIndex;

    private record ErrorIndexAtGeneration(long generation, ErrorBook.Index index) {}

    /**
     * The explanation from the generation's {@link ErrorBook} (computed and kept on the first
     * {@code explain} after an ingest), or null when the graph must answer.
     */
    private ErrorExplanation fromErrorBook(SymbolRequest r) {
        if (owner != null) return owner.fromErrorBook(r);
        long generation = store.knownGeneration();
        // a process that answers many calls reads the index once per generation, not per question
        ErrorIndexAtGeneration known = errorIndex;
        ErrorBook.Index index = known != null && known.generation() == generation ? known.index()
                : DerivedFiles.read(storeDir, "errors", generation, ErrorBook.Index.class);
        Map<String, ErrorExplanation> computed = Map.of();
        if (index == null) {
            AtGeneration<ErrorBook.Computed> v = store.read(d -> new AtGeneration<>(store.generation(), ErrorBook.compute(d)));
            v.value().explanations().forEach((name, e) -> DerivedFiles.write(storeDir, "error-" + name, v.generation(), e));
            // the index last: once it is there for a generation, so is every error's file
            DerivedFiles.write(storeDir, "errors", v.generation(), v.value().index());
            index = v.value().index();
            computed = v.value().explanations();
            generation = v.generation();
        }
        errorIndex = new ErrorIndexAtGeneration(generation, index);
        String name = ErrorBook.resolve(index, r.name());
        if (name == null) return null;
        ErrorExplanation whole = computed.containsKey(name) ? computed.get(name)
                : DerivedFiles.read(storeDir, "error-" + name, generation, ErrorExplanation.class);
        return whole == null ? null : ErrorBook.filtered(index, whole, r.library());
    }

    /** Symbols documents mention that no ingested API defines, and links that do not resolve. */
    public LintReport lint() { return store.read(Linter::lint); }
    // --- routing (issue 5): the router is built from the graph once and rebuilt when the store's
    // generation moves, so warm routing does no I/O.
    private volatile RouterAtGeneration router;

    private record RouterAtGeneration(long generation, dkg.route.Router router) {}

    /** The router over the current graph; cached until the next ingest commits. */
    public dkg.route.Router router() {
        if (owner != null) return owner.router();
        long gen = store.knownGeneration();
        RouterAtGeneration r = router;
        if (r == null || r.generation() != gen) {
            synchronized (this) {
                r = router;
                if (r == null || r.generation() != gen) {
                    RoutingInputs in = routingInputs(gen);
                    if (in.skills().isEmpty()) throw new dkg.error.BadInputException("the store at " + storeDir
                            + " holds no skills; ingest the DOCA skills bundle first (doca-kg ingest PATH)");
                    router = r = new RouterAtGeneration(gen, in.router(dkg.route.Glossary.standard()));
                }
            }
        }
        return r.router();
    }

    /**
     * Ranks the skills that should answer {@code question}, with reasons, and the skills it should
     * not go to. {@code lang} is "auto" (or null), "en" or "zh"; {@code limit} at least 1.
     */
    public dkg.route.RouteResult route(String question, int limit, String lang) {
        return route(new RouteRequest(question, limit, lang));
    }

    /** {@link #route(String, int, String)} for a checked request. */
    public dkg.route.RouteResult route(RouteRequest r) {
        return router().route(r.question(), r.limit(), r.lang());
    }

    /** Routes every prompt of the evals files (or folders of them) in {@code paths} and scores the router. */
    public dkg.route.RoutingEval evalRouting(List<Path> paths) {
        var cases = dkg.route.RoutingEvaluator.read(paths);
        dkg.route.Router r = router();
        return dkg.route.RoutingEvaluator.evaluate(cases, q -> r.route(q, 10, "auto"));
    }

    // --- ask: built on the router of the same generation
    private volatile AskerAtGeneration asker;

    private record AskerAtGeneration(long generation, Asker asker) {}

    /**
     * Answers a free-form question (a pasted log included): the DOCA facts in it, the skills that
     * should answer it with calibrated confidence, whether nothing ingested covers it, the passages
     * that answer it and the explain/describe facts of its errors and symbols.
     */
    public AskAnswer ask(AskRequest request) {
        if (owner != null) return owner.ask(request); // a borrowed view shares the holder's asker
        Router r = router();
        long gen = store.knownGeneration();
        AskerAtGeneration a = asker;
        if (a == null || a.generation() != gen) {
            synchronized (this) {
                a = asker;
                if (a == null || a.generation() != gen) asker = a = new AskerAtGeneration(gen, new Asker(store::withSearcher, r, askKnowledge(gen),
                        new Asker.Facts(name -> explain(name, null, null), name -> describe(name, null))));
            }
        }
        return atRelease(a.asker().ask(request));
    }

    /**
     * The answer with the release it is about: the one the question names, else the installed one, and
     * a note for each fact quoted from another. The code catalog is consulted only when already derived,
     * so a cold ask reads no call sites; then only a named release is reported.
     */
    private AskAnswer atRelease(AskAnswer a) {
        dkg.code.CodeCatalog catalog = codeCatalogPending() ? null : code().catalog();
        Map<String, String> quoted = new java.util.LinkedHashMap<>();
        for (AskAnswer.Fact f : a.facts()) {
            if (f.error() != null) quoted.put(f.name(), f.error().docaVersion());
            else if (f.symbol() != null) quoted.put(f.name(), f.symbol().docaVersion());
        }
        dkg.releases.ReleaseNote note = dkg.releases.ReleaseReader.read(a.extracted().versions(), catalog, quoted);
        return note == null ? a : a.withRelease(note);
    }

    /** Asks every question of an ask eval file and scores the answers (see {@link dkg.ask.AskEvaluator}). */
    public dkg.ask.AskEval evalAsk(Path file) {
        var cases = dkg.ask.AskEvaluator.read(file);
        return dkg.ask.AskEvaluator.evaluate(cases, q -> {
            AskAnswer a = ask(new AskRequest(q, 5, "auto"));
            return new dkg.ask.AskEvaluator.Outcome(a.skills().stream().map(AskAnswer.Skill::skill).toList(),
                    a.skills().isEmpty() ? 0 : a.skills().getFirst().confidence(), a.abstain(),
                    a.evidence().stream().map(AskAnswer.Evidence::source).toList(),
                    a.evidence().stream().map(e -> e.text() == null ? "" : e.text()).toList());
        });
    }

    // ---- code: samples trees, examples and check. The catalog is read once per store generation.
    private volatile CodeAtGeneration code;

    private record CodeAtGeneration(long generation, dkg.code.CodeAnswers answers) {}

    /** The code answers over the current graph; rebuilt when an ingest moves the generation. */
    public dkg.code.CodeAnswers code() {
        if (owner != null) return owner.code(); // a borrowed view shares the holder's catalog
        long gen = store.knownGeneration();
        CodeAtGeneration c = code;
        if (c == null || c.generation() != gen) {
            synchronized (this) {
                c = code;
                if (c == null || c.generation() != gen) {
                    var contents = codeCatalog(gen);
                    code = c = new CodeAtGeneration(gen, new dkg.code.CodeAnswers(contents.catalog(), contents::sourceRoots));
                }
            }
        }
        return c.answers();
    }

    /**
     * True when the next code answer must first read the samples' call sites from the graph (no
     * catalog derived for this generation yet): a command says so on stderr before a long wait.
     */
    public boolean codeCatalogPending() {
        if (owner != null) return owner.codeCatalogPending();
        CodeAtGeneration c = code;
        long gen = store.knownGeneration();
        return (c == null || c.generation() != gen) && !DerivedFiles.freshBinary(storeDir, "code", gen);
    }

    /**
     * The code catalog of a generation: from its derived file (a one-shot command reads that instead
     * of every CallSite in the graph), else read from the graph and saved for the next process.
     */
    private dkg.code.CatalogFile.Contents codeCatalog(long generation) {
        return derived(generation,
                d -> new dkg.code.CatalogFile.Contents(dkg.code.CodeCatalog.read(d), store.get().sourceRoots()),
                g -> DerivedFiles.readBinary(storeDir, "code", g, dkg.code.CatalogFile::read),
                (v, g) -> DerivedFiles.writeBinary(storeDir, "code", g, out -> dkg.code.CatalogFile.write(out, v.catalog(), v.sourceRoots())));
    }

    /**
     * Sample and application lines that use {@code symbol}, best first (samples before applications,
     * shortest enclosing function first), with a few lines of context each.
     *
     * @param docaVersion a samples-tree release ({@code 3.0.0}), or null for all
     * @throws dkg.error.BadInputException for an unknown symbol (with close matches) or release
     */
    public dkg.code.Examples examples(String symbol, String docaVersion, int limit) {
        return code().examples(symbol, docaVersion, limit);
    }

    /**
     * A DOCA-aware review of C/C++ files or folders: unknown symbols, symbols newer than
     * {@code docaVersion}, experimental API, tasks without a capability check, mmap permissions that
     * contradict the DMA skill, ignored {@code doca_error_t} results.
     *
     * @throws dkg.error.BadInputException for a missing path, no C/C++ file, or a release not ingested
     */
    public dkg.code.CheckReport check(List<String> paths, String docaVersion) {
        return code().check(paths, docaVersion);
    }

    /**
     * How NVIDIA's samples use a library ({@code dma}, {@code doca-rdma}): lifecycle phases in sample
     * order and the capability queries they name per task type.
     */
    public dkg.code.UsagePatterns usage(String library, String docaVersion) {
        return code().usage(library, docaVersion);
    }

    /**
     * Symbols and samples added and removed between two releases, with evidence and migration hints.
     *
     * @param library a library ({@code dma}, {@code doca-rdma}) or null for all
     * @throws dkg.error.BadInputException for a release not ingested, or --from not older than --to
     */
    public dkg.code.ReleaseChanges changes(String from, String to, String library) {
        return code().changes(from, to, library);
    }

    /** {@link #check} of source text a client sends, as one file named {@code name} (e.g. {@code main.c}). */
    public dkg.code.CheckReport checkSource(String name, String text, String docaVersion) {
        return code().checkSource(name, text, docaVersion);
    }

    // ---- the web page and pictures: entities, their neighbourhoods, their source sections

    /**
     * The page of one entity: its facts and the statements pointing at it, each with its section.
     *
     * @param nameOrIri an IRI of the store, or a name ({@code doca-dma}, {@code NOT_PERMITTED}, a symbol)
     * @throws dkg.error.BadInputException when nothing in the store has that IRI or name
     */
    public EntityPage entity(String nameOrIri) {
        dkg.error.Check.notBlank(nameOrIri, "entity");
        return store.read(d -> EntityQueries.page(d, EntityQueries.resolve(d, nameOrIri)));
    }

    /** The entities around one, for a picture (see {@link NeighbourhoodRequest}). */
    public Neighbourhood neighbourhood(NeighbourhoodRequest request) {
        return store.read(d -> EntityQueries.neighbourhood(d, EntityQueries.resolve(d, request.entity()), request));
    }

    /**
     * One ingested section, its body rendered from the source Markdown (sanitised) when the file is
     * still where it was ingested from.
     *
     * @throws dkg.error.BadInputException when {@code iri} is not a section of the store
     */
    public SectionView section(String iri) {
        dkg.error.Check.notBlank(iri, "section");
        List<Path> roots = store.get().sourceRoots();
        return store.read(d -> {
            var g = d.getUnionGraph();
            var n = org.apache.jena.graph.NodeFactory.createURI(iri.strip());
            if (!g.contains(n, dkg.vocab.DKG.Nodes.type, dkg.vocab.DKG.Nodes.Section))
                throw new dkg.error.BadInputException("no section " + iri.strip() + " in the store; use a section IRI from an entity's sources");
            return SectionRenderer.render(g, n, roots);
        });
    }

    /**
     * Writes the store in {@code format} (nq, trig, ttl, jsonld) to {@code out}; only graph {@code graph}
     * when not null. N-Quads and TriG keep the named graphs, so a re-import gives the same dataset.
     */
    public void export(String format, String graph, OutputStream out) {
        store.read(d -> { RdfExport.write(d, format, graph, out); return null; });
    }

    /** Writes the store's current generation to {@code archive}, for replicas ({@code serve --from}). */
    public SnapshotReport snapshot(Path archive) { return Snapshots.write(store.get(), archive); }

    @Override
    public void close() { if (owner == null) store.close(); }
}
