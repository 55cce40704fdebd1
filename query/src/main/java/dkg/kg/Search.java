package dkg.kg;

import dkg.layout.StoreLayout;
import dkg.search.SearchRequest;
import dkg.search.SearchResult;
import dkg.search.Searcher;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Full-text search that reads the Lucene index alone, so a one-shot {@code doca-kg search} process
 * never initialises Jena. Only when the index does not match the graph's generation (an ingest was
 * killed between the graph commit and the index commit) is the store opened, which rebuilds the
 * index, and the search retried.
 */
public final class Search {
    private Search() {}

    public static SearchResult search(Path storeDir, SearchRequest request) {
        try (Searcher s = openSearcher(storeDir, true)) {
            return s.search(request);
        }
    }

    /**
     * A searcher over the store's index, checked against the graph's generation and rebuilt first
     * when it lags. The caller closes it.
     */
    public static Searcher openSearcher(Path storeDir) { return openSearcher(storeDir, false); }

    /** As {@link #openSearcher(Path)}; {@code once} for a searcher that answers one search (see {@link Searcher#open(Path, boolean)}). */
    static Searcher openSearcher(Path storeDir, boolean once) {
        Path index = StoreLayout.index(storeDir);
        // no index folder beside a graph is an index lost, rebuilt below like a stale one
        if (!Files.isDirectory(index)) EmptyStore.require(storeDir);
        Searcher s = openSettled(storeDir, index, once);
        if (s.entryCount() == 0) {
            s.close();
            throw EmptyStore.error(storeDir);
        }
        return s;
    }

    /**
     * A stamp that says "pending" or disagrees with the index is either a commit in flight in
     * another process (it settles within its commit) or a killed one (it never does): wait briefly
     * for the first before repairing the second, which needs the store's lock.
     */
    private static Searcher openSettled(Path storeDir, Path index, boolean once) {
        long giveUp = System.nanoTime() + SETTLE_NANOS;
        while (true) {
            try {
                return Searcher.open(index, once);
            } catch (dkg.search.StaleIndexException stale) {
                if (System.nanoTime() > giveUp) break;
                try {
                    Thread.sleep(25);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
        }
        EmptyStore.require(storeDir);
        Repair.rebuild(storeDir);
        return Searcher.open(index, once);
    }

    /** How long a Jena-free reader waits for a commit in flight to settle the stamp. */
    private static final long SETTLE_NANOS = 1_000_000_000L;

    /** Kept apart so that loading {@link Search} loads no Jena class. */
    private static final class Repair {
        static void rebuild(Path storeDir) {
            dkg.storage.KgStore.open(storeDir).close();
        }
    }
}
