package dkg.search;

import java.util.function.Function;

/**
 * Lends a searcher over the current index for the length of one call: the reader stays open while
 * the call runs, even if a commit moves the index on meanwhile, and is closed once no call uses it.
 */
@FunctionalInterface
public interface SearcherSource {
    <T> T withSearcher(Function<Searcher, T> use);
}
