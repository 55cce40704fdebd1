package dkg.search;

import java.util.List;

/** The hits for one query, best first, one per IRI. */
public record SearchResult(String query, List<Hit> hits) {
    public SearchResult { hits = List.copyOf(hits); }
}
