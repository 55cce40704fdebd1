package dkg.ingestion;

import java.nio.file.Path;

/**
 * How to ingest.
 *
 * @param strict   treat parser warnings as errors
 * @param force    re-parse documents even when their hash is unchanged
 * @param manifest the default-sources manifest to use when no source is named (null: the built-in one)
 * @param cacheDir where downloaded archives and fetched pages are kept (null: beside the store)
 * @param only     kinds of default source to read ({@code skills}, {@code api}, {@code samples}); empty: all
 */
public record IngestOptions(boolean strict, boolean force, Path manifest, Path cacheDir, java.util.Set<String> only) {
    public IngestOptions {
        only = only == null ? java.util.Set.of() : java.util.Set.copyOf(only);
    }

    /** Options without {@code --only}: every default source. */
    public IngestOptions(boolean strict, boolean force, Path manifest, Path cacheDir) {
        this(strict, force, manifest, cacheDir, java.util.Set.of());
    }

    public static IngestOptions defaults() { return new IngestOptions(false, false, null, null); }
}
