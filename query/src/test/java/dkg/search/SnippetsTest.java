package dkg.search;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Snippets of hits as a search gives them, their matches read from the index's offsets. */
class SnippetsTest {
    @TempDir static Path store;
    static Searcher searcher;

    static final String FILLER = "Unrelated words about ports and queues fill this paragraph. ".repeat(60);
    static final String MIDDLE = FILLER + "The memcpy task copies a buffer; every memcpy task needs a destination buffer. " + FILLER;
    static final String REPEATED = "The memcpy task copies a buffer. ".repeat(2000);

    @BeforeAll
    static void build() throws Exception {
        SearcherTest.write(store, List.of(
                SearcherTest.e("section", "urn:sec:middle", "Middle", MIDDLE, "doca-dma", "skills/libs/doca-dma/SKILL.md#middle", "en", "urn:g:1"),
                SearcherTest.e("section", "urn:sec:repeated", "Repeated", REPEATED, "doca-dma", "skills/libs/doca-dma/SKILL.md#repeated", "en", "urn:g:2"),
                // found by its title alone: its text holds no match
                SearcherTest.e("section", "urn:sec:title", "Memcpy notes", "Ports and queues. More about ports.", "doca-dma",
                        "skills/libs/doca-dma/SKILL.md#title", "en", "urn:g:3")), 1);
        searcher = Searcher.openStore(store);
    }

    @AfterAll
    static void close() { searcher.close(); }

    static String snippetOf(Searcher searcher, String iri, String query) {
        return searcher.search(SearchRequest.of(query, 10)).hits().stream().filter(h -> h.iri().equals(iri)).findFirst().orElseThrow().snippet();
    }

    @Test
    void theWindowHoldsTheMatchesWhereverTheyAre() {
        String s = snippetOf(searcher, "urn:sec:middle", "memcpy buffer");
        assertTrue(s.contains("memcpy") && s.contains("buffer"), s);
        assertTrue(s.startsWith("…"), "cut from the middle of the text: " + s);
    }

    @Test
    void aLongTextWithManyMatchesStillGivesAWindowOfMatches() {
        String s = snippetOf(searcher, "urn:sec:repeated", "memcpy buffer");
        assertTrue(s.contains("memcpy") && s.contains("buffer"), s);
        assertTrue(s.length() <= Snippets.WIDTH + 2, s);
    }

    @Test
    void noMatchGivesTheTextsStart() {
        assertTrue(snippetOf(searcher, "urn:sec:title", "memcpy").startsWith("Ports and queues"));
    }
}
