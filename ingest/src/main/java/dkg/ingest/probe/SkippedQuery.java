package dkg.ingest.probe;

/**
 * A spec the probe did not call, and why: no loaded library exports the symbol, its types are a
 * shape the probe does not handle, or an earlier attempt crashed or hung in it.
 */
public record SkippedQuery(String symbol, String reason) {}
