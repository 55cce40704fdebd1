package dkg.op;

import dkg.api.DocaKg;
import dkg.search.SearchRequest;
import dkg.search.SearchResult;

/**
 * What an operation may use to answer: the store's query API, opened by the face only when an
 * operation asks for it, and full-text search, which a one-shot command answers from the index
 * alone.
 */
public interface Context {
    /** The query API over the face's store. */
    DocaKg kg();

    /** Full-text search over the store's index. */
    default SearchResult search(SearchRequest request) { return kg().search(request); }

    /** A context over an open query API. */
    static Context of(DocaKg kg) { return () -> kg; }
}
