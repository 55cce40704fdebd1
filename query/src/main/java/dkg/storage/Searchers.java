package dkg.storage;

import dkg.search.Searcher;
import java.io.IOException;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.search.ReferenceManager;
import org.apache.lucene.store.Directory;

/**
 * The store's searchers, managed as Lucene's {@code SearcherManager} manages its own: each call
 * acquires the current one and releases it, a commit swaps in a reader reopened over the new commit,
 * and a superseded reader closes when its last call releases it. So a long-lived process that takes
 * many ingests holds one reader, plus those that calls still use.
 */
final class Searchers extends ReferenceManager<Searcher> {
    Searchers(Directory index) throws IOException {
        current = Searcher.over(DirectoryReader.open(index));
    }

    @Override
    protected void decRef(Searcher s) throws IOException { s.reader().decRef(); }

    @Override
    protected Searcher refreshIfNeeded(Searcher old) throws IOException {
        DirectoryReader reopened = DirectoryReader.openIfChanged(old.reader());
        return reopened == null ? null : Searcher.over(reopened);
    }

    @Override
    protected boolean tryIncRef(Searcher s) { return s.reader().tryIncRef(); }

    @Override
    protected int getRefCount(Searcher s) { return s.reader().getRefCount(); }
}
