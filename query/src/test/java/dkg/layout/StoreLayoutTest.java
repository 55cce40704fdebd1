package dkg.layout;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Everything a store holds at its top is a place StoreLayout names: no part of the code spells a folder of its own. */
class StoreLayoutTest {
    @TempDir Path dir;

    @Test
    void aStoreHoldsOnlyWhatTheLayoutNames() throws Exception {
        Path store;
        try (DocaKg kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir))) {
            store = kg.directory();
            // derived values written, as the first answers of a session write them
            dkg.housekeeping.Statistics.of(kg.generation());
            dkg.routing.Routing.router(kg.generation());
        }
        Path s = store;
        Set<Path> named = Stream.of(StoreLayout.graph(s), StoreLayout.index(s), StoreLayout.stamp(s), StoreLayout.derived(s),
                StoreLayout.logs(s), StoreLayout.cache(s), StoreLayout.tokens(s), StoreLayout.holderSocket(s)).collect(Collectors.toSet());
        List<Path> top;
        try (Stream<Path> files = Files.list(store)) {
            top = files.toList();
        }
        for (Path p : List.of(StoreLayout.graph(s), StoreLayout.index(s), StoreLayout.stamp(s), StoreLayout.derived(s)))
            assertTrue(Files.exists(p), p + " missing after an ingest");
        assertEquals(List.of(), top.stream().filter(p -> !named.contains(p)).toList(), "not named by StoreLayout");
    }
}
