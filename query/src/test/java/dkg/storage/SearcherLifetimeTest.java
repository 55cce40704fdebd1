package dkg.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.search.SearchRequest;
import dkg.search.Searcher;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A long-lived store that takes many commits keeps one open index reader, plus those still in use. */
class SearcherLifetimeTest {
    @TempDir Path dir;


    @Test
    void aHundredCommitsLeaveOneOpenReader() {
        try (KgStore store = KgStore.open(dir)) {
            List<Searcher> seen = new ArrayList<>();
            for (int i = 0; i < 100; i++) {
                CrashCommitter.commitNext(store);
                // a search after every commit, as a holder's clients would make
                seen.add(store.withSearcher(s -> {
                    assertEquals(store.generation(), s.generation());
                    return s;
                }));
            }
            long open = seen.stream().distinct().filter(s -> s.reader().getRefCount() > 0).count();
            assertEquals(1, open, "readers of superseded commits are closed");
            assertEquals(store.generation(), seen.getLast().generation());
        }
    }

    @Test
    void aSearchInProgressKeepsItsReaderAcrossACommit() throws Exception {
        try (KgStore store = KgStore.open(dir)) {
            CrashCommitter.commitNext(store);
            long before = store.generation();
            CountDownLatch inside = new CountDownLatch(1), committed = new CountDownLatch(1);
            var result = new java.util.concurrent.atomic.AtomicReference<Object>();
            Thread reader = Thread.ofPlatform().start(() -> result.set(store.withSearcher(s -> {
                inside.countDown();
                try {
                    committed.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                // the commit below replaced the index under this call: its reader must still answer
                return s.generation() + ":" + s.search(SearchRequest.of("padding", 50)).hits().size();
            })));
            inside.await();
            CrashCommitter.commitNext(store);
            committed.countDown();
            reader.join();
            assertTrue(result.get() instanceof String r && r.startsWith(before + ":"), String.valueOf(result.get()));
            assertEquals(before + 1, store.withSearcher(Searcher::generation));
        }
    }
}
