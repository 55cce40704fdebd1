package dkg.op;

import dkg.kg.Generation;
import dkg.search.SearchRequest;
import dkg.search.SearchResult;

/**
 * What an operation may use to answer: the store generation the call answers from, which a
 * context reads once (so every value of one call comes from one generation) and a face opens only
 * when an operation asks for it; and full-text search, which a one-shot command answers from the
 * index alone.
 */
public interface Context {
    /** The generation this call answers from. */
    Generation generation();

    /** Full-text search over the store's index. */
    default SearchResult search(SearchRequest request) { return generation().search(request); }
}
