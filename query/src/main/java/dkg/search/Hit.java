package dkg.search;

/** One ranked search result, rendered from stored fields alone (no TDB2 needed). */
public record Hit(int rank, float score, EntryType type, String iri, String title, String skill,
                  String source, String snippet, String lang) {}
