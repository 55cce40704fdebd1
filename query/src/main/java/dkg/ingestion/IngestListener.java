package dkg.ingestion;

import dkg.ingest.parse.Problems;
import dkg.ingest.source.Source;

/**
 * Told how an ingest goes, for progress display. Called from the ingesting thread. The CLI renders
 * it on stderr; library callers may pass {@link #NONE}.
 */
public interface IngestListener {
    /** {@code total} sources were resolved. */
    default void resolved(int total) { }
    /** One source was parsed, or skipped as unchanged. */
    default void parsed(Source source, boolean skipped) { }
    /** A parser reported a problem. */
    default void problem(Problems.Problem problem) { }
    /** Parsing is over; the commit starts. */
    default void committing(int documents) { }
    /** The commit is done; answers one-shot commands read ({@code what}) are being derived for the new generation. */
    default void deriving(String what) { }
    /** A download has {@code done} of {@code total} bytes (-1: unknown); (-1, -1) when it ended. */
    default void downloaded(long done, long total) { }
    /** A message worth a line on stderr (a download, a fallback). */
    default void note(String message) { }

    IngestListener NONE = new IngestListener() { };
}
