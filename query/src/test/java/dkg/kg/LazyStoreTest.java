package dkg.kg;

import dkg.api.FixtureStore;

import static org.junit.jupiter.api.Assertions.*;

import dkg.search.SearchRequest;
import dkg.search.Searcher;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A session's first search reads the index alone; once the store is open, the store's searcher answers. */
class LazyStoreTest {
    @TempDir Path dir;

    @Test
    void searchBeforeTheStoreOpensReadsTheIndexAlone() {
        FixtureStore.ingest(dir, FixtureStore.copyBundle(dir)).close();
        LazyStore lazy = new LazyStore(dir.resolve("store"), true, false);
        try {
            Searcher early = lazy.withSearcher(s -> s);
            assertFalse(lazy.isOpen(), "a search must not open TDB2");
            assertFalse(early.search(SearchRequest.of("widget", 5)).hits().isEmpty());
            assertSame(early, lazy.withSearcher(s -> s), "one index-only searcher per store until it opens");

            lazy.get();
            assertTrue(lazy.isOpen());
            Searcher opened = lazy.withSearcher(s -> s);
            assertNotSame(early, opened, "after opening, searches follow the store's commits");
            assertEquals(early.search(SearchRequest.of("widget", 5)).hits().size(), opened.search(SearchRequest.of("widget", 5)).hits().size());
        } finally {
            lazy.close();
        }
    }
}
