package dkg.kg;

import dkg.error.BadInputException;
import dkg.ingest.fetch.Archives;
import dkg.layout.StoreLayout;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The one refusal for a store that holds nothing (never ingested, or a failed first ingest): a
 * search, count or validation over nothing would read as "no hits" or "conforms". Jena-free, so
 * the Lucene-only search can use it.
 */
public final class EmptyStore {
    private EmptyStore() {}

    /** The refusal for {@code storeDir}; a file given as the store is named as the mistake it is. */
    public static BadInputException error(Path storeDir) {
        if (isFile(storeDir))
            return new BadInputException("the store " + storeDir + " is a file, not a folder; pass --store DIR (created by the first ingest)");
        return new BadInputException(BadInputException.Code.EMPTY_STORE,
                "the store at " + storeDir + " is empty; run doca-kg ingest (or pass --store DIR)");
    }

    /** Refuses {@code storeDir} unless it holds a store (a graph folder): the check before a command that only reads. */
    public static void require(Path storeDir) {
        if (isFile(storeDir) || missing(storeDir)) throw error(storeDir);
    }

    /** Refuses a file given as the store, before anything is read or written there. */
    public static void requireFolder(Path storeDir) {
        if (isFile(storeDir)) throw error(storeDir);
    }

    /** Whether {@code storeDir} is something other than a folder: no store can be made there. */
    public static boolean isFile(Path storeDir) {
        return Files.exists(storeDir) && !Files.isDirectory(storeDir);
    }

    /**
     * Removes the store files a failed first ingest created (graph, index, stamp) and the folder
     * when nothing else is in it; the download cache stays.
     */
    public static void remove(Path storeDir) {
        try {
            Archives.deleteTree(StoreLayout.graph(storeDir));
            Archives.deleteTree(StoreLayout.index(storeDir));
            Files.deleteIfExists(StoreLayout.stamp(storeDir));
            try (var left = Files.list(storeDir)) {
                if (left.findAny().isEmpty()) Files.delete(storeDir);
            }
        } catch (java.io.IOException e) {
            // best effort: the ingest's own failure is what the user must see
        }
    }

    /** Whether {@code storeDir} has no graph folder at all (opening it would create an empty store). */
    public static boolean missing(Path storeDir) {
        return !Files.isDirectory(StoreLayout.graph(storeDir));
    }
}
