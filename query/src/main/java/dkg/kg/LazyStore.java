package dkg.kg;

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
 * The store behind a {@code DocaKg}, opened on first use: a command answered from files derived at
 * ingest (stats, skill profiles) never starts Jena or TDB2. Shared by a DocaKg and its borrowed
 * views, and with them the {@link Generation} cell of what each generation has computed.
 */
public final class LazyStore {
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
    public LazyStore(Path dir, boolean mustHoldDocuments, boolean once) {
        this.dir = dir;
        this.mustHoldDocuments = mustHoldDocuments;
        this.once = once;
    }

    /** The store, opened now if it is not yet. */
    public KgStore get() {
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
    public boolean isOpen() { return store != null; }

    /** The committed generation: from the store when open, else from the stamp file; -1 when unknown. */
    public long knownGeneration() {
        KgStore s = store;
        return s != null ? s.generation() : Stamp.read(dir);
    }

    public <T> T read(Function<DatasetGraph, T> f) { return get().read(f); }

    public CommitResult commit(ChangeSet changes) { return get().commit(changes); }

    public Dataset dataset() { return get().dataset(); }

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

    /** The store folder. */
    public Path directory() { return dir; }

    private volatile Generation current;

    /**
     * The cell of the generation committed now (the store's, or the stamp's before it is opened): the
     * same cell until the next commit, then a new, empty one.
     */
    public Generation current() {
        long number = knownGeneration();
        Generation g = current;
        if (g != null && g.number() == number) return g;
        synchronized (this) {
            g = current;
            if (g == null || g.number() != number) current = g = new Generation(this, number);
            return g;
        }
    }

    java.util.Map<String, String> documentHashes() { return get().documentHashes(); }

    public synchronized void close() {
        if (early != null) early.close();
        early = null;
        if (store != null) store.close();
        store = null;
    }
}
