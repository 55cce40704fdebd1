package dkg.search;

import java.util.List;

/**
 * The hits for one query, best first, one per IRI.
 *
 * @param query the words searched: the query as given or, for one over {@link SignalText#SHORT}
 *              characters (a pasted log), the telling words drawn from it, so a long paste is not
 *              sent back whole
 */
public record SearchResult(String query, List<Hit> hits) {
    public SearchResult { hits = List.copyOf(hits); }
}
