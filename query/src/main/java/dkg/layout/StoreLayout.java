package dkg.layout;

import java.nio.file.Path;

/**
 * The folders and files of a store, named in this one place: the graph, the index and the stamp
 * that ties them to one generation, the values derived from a generation, logs, the download cache,
 * the team server's tokens and the socket of the process holding the store. Jena- and Lucene-free,
 * so that a cold search can find its index.
 */
public final class StoreLayout {
    private StoreLayout() {}

    /** TDB2's folder. */
    public static Path graph(Path store) { return store.resolve("tdb2"); }

    /** The Lucene index. */
    public static Path index(Path store) { return store.resolve("index"); }

    /** The committed generation, written after the graph and the index agree. */
    public static Path stamp(Path store) { return store.resolve("generation"); }

    /** Values computed from one generation, kept for the next process. */
    public static Path derived(Path store) { return store.resolve("derived"); }

    /** What the store set aside (a torn journal) and the probe's crash reports. */
    public static Path logs(Path store) { return store.resolve("logs"); }

    /** Downloaded pages and archives, and archives unpacked; not part of the store's data. */
    public static Path cache(Path store) { return store.resolve("cache"); }

    /** The team server's bearer tokens, hashed. */
    public static Path tokens(Path store) { return store.resolve("tokens"); }

    /** The socket of the process holding the store, by its file name (what {@code status} shows). */
    public static final String HOLDER_SOCKET = "holder.sock";

    /** The socket of the process holding the store. */
    public static Path holderSocket(Path store) { return store.resolve(HOLDER_SOCKET); }
}
