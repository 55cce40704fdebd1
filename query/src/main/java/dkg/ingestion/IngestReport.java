package dkg.ingestion;

/**
 * What one ingest did. Counts are of what this run parsed and committed (unchanged documents are
 * skipped and counted in {@code unchanged}); {@code generation} is the store's generation after it.
 *
 * @param documents   documents parsed and written
 * @param quads       quads written
 * @param skills      Skill nodes among them
 * @param sections    Section nodes
 * @param symbols     distinct Symbol nodes mentioned or defined
 * @param errorCauses ErrorCause facts
 * @param unchanged   documents skipped because their bytes and parser version were already stored
 * @param warnings    problems reported as warnings
 * @param errors      problems that made a parser skip a row or item
 * @param generation  store generation after the ingest
 * @param seconds     wall time of the run
 * @param added       of {@code documents}, those new to the store
 * @param replaced    of {@code documents}, those that replaced an older version
 * @param storeDocuments documents in the store after the run
 * @param storeQuads  quads in the store's document graphs after the run
 */
public record IngestReport(int documents, long quads, long skills, long sections, long symbols,
                           long errorCauses, int unchanged, long warnings, long errors,
                           long generation, double seconds, int added, int replaced,
                           long storeDocuments, long storeQuads) {
    public IngestReport {
        if (documents < 0 || quads < 0 || unchanged < 0) throw new IllegalArgumentException("negative count");
    }

    /** Whether the run changed the store at all. */
    public boolean changedStore() { return documents > 0; }
}
