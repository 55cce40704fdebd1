package dkg.ingestion;

import java.util.List;

/**
 * The default sources of {@code doca-kg ingest}, for {@code doca-kg sources}: what each brings, how
 * big it is, whether it is cached, and how to bring it in without network.
 *
 * @param sources one entry per manifest source
 */
public record SourceList(List<Source> sources) {
    public SourceList {
        sources = List.copyOf(sources);
    }

    /**
     * One default source.
     *
     * @param name        manifest name ({@code doca-skills})
     * @param kind        what {@code ingest --only} calls it: skills, api, samples
     * @param description where it comes from
     * @param brings      what it adds to the graph
     * @param download    approximate download size, as the manifest states it
     * @param archive     the pinned archive URL
     * @param cached      the unpacked folder in the cache, or null when not downloaded yet
     * @param offline     the command that ingests the archive once downloaded by hand
     */
    public record Source(String name, String kind, String description, String brings, String download,
                         String archive, String cached, String offline) {}
}
