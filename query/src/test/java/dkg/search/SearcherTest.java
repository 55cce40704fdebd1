package dkg.search;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SearcherTest {
    static final String G1 = "urn:g:dma-skill", G2 = "urn:g:dma-caps", G3 = "urn:g:zh", G4 = "urn:g:rdma";

    @TempDir static Path store;
    static Searcher searcher;

    static IndexEntry e(String type, String iri, String title, String text, String skill, String source, String lang, String graph) {
        return new IndexEntry(EntryType.ofLabel(type), iri, title, text, skill, source, lang, graph);
    }

    static final List<IndexEntry> ENTRIES = List.of(
            e("skill", "urn:skill:doca-dma", "doca-dma", "Copy memory between buffers with the DMA engine.", "doca-dma", "skills/libs/doca-dma/SKILL.md", "en", G1),
            e("section", "urn:sec:errors", "Error taxonomy",
                    "A memcpy task fails with DOCA_ERROR_NOT_PERMITTED when the destination buffer was registered without write access on first submit.",
                    "doca-dma", "skills/libs/doca-dma/CAPABILITIES.md#error-taxonomy", "en", G2),
            e("section", "urn:sec:copying", "Copying large regions",
                    "When copying many buffers, batch the tasks and check the maximum buffer size first.",
                    "doca-dma", "skills/libs/doca-dma/SKILL.md#copying", "en", G1),
            e("symbol", "urn:sym:doca_dma_task_memcpy_alloc_init", "doca_dma_task_memcpy_alloc_init", "Allocate and initialise a memcpy task.",
                    "doca-dma", "skills/libs/doca-dma/SKILL.md#copying", "en", G1),
            // the same symbol IRI read from a second document: must collapse
            e("symbol", "urn:sym:doca_dma_task_memcpy_alloc_init", "doca_dma_task_memcpy_alloc_init", "Error taxonomy",
                    "doca-dma", "skills/libs/doca-dma/CAPABILITIES.md#error-taxonomy", "en", G2),
            e("error", "urn:ec:np", "DOCA_ERROR_NOT_PERMITTED (doca-dma)", "memcpy submit\nmissing write permission\nregister with DOCA_ACCESS_FLAG_LOCAL_READ_WRITE",
                    "doca-dma", "skills/libs/doca-dma/CAPABILITIES.md#error-taxonomy", "en", G2),
            e("section", "urn:sec:zh", "错误处理", "首次提交任务时返回权限错误，需要检查目标缓冲区的写权限。", "doca-dma", "seed-zh/000.txt#错误处理", "zh", G3),
            e("section", "urn:sec:rdma", "Remote writes", "RDMA write to a remote peer requires remote write permission.", "doca-rdma",
                    "skills/libs/doca-rdma/SKILL.md#remote-writes", "en", G4));

    @BeforeAll
    static void build() throws Exception {
        write(store, ENTRIES, 7);
        searcher = Searcher.openStore(store);
    }

    static void write(Path storeDir, List<IndexEntry> entries, long gen) throws Exception {
        Files.createDirectories(dkg.layout.StoreLayout.index(storeDir));
        try (var dir = FSDirectory.open(dkg.layout.StoreLayout.index(storeDir));
             IndexWriter w = Indexer.openWriter(dir, true)) {
            Indexer ix = new Indexer(w);
            ix.addAll(entries, PassageVectors.Made.NONE);
            ix.stageGeneration(gen);
            w.commit();
        }
        Stamp.write(storeDir, gen);
    }

    @AfterAll
    static void close() { searcher.close(); }

    List<String> iris(SearchRequest r) { return searcher.search(r).hits().stream().map(Hit::iri).toList(); }

    @Test
    void withoutSnippetsRanksTheSameHits() {
        for (String q : List.of("copies", "NOT_PERMITTED", "dma memcpy permission")) {
            var full = searcher.search(SearchRequest.of(q, 10)).hits();
            var bare = searcher.searchWithoutSnippets(SearchRequest.of(q, 10)).hits();
            assertEquals(full.stream().map(h -> h.iri() + " " + h.score() + " " + h.title() + " " + h.source()).toList(),
                    bare.stream().map(h -> h.iri() + " " + h.score() + " " + h.title() + " " + h.source()).toList(), q);
            assertTrue(full.stream().anyMatch(h -> !h.snippet().isEmpty()), "the full search has snippets: " + q);
            assertTrue(bare.stream().allMatch(h -> h.snippet().isEmpty()), q);
        }
    }

    @Test
    void aPassageNamedByItsSourceGivesItsSectionsText() {
        // three entries are sourced at the error taxonomy: the section, an error cause and a symbol card
        List<String> s = searcher.snippetsAt(List.of("skills/libs/doca-dma/CAPABILITIES.md#error-taxonomy",
                "skills/libs/doca-dma/CAPABILITIES.md#no-such-anchor",
                // a source is matched whole, not as words
                "skills/libs/doca-dma/CAPABILITIES.md"), "why does the first submit fail", Snippets.WIDTH);
        assertTrue(s.get(0).startsWith("A memcpy task fails with DOCA_ERROR_NOT_PERMITTED"), s.toString());
        assertEquals(List.of("", ""), s.subList(1, 3));
    }

    @Test
    void englishStemmingMatchesInflectedForms() {
        // "copies" and "copying"/"copy" share the stem
        List<String> hits = iris(SearchRequest.of("copies", 10));
        assertTrue(hits.contains("urn:sec:copying"), hits.toString());
        assertTrue(hits.contains("urn:skill:doca-dma"), hits.toString());
    }

    @Test
    void identifierPartFindsTheLongerName() {
        List<String> hits = iris(SearchRequest.of("NOT_PERMITTED", 10));
        assertEquals("urn:ec:np", hits.get(0), "the error cause titled with the name ranks first: " + hits);
        assertTrue(hits.contains("urn:sec:errors"));
        assertFalse(hits.contains("urn:sec:rdma"), "plain 'permission' is not the identifier");
    }

    @Test
    void identifierPrefixFindsTheSymbol() {
        List<String> hits = iris(new SearchRequest("doca_dma_task_memcpy", 5, "symbol", null, null));
        assertEquals(List.of("urn:sym:doca_dma_task_memcpy_alloc_init"), hits);
    }

    @Test
    void duplicatesOfOneIriCollapse() {
        var hits = searcher.search(new SearchRequest("doca_dma_task_memcpy_alloc_init", 10, null, null, null)).hits();
        assertEquals(1, hits.stream().filter(h -> h.iri().equals("urn:sym:doca_dma_task_memcpy_alloc_init")).count());
        for (int i = 0; i < hits.size(); i++) assertEquals(i + 1, hits.get(i).rank());
    }

    @Test
    void chineseQueryFindsTheChineseSection() {
        var hits = searcher.search(new SearchRequest("首次提交 权限", 5, null, null, "zh")).hits();
        assertFalse(hits.isEmpty());
        assertEquals("urn:sec:zh", hits.get(0).iri());
        assertEquals("zh", hits.get(0).lang());
        assertTrue(hits.get(0).snippet().contains("权限"), hits.get(0).snippet());
    }

    @Test
    void filtersRestrictTypeSkillAndLanguage() {
        assertTrue(iris(new SearchRequest("write permission", 10, null, "doca-rdma", null)).equals(List.of("urn:sec:rdma")));
        assertEquals(List.of("urn:ec:np"), iris(new SearchRequest("permission", 10, "error", null, null)));
        assertTrue(iris(new SearchRequest("permission", 10, null, null, "zh")).stream().allMatch("urn:sec:zh"::equals));
        var unknown = assertThrows(dkg.error.BadInputException.class, () -> iris(new SearchRequest("permission", 10, null, "no-such-skill", null)));
        assertEquals("not_found", unknown.code());
    }

    @Test
    void hitCarriesStoredFieldsAndASnippetAroundTheMatch() {
        Hit h = searcher.search(new SearchRequest("destination buffer registered", 1, "section", null, null)).hits().get(0);
        assertEquals("urn:sec:errors", h.iri());
        assertEquals("Error taxonomy", h.title());
        assertEquals("doca-dma", h.skill());
        assertEquals("skills/libs/doca-dma/CAPABILITIES.md#error-taxonomy", h.source());
        assertTrue(h.snippet().contains("destination buffer"), h.snippet());
        assertTrue(h.score() > 0);
    }

    @Test
    void luceneSyntaxInTheQueryIsPlainText() {
        for (String q : List.of("title:\"copy", "NOT_PERMITTED AND (", "*", "a:b OR ~2 ^3 [x TO", "\\"))
            assertDoesNotThrow(() -> searcher.search(SearchRequest.of(q, 5)), q);
        assertTrue(searcher.search(SearchRequest.of("the and of", 5)).hits().isEmpty(), "stop words only");
    }

    @Test
    void limitIsHonoured() {
        assertEquals(2, searcher.search(SearchRequest.of("buffer write memcpy permission", 2)).hits().size());
    }

    @Test
    void stampAndIndexMustAgree(@TempDir Path other) throws Exception {
        write(other, ENTRIES.subList(0, 2), 3);
        try (Searcher s = Searcher.openStore(other)) { assertEquals(3, s.generation()); assertEquals(2, s.entryCount()); }
        Stamp.write(other, 4); // as after a kill between the graph commit and the index commit
        StaleIndexException e = assertThrows(StaleIndexException.class, () -> Searcher.openStore(other));
        assertEquals(4, e.stamp());
        assertEquals(3, e.indexGeneration());
        Files.delete(dkg.layout.StoreLayout.stamp(other));
        assertThrows(StaleIndexException.class, () -> Searcher.openStore(other));
    }

    @Test
    void missingIndexIsStale(@TempDir Path empty) {
        assertEquals(-1, assertThrows(StaleIndexException.class, () -> Searcher.openStore(empty)).indexGeneration());
    }

    @Test
    void onlyIdentifierLikeWordsGoToTheIdentifierFields() {
        assertEquals("NOT_PERMITTED doca_dma_task_memcpy EAGAIN",
                Searcher.identifiersIn("copy returns NOT_PERMITTED on doca_dma_task_memcpy (EAGAIN)"));
        assertEquals("", Searcher.identifiersIn("copy on first submit"));
    }

    @Test
    void questionsPreferSectionsWhileNamesPreferTheirCards() {
        // a question: the section holding the answer beats the short error card
        assertEquals("urn:sec:errors", iris(SearchRequest.of("memcpy fails with NOT_PERMITTED on first submit", 5)).get(0));
        // a bare name: the card for it comes first
        assertEquals("urn:ec:np", iris(SearchRequest.of("DOCA_ERROR_NOT_PERMITTED", 5)).get(0));
        assertTrue(Searcher.isNaturalLanguage("memcpy fails with NOT_PERMITTED"));
        assertFalse(Searcher.isNaturalLanguage("DOCA_ERROR_NOT_PERMITTED doca_dma"));
    }

    @Test
    void withoutALanguageChineseFieldsAreSearchedOnlyForChineseQueries() {
        assertTrue(iris(new SearchRequest("首次提交 权限", 5, null, null, null)).contains("urn:sec:zh"));
        assertFalse(iris(new SearchRequest("permission submit", 5, null, null, null)).contains("urn:sec:zh"));
    }

    /** A question weighs each hit by its type's prior; a filter on one type does not score, so it shows the unweighted score. */
    @Test
    void aQuestionWeighsEntriesByTheirTypesPrior() {
        String question = "memcpy submit fails with missing write permission";
        var all = searcher.search(SearchRequest.of(question, 10)).hits();
        for (String type : List.of("error", "section")) {
            Hit weighted = all.stream().filter(h -> h.type().label().equals(type)).findFirst().orElseThrow();
            Hit plain = searcher.search(new SearchRequest(question, 10, type, null, null)).hits().stream()
                    .filter(h -> h.iri().equals(weighted.iri())).findFirst().orElseThrow();
            assertEquals(plain.score() * Searcher.TYPE_PRIORS.get(type), weighted.score(), 1e-4, type);
        }
        // identifiers only: the card for the name is the answer, unweighted
        Hit card = searcher.search(SearchRequest.of("DOCA_ERROR_NOT_PERMITTED", 10)).hits().stream()
                .filter(h -> h.type() == EntryType.ERROR).findFirst().orElseThrow();
        assertEquals(searcher.search(new SearchRequest("DOCA_ERROR_NOT_PERMITTED", 10, "error", null, null)).hits().get(0).score(), card.score(), 1e-4);
    }
}
