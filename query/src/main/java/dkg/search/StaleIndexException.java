package dkg.search;

/**
 * The index does not reflect the store's generation (a kill between the graph commit and the
 * index commit, or no index yet). Open the store ({@code KgStore.open}), which rebuilds the
 * index from the graph, then retry.
 */
public class StaleIndexException extends RuntimeException {
    private final long stamp;
    private final long indexGeneration;

    public StaleIndexException(long stamp, long indexGeneration) {
        super("search index is at generation " + indexGeneration + " but the store is at " + stamp
                + "; opening the store rebuilds it");
        this.stamp = stamp;
        this.indexGeneration = indexGeneration;
    }

    /** Generation in the stamp file, -1 when absent. */
    public long stamp() { return stamp; }
    /** Generation in the index's last commit, -1 when there is no index. */
    public long indexGeneration() { return indexGeneration; }
}
