package dkg.storage;

import static dkg.storage.TestGraphs.*;
import static org.junit.jupiter.api.Assertions.*;

import dkg.search.Hit;
import dkg.search.Indexer;
import dkg.search.SearchRequest;
import dkg.search.Searcher;
import dkg.search.Stamp;
import dkg.vocab.DKG;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.jena.graph.Node;
import org.apache.jena.sparql.exec.QueryExec;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KgStoreTest {
    @TempDir Path dir;

    @AfterEach
    void resetHook() { KgStore.stepHook = step -> {}; }

    static TestGraphs.Doc dmaSkill() {
        var d = doc("doca-dma", "skills/libs/doca-dma/SKILL.md").skill("library", "Copy memory with the DMA engine.");
        d.section("copying", "Copying memory", "Submit a memcpy task with doca_dma_task_memcpy_alloc_init.", "doca_dma_task_memcpy_alloc_init");
        return d;
    }

    static TestGraphs.Doc dmaCaps(String causeText) {
        var d = doc("doca-dma", "skills/libs/doca-dma/CAPABILITIES.md");
        Node sec = d.section("error-taxonomy", "Error taxonomy", "What errors mean.");
        d.errorCause(sec, "DOCA_ERROR_NOT_PERMITTED", "memcpy submit", causeText, "register the buffer for writing");
        return d;
    }

    static long count(KgStore s, String where) {
        return s.<Long>read(d -> ((Number) QueryExec.dataset(d).query(DKG.PREFIXES + "SELECT (COUNT(*) AS ?n) { " + where + " }")
                .select().next().get("n").getLiteralValue()).longValue());
    }

    static List<String> hits(KgStore s, String q) {
        return s.searcher().search(SearchRequest.of(q, 20)).hits().stream().map(Hit::iri).toList();
    }

    @Test
    void newStoreIsAtGenerationZeroWithAMatchingIndexAndStamp() throws Exception {
        try (KgStore s = KgStore.open(dir)) {
            assertEquals(0, s.generation());
            assertTrue(s.documentHashes().isEmpty());
        }
        assertEquals(0, Stamp.read(dir));
        assertEquals(0, Indexer.committedGeneration(dkg.layout.StoreLayout.index(dir)));
        try (Searcher s = Searcher.openStore(dir)) { assertEquals(0, s.entryCount()); }
    }

    @Test
    void commitWritesGraphsHashesIndexAndMovesTheGeneration() {
        try (KgStore s = KgStore.open(dir)) {
            CommitResult r = s.commit(ChangeSet.of(dmaSkill().change("h1"), dmaCaps("missing write access").change("h2")));
            assertEquals(0, r.previousGeneration());
            assertEquals(1, r.generation());
            assertEquals(2, r.graphsChanged());
            assertTrue(r.quadsWritten() > 10);
            assertEquals(1, s.generation());
            assertEquals(2, s.documentHashes().size());
            assertEquals("h1", s.documentHashes().get(DKG.documentIri("skills/libs/doca-dma/SKILL.md")));
            // default graph = union of the named graphs
            assertEquals(1, count(s, "?s a dkg:Skill"));
            assertEquals(2, count(s, "?s a dkg:Section"));
            assertEquals(1, count(s, "?s a dkg:ErrorCause"));
            assertTrue(hits(s, "NOT_PERMITTED").contains(DKG.inDocumentIri("skills/libs/doca-dma/CAPABILITIES.md", "error-DOCA_ERROR_NOT_PERMITTED")));
            assertEquals(r.indexEntries(), s.searcher().entryCount());
        }
        assertEquals(1, Stamp.read(dir));
    }

    @Test
    void theRecordedQuadCountFollowsAddsReplacementsAndDrops() {
        try (KgStore s = KgStore.open(dir)) {
            var caps = dmaCaps("missing write access");
            s.commit(ChangeSet.of(dmaSkill().change("h1"), caps.change("h2")));
            assertEquals(scanned(s), s.quadCount());
            assertTrue(s.quadCount() > 10);
            s.commit(ChangeSet.of(dmaCaps("the queue was stopped, and a longer cause replaces the first").change("h3")));
            assertEquals(scanned(s), s.quadCount());
            s.commit(ChangeSet.of(GraphChange.drop(caps.graphName())));
            assertEquals(scanned(s), s.quadCount());
        }
    }

    private static long scanned(KgStore s) {
        return s.read(d -> d.stream().filter(q -> !q.getGraph().equals(dkg.vocab.DKG.Nodes.systemGraph)).count());
    }

    @Test
    void recommittingTheSameHashesIsANoOp() {
        try (KgStore s = KgStore.open(dir)) {
            s.commit(ChangeSet.of(dmaSkill().change("h1")));
            CommitResult again = s.commit(ChangeSet.of(dmaSkill().change("h1")));
            assertFalse(again.changed());
            assertEquals(0, again.graphsChanged());
            assertEquals(1, s.generation());
            assertFalse(s.commit(new ChangeSet(List.of())).changed());
            assertFalse(s.commit(ChangeSet.of(GraphChange.drop(uri("urn:never-written")))).changed());
            assertEquals(1, s.generation());
        }
    }

    @Test
    void replacingAGraphReplacesItsTriplesAndIndexEntriesOnly() {
        try (KgStore s = KgStore.open(dir)) {
            s.commit(ChangeSet.of(dmaSkill().change("h1"), dmaCaps("missing write access").change("h2")));
            s.commit(ChangeSet.of(dmaCaps("the queue was stopped").change("h3")));
            assertEquals(2, s.generation());
            assertEquals(1, count(s, "?s dkg:cause \"the queue was stopped\""));
            assertEquals(0, count(s, "?s dkg:cause \"missing write access\""));
            assertEquals(1, count(s, "?s a dkg:Skill"), "the other graph is untouched");
            assertTrue(hits(s, "queue stopped").stream().anyMatch(i -> i.contains("error-")));
            assertFalse(hits(s, "missing access").stream().anyMatch(i -> i.contains("error-")));
        }
    }

    @Test
    void droppingAGraphRemovesItsTriplesHashAndEntries() {
        try (KgStore s = KgStore.open(dir)) {
            var caps = dmaCaps("missing write access");
            s.commit(ChangeSet.of(dmaSkill().change("h1"), caps.change("h2")));
            int before = s.searcher().entryCount();
            CommitResult r = s.commit(ChangeSet.of(GraphChange.drop(caps.graphName())));
            assertEquals(2, r.generation());
            assertEquals(0, count(s, "?s a dkg:ErrorCause"));
            assertFalse(s.documentHashes().containsKey(caps.graphName().getURI()));
            assertTrue(s.searcher().entryCount() < before);
            assertTrue(hits(s, "NOT_PERMITTED").isEmpty());
        }
    }

    @Test
    void reopenKeepsDataAndGeneration() {
        try (KgStore s = KgStore.open(dir)) { s.commit(ChangeSet.of(dmaSkill().change("h1"))); }
        try (KgStore s = KgStore.open(dir)) {
            assertEquals(1, s.generation());
            assertEquals(1, count(s, "?s a dkg:Skill"));
            assertFalse(hits(s, "memcpy").isEmpty());
        }
    }

    @Test
    void indexIsRebuiltWhenItsGenerationDiffersFromTheGraph() throws Exception {
        int entries;
        try (KgStore s = KgStore.open(dir)) {
            s.commit(ChangeSet.of(dmaSkill().change("h1"), dmaCaps("missing write access").change("h2")));
            entries = s.searcher().entryCount();
        }
        // an index one generation behind and empty, as after a kill before its commit
        try (var d = FSDirectory.open(dkg.layout.StoreLayout.index(dir)); IndexWriter w = Indexer.openWriter(d, true)) {
            new Indexer(w).stageGeneration(0);
            w.commit();
        }
        assertThrows(dkg.search.StaleIndexException.class, () -> Searcher.openStore(dir));
        try (KgStore s = KgStore.open(dir)) {
            assertEquals(entries, s.searcher().entryCount());
            assertEquals(1, s.searcher().generation());
        }
        try (Searcher s = Searcher.openStore(dir)) { assertEquals(entries, s.entryCount()); }

        // a deleted index is rebuilt as well
        try (var files = Files.walk(dkg.layout.StoreLayout.index(dir))) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
        try (KgStore s = KgStore.open(dir)) { assertEquals(entries, s.searcher().entryCount()); }
    }

    @Test
    void aFailureBeforeTheGraphCommitLeavesGraphAndIndexAsTheyWere() {
        for (KgStore.Step failAt : List.of(KgStore.Step.GRAPH_WRITTEN, KgStore.Step.INDEX_PREPARED)) {
            try (KgStore s = KgStore.open(dir)) {
                if (s.generation() == 0) s.commit(ChangeSet.of(dmaSkill().change("h1")));
                long gen = s.generation();
                int entries = s.searcher().entryCount();
                KgStore.stepHook = step -> { if (step == failAt) throw new IllegalStateException("injected at " + step); };
                assertThrows(IllegalStateException.class,
                        () -> s.commit(ChangeSet.of(dmaCaps("missing write access").change("h2"))));
                KgStore.stepHook = step -> {};
                assertEquals(gen, s.generation(), "after failure at " + failAt);
                assertEquals(0, count(s, "?s a dkg:ErrorCause"));
                assertEquals(entries, s.searcher().entryCount());
                assertEquals(gen, Stamp.read(dir));
                // the store still works
                assertEquals(gen + 1, s.commit(ChangeSet.of(dmaCaps("x").change("h-" + failAt))).generation());
                s.commit(ChangeSet.of(GraphChange.drop(dmaCaps("x").graphName())));
            }
        }
    }

    @Test
    void aFailureAfterTheGraphCommitStillLeavesAnAgreeingIndex() {
        try (KgStore s = KgStore.open(dir)) {
            KgStore.stepHook = step -> { if (step == KgStore.Step.STAMP_WRITTEN) throw new IllegalStateException("injected"); };
            CommitResult r = s.commit(ChangeSet.of(dmaSkill().change("h1")));
            assertEquals(1, r.generation());
            assertEquals(1, s.searcher().generation());
        }
        try (Searcher s = Searcher.openStore(dir)) { assertEquals(1, s.generation()); }
    }

    @Test
    void locationPrefersTheOptionThenTheEnvironment() {
        assertEquals(Path.of("/tmp/x"), dkg.kg.StoreLocation.resolve("/tmp/x"));
        Path fallback = dkg.kg.StoreLocation.resolve(null);
        String env = System.getenv("DOCA_KG_STORE");
        assertEquals(env != null && !env.isBlank() ? Path.of(env)
                : Path.of(System.getProperty("user.home"), ".local", "share", "doca-kg"), fallback);
    }
}
