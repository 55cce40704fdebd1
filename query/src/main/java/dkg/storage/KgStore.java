package dkg.storage;

import dkg.layout.StoreLayout;
import dkg.search.IndexEntry;
import dkg.search.Indexer;
import dkg.search.PassageVectors;
import dkg.search.Searcher;
import dkg.search.Stamp;
import dkg.sparql.SearchPF;
import dkg.vocab.DKG.Nodes;
import dkg.vocab.DKG;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import org.apache.jena.atlas.iterator.Iter;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.query.Dataset;
import org.apache.jena.query.TxnType;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.system.Txn;
import org.apache.jena.tdb2.TDB2;
import org.apache.jena.tdb2.sys.TDBInternal;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.store.Directory;

/**
 * The knowledge-graph store: a TDB2 dataset and the Lucene index derived from it, in one directory
 * ({@code tdb2/}, {@code index/}, the stamp file {@code generation}).
 *
 * <p>Every change goes through {@link #commit}, which moves graph and index together from
 * generation N to N+1:
 * <ol>
 *   <li>TDB2 write transaction: replace the graphs, record hashes and N+1 in the system graph;</li>
 *   <li>index: delete the graphs' entries, add the new ones, stage N+1 as commit data, prepare;</li>
 *   <li>stamp file "pending N+1" (temp file, fsync, atomic rename) — the intent;</li>
 *   <li>TDB2 commit (journal write and fsync) — the commit point;</li>
 *   <li>stamp file "N+1" (temp file, fsync, atomic rename) for Jena-free readers;</li>
 *   <li>index commit.</li>
 * </ol>
 *
 * <p>Why no kill leaves a Jena-free reader ({@code search}) serving a stale index: such a reader
 * trusts the index only when the stamp is a settled number equal to the index's commit data. Before
 * step 3's rename the stamp says N, the graph is N (the journal holds no commit) and the index is N
 * (prepared segments are never read): all agree. From step 3's rename until step 5's rename the
 * stamp says "pending", so the reader takes the slow path (open the store, compare the graph's
 * generation with the index's, rebuild if they differ) whether the kill fell before the journal
 * fsync (graph N) or after it (graph N+1). After step 5's rename the stamp says N+1 while the index
 * says N until step 6: a mismatch, the slow path again. After step 6 all say N+1. Writing the stamp
 * only after the commit point, as this class once did, left graph N+1 with stamp and index at N.
 * {@link #open} does the same reconciliation: it rebuilds the index when its generation differs
 * from the graph's and rewrites a pending or wrong stamp.
 * <p>The default graph of queries is the union of the named graphs (it includes the system graph's
 * few bookkeeping triples). Commits are serialised; reads may run concurrently. One process
 * at a time: TDB2 locks the directory. Close the store when done.
 *
 * <p>Long because the commit protocol (graph, index, stamp) is checked by reading it in one place, as
 * {@code StoreCrashIT} checks it by killing it.
 */
public final class KgStore implements AutoCloseable {

    /** Points of the commit protocol, after the step named. */
    enum Step {
        GRAPH_WRITTEN, INDEX_PREPARED,
        /** "pending N+1" is on disk in the temp file, not yet renamed over the stamp. */
        PENDING_SYNCED,
        /** "pending N+1" is the stamp. */
        PENDING_WRITTEN,
        GRAPH_COMMITTED,
        /** "N+1" is on disk in the temp file, not yet renamed over the stamp. */
        STAMP_SYNCED,
        STAMP_WRITTEN, INDEX_COMMITTED
    }

    /** Test seam: called after each protocol step (crash and failure tests pause or throw here). */
    static volatile Consumer<Step> stepHook = step -> {};

    private static final Node SYSTEM = Nodes.systemGraph;

    private final Path dir;
    private final Dataset dataset;
    private final DatasetGraph dsg;
    private final Directory indexDir;
    private final Object commitLock = new Object();
    /** Made on first use: a one-shot command that never searches never opens the index. */
    private Searchers searchers;

    /** Opened for one command (see {@link #open(Path, boolean)}). */
    private final boolean once;
    /** Whether this instance began a write transaction (a commit or recorded source roots). */
    private volatile boolean wrote;

    private KgStore(Path dir, Dataset dataset, Directory indexDir, boolean once) {
        this.once = once;
        this.dir = dir;
        this.dataset = dataset;
        this.dsg = dataset.asDatasetGraph();
        this.indexDir = indexDir;
    }

    /**
     * Opens the store in {@code dir}, creating it when absent, and brings the index in line with
     * the graph (rebuilding it when their generations differ) before returning.
     */
    public static KgStore open(Path dir) { return open(dir, false); }

    /**
     * As {@link #open(Path)}; {@code once} for a process that answers one command and exits: the
     * index is then read, not mapped, as {@link Searcher#open(Path, boolean)} explains (mapping
     * starts the foreign-memory API, tens of milliseconds of a cold command that may not search).
     */
    public static KgStore open(Path dir, boolean once) {
        try {
            Files.createDirectories(StoreLayout.graph(dir));
            Files.createDirectories(StoreLayout.index(dir));
            Dataset ds = StoreLockWait.connect(StoreLayout.graph(dir), System.err);
            ds.getContext().set(TDB2.symUnionDefaultGraph, true);
            Path index = StoreLayout.index(dir);
            KgStore store = new KgStore(dir, ds, Searcher.directory(index, once), once);
            SearchPF.register();
            ds.getContext().set(SearchPF.SEARCHER, (dkg.search.SearcherSource) store::withSearcher);
            store.reconcile();
            return store;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public Path directory() { return dir; }

    /** The committed generation (0 for a new store). */
    public long generation() {
        long g = generation;
        if (g < 0) generation = g = read(KgStore::generationIn);
        return g;
    }

    /**
     * The committed generation, once read: TDB2 lets one process at a time have the store, so only
     * this one's commits move it, and every warm command asks for it (a read transaction each time
     * was an eighth of a warm route). -1 until first read.
     */
    private volatile long generation = -1;

    /** Graph IRI → recorded SHA-256 of its source, from the system graph. */
    public Map<String, String> documentHashes() {
        return read(d -> {
            Map<String, String> out = new LinkedHashMap<>();
            d.find(SYSTEM, Node.ANY, Nodes.sha256, Node.ANY)
                    .forEachRemaining(q -> out.put(q.getSubject().getURI(), q.getObject().getLiteralLexicalForm()));
            return out;
        });
    }

    /**
     * Quads in the document graphs (the system graph not counted): the count the last commit
     * recorded, else (a store from before the count was kept) a scan of the whole store.
     */
    public long quadCount() {
        return read(d -> {
            Long n = storeNumber(d, Nodes.quadCount);
            return n != null ? n : countDocumentQuads(d);
        });
    }

    /** A number the system graph records of the store itself (its generation, its quad count), or null. */
    private static Long storeNumber(DatasetGraph d, Node property) {
        var it = d.find(SYSTEM, SYSTEM, property, Node.ANY);
        try {
            return it.hasNext() ? Long.valueOf(it.next().getObject().getLiteralLexicalForm()) : null;
        } finally {
            Iter.close(it);
        }
    }

    private static void setStoreNumber(DatasetGraph d, Node property, long value) {
        d.deleteAny(SYSTEM, SYSTEM, property, Node.ANY);
        d.add(SYSTEM, SYSTEM, property, NodeFactory.createLiteralDT(Long.toString(value), XSDDatatype.XSDinteger));
    }

    private static long quadsIn(DatasetGraph d, Node graph) {
        var it = d.find(graph, Node.ANY, Node.ANY, Node.ANY);
        try {
            return Iter.count(it);
        } finally {
            Iter.close(it);
        }
    }

    private static long countDocumentQuads(DatasetGraph d) {
        return d.stream().filter(q -> !q.getGraph().equals(SYSTEM)).count();
    }

    /** Whether the system graph records a document graph whose IRI does not start with {@code prefix}; stops at the first. */
    public boolean holdsGraphOutside(String prefix) {
        return read(d -> {
            var it = d.find(SYSTEM, Node.ANY, Nodes.sha256, Node.ANY);
            try {
                while (it.hasNext()) if (!it.next().getSubject().getURI().startsWith(prefix)) return true;
                return false;
            } finally {
                Iter.close(it);
            }
        });
    }

    /**
     * One stored document graph as the system graph records it.
     *
     * @param graph     the graph IRI
     * @param sourceKey the source's key (path relative to its root, or URL); null for graphs written
     *                  without one (a probe's host graph)
     * @param modified  when it was last committed ({@code xsd:dateTime} text), null if not recorded
     */
    public record StoredGraph(String graph, String sourceKey, String modified) {}

    /** Every named graph the system graph records (documents and host graphs), by IRI. */
    public List<StoredGraph> storedGraphs() {
        return read(d -> {
            Map<String, String[]> byGraph = new java.util.TreeMap<>();
            d.find(SYSTEM, Node.ANY, Node.ANY, Node.ANY).forEachRemaining(q -> {
                if (!q.getSubject().isURI() || q.getSubject().equals(SYSTEM)) return;
                String[] v = byGraph.computeIfAbsent(q.getSubject().getURI(), k -> new String[2]);
                if (q.getPredicate().equals(Nodes.sourcePath)) v[0] = q.getObject().getLiteralLexicalForm();
                else if (q.getPredicate().equals(Nodes.modified)) v[1] = q.getObject().getLiteralLexicalForm();
            });
            List<StoredGraph> out = new ArrayList<>();
            byGraph.forEach((g, v) -> out.add(new StoredGraph(g, v[0], v[1])));
            return out;
        });
    }

    /**
     * Records folders that source keys are relative to (skills-bundle roots), in the system graph,
     * so that a face can read an ingested file back. Metadata only: the generation does not move.
     */
    public void recordSourceRoots(java.util.Collection<Path> roots) {
        if (roots.isEmpty()) return;
        synchronized (commitLock) {
            wrote = true;
            Txn.executeWrite(dsg, () -> {
                for (Path root : roots)
                    dsg.add(SYSTEM, SYSTEM, Nodes.sourceRoot, NodeFactory.createLiteralString(root.toAbsolutePath().normalize().toString()));
            });
        }
    }

    /** The source roots recorded by {@link #recordSourceRoots}, most recently ingested first is not guaranteed. */
    public List<Path> sourceRoots() {
        return read(d -> {
            List<Path> out = new ArrayList<>();
            d.find(SYSTEM, SYSTEM, Nodes.sourceRoot, Node.ANY)
                    .forEachRemaining(q -> out.add(Path.of(q.getObject().getLiteralLexicalForm())));
            return out;
        });
    }

    /** Runs {@code f} in a read transaction over the dataset (default graph = union). */
    public <T> T read(Function<DatasetGraph, T> f) {
        if (dsg.isInTransaction()) return f.apply(dsg);
        return Txn.calculateRead(dsg, () -> f.apply(dsg));
    }

    /** The TDB2 dataset, for code that manages its own transactions; its context carries the searcher. */
    public Dataset dataset() { return dataset; }

    /**
     * Runs {@code use} with a searcher over the index as last committed; the searcher is the
     * caller's only for the call (a commit meanwhile does not close it under the call).
     */
    public <T> T withSearcher(Function<Searcher, T> use) {
        Searchers m = searchers();
        Searcher s;
        try {
            s = m.acquire();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            return use.apply(s);
        } finally {
            try {
                m.release(s);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * The current searcher, for a caller that reads it at once (tests, counts): it stays usable until
     * the next commit, so anything that may overlap a commit uses {@link #withSearcher}.
     */
    public Searcher searcher() { return withSearcher(s -> s); }

    private Searchers searchers() {
        synchronized (commitLock) {
            if (searchers == null) {
                try {
                    searchers = new Searchers(indexDir);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return searchers;
        }
    }

    /**
     * Applies the changes atomically to graph and index (see the class comment). Changes whose
     * recorded hash equals theirs, and drops of absent graphs, are skipped; when nothing is left the
     * generation stays as it was.
     */
    public CommitResult commit(ChangeSet changes) {
        synchronized (commitLock) {
            wrote = true;
            try {
                return commitLocked(changes);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private CommitResult commitLocked(ChangeSet changes) throws IOException {
        Map<String, String> hashes = documentHashes();
        List<GraphChange> todo = read(d -> changes.changes().stream().filter(c -> !noOp(d, c, hashes)).toList());
        long from = generation();
        if (todo.isEmpty()) return new CommitResult(from, from, 0, 0, 0);

        Map<Node, List<IndexEntry>> entries = new HashMap<>();
        for (GraphChange c : todo)
            entries.put(c.graph(), c.content() == null ? List.of() : IndexEntries.of(c.graph(), c.content()));
        List<IndexEntry> written = new ArrayList<>();
        entries.values().forEach(written::addAll);
        PassageVectors.Made vectors = PassageVectors.of(written, indexDir);

        long to;
        long quads = 0;
        int added = 0;
        IndexWriter writer = null;
        boolean committed = false;
        Node committedAt = NodeFactory.createLiteralDT(java.time.Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString(),
                XSDDatatype.XSDdateTime);
        dataset.begin(TxnType.WRITE);
        try {
            to = generationIn(dsg) + 1;
            Long before = storeNumber(dsg, Nodes.quadCount);
            long removed = 0;
            for (GraphChange c : todo) {
                Node g = c.graph();
                if (before != null) removed += quadsIn(dsg, g);
                dsg.deleteAny(g, Node.ANY, Node.ANY, Node.ANY);
                dsg.deleteAny(SYSTEM, g, Node.ANY, Node.ANY);
                if (c.content() == null) continue;
                var it = c.content().find();
                while (it.hasNext()) {
                    var t = it.next();
                    dsg.add(g, t.getSubject(), t.getPredicate(), t.getObject());
                    quads++;
                }
                if (c.sha256() != null) dsg.add(SYSTEM, g, Nodes.sha256, NodeFactory.createLiteralString(c.sha256()));
                if (c.sourceKey() != null) dsg.add(SYSTEM, g, Nodes.sourcePath, NodeFactory.createLiteralString(c.sourceKey()));
                dsg.add(SYSTEM, g, Nodes.modified, committedAt);
            }
            setStoreNumber(dsg, Nodes.generation, to);
            // a store from before the count was kept is counted once, here
            setStoreNumber(dsg, Nodes.quadCount, before != null ? before - removed + quads : countDocumentQuads(dsg));
            stepHook.accept(Step.GRAPH_WRITTEN);

            writer = Indexer.openWriter(indexDir, false);
            Indexer indexer = new Indexer(writer);
            for (GraphChange c : todo) {
                indexer.deleteGraph(c.graph().getURI());
                indexer.addAll(entries.get(c.graph()), vectors);
                added += entries.get(c.graph()).size();
            }
            indexer.stageGeneration(to);
            writer.prepareCommit();
            stepHook.accept(Step.INDEX_PREPARED);

            Path staged = Stamp.stage(dir, to, true);
            stepHook.accept(Step.PENDING_SYNCED);
            Stamp.publish(staged);
            stepHook.accept(Step.PENDING_WRITTEN);

            dataset.commit();
            committed = true;
            generation = to;
            stepHook.accept(Step.GRAPH_COMMITTED);
        } catch (RuntimeException | IOException | Error e) {
            if (!committed) {
                dataset.abort();
                if (writer != null) writer.rollback();
            }
            throw e;
        } finally {
            dataset.end();
            if (!committed) settleStampAfterAbort();
        }
        // Past the commit point: the graph holds N+1. If the index cannot follow, rebuild it now.
        try {
            Path staged = Stamp.stage(dir, to, false);
            stepHook.accept(Step.STAMP_SYNCED);
            Stamp.publish(staged);
            stepHook.accept(Step.STAMP_WRITTEN);
            writer.commit();
            writer.close();
            stepHook.accept(Step.INDEX_COMMITTED);
        } catch (RuntimeException | IOException e) {
            if (writer.isOpen()) writer.rollback();
            reconcile();
        }
        refreshSearcher();
        return new CommitResult(from, to, todo.size(), quads, added);
    }

    /**
     * Writes this generation as a snapshot archive ({@link StoreSnapshot}); commits wait meanwhile,
     * reads go on.
     */
    public StoreSnapshot.Manifest snapshot(java.io.OutputStream out, boolean gzip) {
        synchronized (commitLock) {
            try {
                return StoreSnapshot.write(dir, indexDir, generation(), out, gzip);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** After an aborted commit the graph is still N: put back the settled stamp over the pending one. */
    private void settleStampAfterAbort() {
        try {
            long gen = generation();
            if (Stamp.read(dir) != gen) Stamp.write(dir, gen);
        } catch (RuntimeException | IOException e) {
            // a pending stamp left behind only sends readers down the slow path, which repairs it
        }
    }

    private static boolean noOp(DatasetGraph d, GraphChange c, Map<String, String> hashes) {
        String iri = c.graph().getURI();
        if (c.content() == null) return !hashes.containsKey(iri) && !d.contains(c.graph(), Node.ANY, Node.ANY, Node.ANY);
        return c.sha256() != null && c.sha256().equals(hashes.get(iri));
    }

    /** Makes index and stamp reflect the graph's generation, rebuilding the index if it differs. */
    private void reconcile() throws IOException {
        long gen = generation();
        if (Indexer.committedGeneration(indexDir) != gen) rebuildIndex(gen);
        if (Stamp.read(dir) != gen) Stamp.write(dir, gen);
    }

    private void rebuildIndex(long gen) throws IOException {
        List<IndexEntry> all = read(d -> {
            List<IndexEntry> out = new ArrayList<>();
            d.listGraphNodes().forEachRemaining(g -> {
                if (!g.equals(SYSTEM)) out.addAll(IndexEntries.of(g, d.getGraph(g)));
            });
            return out;
        });
        // embedding what the old index lacks can take minutes: say why the command waits
        if (!all.isEmpty()) System.err.println("doca-kg: rebuilding the search index from the graph (it was missing, behind the graph, or of another format)");
        // read before the writer below discards the index they are kept in
        PassageVectors.Made vectors = PassageVectors.of(all, indexDir);
        try (IndexWriter writer = Indexer.openWriter(indexDir, true)) {
            Indexer indexer = new Indexer(writer);
            indexer.addAll(all, vectors);
            indexer.stageGeneration(gen);
            writer.commit();
        }
        refreshSearcher();
    }

    /** After a commit: the next call gets a reader over it; the old one closes when its last call ends. */
    private void refreshSearcher() {
        synchronized (commitLock) {
            if (searchers == null) return;
            try {
                searchers.maybeRefreshBlocking();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static long generationIn(DatasetGraph d) {
        Long gen = storeNumber(d, Nodes.generation);
        return gen != null ? gen : 0L;
    }

    @Override
    public void close() {
        synchronized (commitLock) {
            try {
                if (searchers != null) searchers.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            searchers = null;
        }
        try {
            indexDir.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            // A process about to exit that only read the store leaves it as a killed one would (the
            // next opener takes over TDB2's lock; StoreCrashIT): TDB2's orderly close forces every
            // index file to disk, tens of milliseconds of a one-shot command, more on a busy disk.
            // Otherwise release TDB2's cached connection so another process (or a reopen) sees the
            // files afresh.
            if (!(once && !wrote && OneCommandProcess.exitsAfterCommand())) TDBInternal.expel(dsg);
        }
    }
}
