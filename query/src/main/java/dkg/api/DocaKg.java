package dkg.api;

import dkg.docs.Documents;
import dkg.explain.Explanations;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import dkg.ingestion.IngestReport;
import dkg.ingestion.IngestRun;
import dkg.kg.EmptyStore;
import dkg.kg.Generation;
import dkg.kg.LazyStore;
import dkg.op.Context;
import dkg.op.Operation;
import dkg.sparql.HeavyQueryGate;
import dkg.sparql.QueryLimits;
import dkg.sparql.QueryRunner;
import dkg.sparql.RunningQueries;
import dkg.sparql.SparqlAnswer;
import dkg.sparql.SparqlRequest;
import dkg.sparql.Validation;
import dkg.sparql.ValidationOutcome;
import dkg.storage.KgStore;
import dkg.housekeeping.ForgetReport;
import dkg.housekeeping.Forgetting;
import dkg.housekeeping.RdfExport;
import dkg.housekeeping.SnapshotReport;
import dkg.housekeeping.Snapshots;
import dkg.housekeeping.Statistics;
import dkg.housekeeping.StoreStatus;
import dkg.housekeeping.StoreStatusReader;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * One open store, as every face (CLI, MCP, HTTP) uses it: open and close it, ingest into it, and
 * {@link #answer} any registered operation over its current generation. What an answer computes
 * lives in the answer's own package ({@code dkg.explain}, {@code dkg.ask}, …), over the
 * {@link Generation} cell a call reads once.
 *
 * <p>Thread-safe for reads; ingests are serialised by the store.
 *
 * <pre>{@code
 * try (DocaKg kg = DocaKg.open(StoreLocation.resolve(null))) {
 *     kg.ingest(List.of("../shared/corpus/doca-skills"), IngestOptions.defaults(), IngestListener.NONE);
 *     System.out.println(kg.answer(Operations.standard().get("stats"), new StatsOperation.Request()));
 * }
 * }</pre>
 */
public final class DocaKg implements AutoCloseable {
    private final LazyStore store;
    private final Path storeDir;
    /** Whether this instance is a borrowed view, whose close leaves the store open. */
    private final boolean borrowed;
    /** One admission gate per open store: heavy SPARQL queries from every caller of this instance (and its borrowed views) share it. */
    private final HeavyQueryGate heavyQueries;
    private final RunningQueries runningQueries;

    private DocaKg(Path storeDir, LazyStore store, boolean borrowed, HeavyQueryGate heavyQueries, RunningQueries runningQueries) {
        this.storeDir = storeDir;
        this.store = store;
        this.borrowed = borrowed;
        this.heavyQueries = heavyQueries;
        this.runningQueries = runningQueries;
    }

    private DocaKg(Path storeDir, LazyStore store) {
        this(storeDir, store, false, new HeavyQueryGate(QueryLimits.DEFAULTS), new RunningQueries());
    }

    /** Opens (creating if needed) the store at {@code storeDir}. */
    public static DocaKg open(Path storeDir) {
        EmptyStore.requireFolder(storeDir);
        return new DocaKg(storeDir, new LazyStore(storeDir, false, false));
    }

    /**
     * A view of this instance for one caller that must not end it: closing the view leaves the store
     * open. The view shares the store and what its generations have computed (a process that holds
     * the store lends it to the commands it runs for others).
     */
    public DocaKg borrowed() { return new DocaKg(storeDir, store, true, heavyQueries, runningQueries); }

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
        return new DocaKg(storeDir, new LazyStore(storeDir, true, once));
    }

    /** The store under the façade, for tests and tools below the faces; faces never use it (ArchitectureTest). */
    public KgStore store() { return store.get(); }

    /** The store's committed generation now, with what has been computed from it. */
    public Generation generation() { return store.current(); }

    /** A context for one call: it reads the generation once, on first use, and answers every value from it. */
    public Context context() { return new OneCall(store); }

    /** Runs a registered operation over this store's current generation. */
    public <Q, A> A answer(Operation<Q, A> operation, Q request) { return operation.run(context(), request); }

    private static final class OneCall implements Context {
        private final LazyStore store;
        private Generation pinned;

        OneCall(LazyStore store) { this.store = store; }

        @Override
        public synchronized Generation generation() {
            if (pinned == null) pinned = store.current();
            return pinned;
        }
    }

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
        IngestReport report = IngestRun.run(store.get(), storeDir, sources, options, listener);
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
        Generation g = generation();
        Documents.skillFiles(g);
        listener.deriving("store statistics and error explanations");
        // two read transactions side by side: each is one thread's work, and a machine has two cores or more
        var statistics = CompletableFuture.runAsync(() -> Statistics.of(g));
        Explanations.derive(g);
        try {
            statistics.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error err) throw err;
            throw e;
        }
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
     * Writes the store in {@code format} (nq, trig, ttl, jsonld) to {@code out}; only graph {@code graph}
     * when not null. N-Quads and TriG keep the named graphs, so a re-import gives the same dataset.
     */
    public void export(String format, String graph, OutputStream out) {
        store.read(d -> { RdfExport.write(d, format, graph, out); return null; });
    }

    /** Writes the store's current generation to {@code archive}, for replicas ({@code serve --from}). */
    public SnapshotReport snapshot(Path archive) { return Snapshots.write(store.get(), archive); }

    @Override
    public void close() { if (!borrowed) store.close(); }
}
