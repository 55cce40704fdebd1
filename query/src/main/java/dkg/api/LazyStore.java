package dkg.api;

import dkg.search.Searcher;
import dkg.search.Stamp;
import dkg.storage.ChangeSet;
import dkg.storage.CommitResult;
import dkg.storage.KgStore;
import java.nio.file.Path;
import java.util.function.Function;
import org.apache.jena.query.Dataset;
import org.apache.jena.sparql.core.DatasetGraph;

/**
 * The store behind a {@link DocaKg}, opened on first use: a command answered from files derived at
 * ingest (stats, skill profiles) never starts Jena or TDB2. Shared by a DocaKg and its borrowed views.
 */
final class LazyStore {
    private final Path dir;
    private final boolean mustHoldDocuments;
    private final boolean once;
    private volatile KgStore store;

    /**
     * @param mustHoldDocuments refuse the store ({@link EmptyStore#error}) when it is opened and holds
     *                          no ingested document, only host graphs or nothing
     * @param once              the store answers one command and is closed (its index is read, not
     *                          mapped: see {@link KgStore#open(Path, boolean)})
     */
    LazyStore(Path dir, boolean mustHoldDocuments, boolean once) {
        this.dir = dir;
        this.mustHoldDocuments = mustHoldDocuments;
        this.once = once;
    }

    KgStore get() {
        KgStore s = store;
        if (s == null) {
            synchronized (this) {
                s = store;
                if (s == null) store = s = opened();
            }
        }
        return s;
    }

    private KgStore opened() {
        KgStore s = KgStore.open(dir, once);
        if (mustHoldDocuments && !s.holdsGraphOutside(dkg.vocab.DKG.hostGraphIri(""))) {
            s.close();
            throw EmptyStore.error(dir);
        }
        return s;
    }

    /** Whether Jena and TDB2 have been started for this store. */
    boolean isOpen() { return store != null; }

    /** The committed generation: from the store when open, else from the stamp file; -1 when unknown. */
    long knownGeneration() {
        KgStore s = store;
        return s != null ? s.generation() : Stamp.read(dir);
    }

    <T> T read(Function<DatasetGraph, T> f) { return get().read(f); }

    CommitResult commit(ChangeSet changes) { return get().commit(changes); }

    Dataset dataset() { return get().dataset(); }

    /**
     * Runs {@code use} with a searcher over the store's index. Before the store is opened it is the
     * index alone, checked against the stamp as a one-shot {@code search} checks it: a session's
     * first search need not wait for Jena and TDB2. Once the store is open, its searchers follow the
     * store's commits; the early one is closed with this store.
     */
    <T> T withSearcher(java.util.function.Function<Searcher, T> use) {
        KgStore s = store;
        if (s != null) return s.withSearcher(use);
        Searcher first;
        synchronized (this) {
            if (store != null) return store.withSearcher(use);
            if (early == null) early = Search.openSearcher(dir, once);
            first = early;
        }
        return use.apply(first);
    }

    /** The index-only searcher handed out before the store was opened; null until then. */
    private Searcher early;

    long generation() { return get().generation(); }

    java.util.Map<String, String> documentHashes() { return get().documentHashes(); }

    synchronized void close() {
        if (early != null) early.close();
        early = null;
        if (store != null) store.close();
        store = null;
    }
}
