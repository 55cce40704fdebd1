package dkg.housekeeping;

import java.util.List;

/**
 * What a store is and holds, for {@code doca-kg status}: enough to tell which store a command
 * would read, whether it is empty, what was ingested when, and what process holds it.
 *
 * @param store      the store folder (absolute)
 * @param state      {@code missing} (no store yet), {@code empty} (nothing ingested), {@code ready},
 *                   or {@code held} (another process has it open, and this one cannot read it; counts unknown)
 * @param generation committed generation (0 for a new store; -1 when unknown because held)
 * @param documents  ingested document graphs
 * @param quads      quads in all graphs (-1 when unknown)
 * @param sources    the documents grouped by where they came from, with versions and dates
 * @param holder     the process holding the store (which may be the one answering), or null
 * @param bytes      size of the store folder on disk (the download cache excluded)
 */
public record StoreStatus(String store, String state, long generation, long documents, long quads,
                          List<SourceSummary> sources, Holder holder, long bytes) {
    public StoreStatus {
        sources = List.copyOf(sources);
    }

    /**
     * A group of documents from one source.
     *
     * @param source       what they came from: {@code skills} (bundle), {@code api} (Doxygen reference),
     *                     {@code include} (headers), {@code localized}, {@code web}, {@code host} (probe)
     * @param version      the release or language the keys name (e.g. {@code 3.0.0058}, {@code zh}), or null
     * @param documents    graphs in the group
     * @param lastIngested the latest commit time among them (ISO-8601), or null if not recorded
     * @param forget       what to give {@code doca-kg forget} to remove the group
     */
    public record SourceSummary(String source, String version, long documents, String lastIngested, String forget) {}

    /**
     * The process holding the store.
     *
     * @param pid     its process id
     * @param command its command line, when readable
     * @param via     how it was found: {@code holder.sock} (the holder told), or {@code tdb2/tdb.lock}
     * @param since   when it started holding the store (ISO-8601), or null when not told
     * @param serves  what it serves ({@code serve on http://127.0.0.1:3030/}, {@code mcp (stdio)}), or null
     */
    public record Holder(long pid, String command, String via, String since, String serves) {}
}
