package dkg.search;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A hit's snippet is placed from the offsets the index keeps: it finds a stemmed match wherever it
 * is in a long text (the text is not analysed again, so no scan limit applies), and where the text
 * is short it gives the same window as analysing it does.
 */
class IndexedSnippetsTest {
    @TempDir static Path store;
    static Searcher searcher;

    static final String FILLER = "Unrelated words about ports and queues fill this paragraph. ".repeat(400);
    static final String LONG = FILLER + "Each memcpy task copies one buffer to another buffer. " + FILLER;
    static final String SHORT = "Ports first. Later, the memcpy task copies a buffer; every copy needs a destination buffer. Then queues.";

    @BeforeAll
    static void build() throws Exception {
        SearcherTest.write(store, List.of(
                SearcherTest.e("section", "urn:sec:long", "Long page", LONG, "doca-dma", "skills/libs/doca-dma/SKILL.md#long", "en", "urn:g:1"),
                SearcherTest.e("section", "urn:sec:short", "Short page", SHORT, "doca-dma", "skills/libs/doca-dma/SKILL.md#short", "en", "urn:g:2")), 1);
        searcher = Searcher.openStore(store);
    }

    @AfterAll
    static void close() { searcher.close(); }

    private static String snippetOf(String iri, String query) {
        return searcher.search(SearchRequest.of(query, 10)).hits().stream().filter(h -> h.iri().equals(iri)).findFirst().orElseThrow().snippet();
    }

    @Test
    void aStemmedMatchDeepInALongTextIsFound() {
        assertTrue(LONG.indexOf("memcpy") > Snippets.SCAN_LIMIT, "the match lies past what analysis would scan");
        String s = snippetOf("urn:sec:long", "copying buffers memcpy");
        assertTrue(s.contains("memcpy task copies one buffer"), s);
        assertTrue(s.startsWith("…"), s);
    }

    @Test
    void aShortTextGetsTheWindowAnalysingItGives() {
        String analysed = new Snippets(Analyzers.index(), Analyzers.query()).snippet(SHORT, "en", "copy buffer");
        assertEquals(analysed, snippetOf("urn:sec:short", "copy buffer"));
    }
}
