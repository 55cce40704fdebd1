package dkg.api;

import java.nio.file.Path;

/**
 * How to ingest.
 *
 * @param strict   treat parser warnings as errors
 * @param force    re-parse documents even when their hash is unchanged
 * @param manifest the default-sources manifest to use when no source is named (null: the built-in one)
 * @param cacheDir where downloaded archives and fetched pages are kept (null: beside the store)
 */
public record IngestOptions(boolean strict, boolean force, Path manifest, Path cacheDir) {
    public static IngestOptions defaults() { return new IngestOptions(false, false, null, null); }
}
