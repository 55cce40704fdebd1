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
 * is in a long text (the text is not analysed again, so no scan limit applies), and it gives the
 * window that analysing the text gave before the index kept offsets.
 */
class IndexedSnippetsTest {
    @TempDir static Path store;
    static Searcher searcher;

    static final String FILLER = "Unrelated words about ports and queues fill this paragraph. ".repeat(400);
    static final String LONG = FILLER + "Each memcpy task copies one buffer to another buffer. " + FILLER;
    static final String MID = "Ports and queues fill this part. ".repeat(10)
            + "Later, the memcpy task copies a buffer; every copy needs a destination buffer." + " Then queues.".repeat(20);
    /** The characters analysing a hit's text used to scan for matches. */
    static final int OLD_SCAN_LIMIT = 16_000;

    @BeforeAll
    static void build() throws Exception {
        SearcherTest.write(store, List.of(
                SearcherTest.e("section", "urn:sec:long", "Long page", LONG, "doca-dma", "skills/libs/doca-dma/SKILL.md#long", "en", "urn:g:1"),
                SearcherTest.e("section", "urn:sec:mid", "Middle page", MID, "doca-dma", "skills/libs/doca-dma/SKILL.md#short", "en", "urn:g:2")), 1);
        searcher = Searcher.openStore(store);
    }

    @AfterAll
    static void close() { searcher.close(); }

    private static String snippetOf(String iri, String query) { return SnippetsTest.snippetOf(searcher, iri, query); }

    @Test
    void aStemmedMatchDeepInALongTextIsFound() {
        assertTrue(LONG.indexOf("memcpy") > OLD_SCAN_LIMIT, "the match lies past what analysis would scan");
        String s = snippetOf("urn:sec:long", "copying buffers memcpy");
        assertTrue(s.contains("memcpy task copies one buffer"), s);
        assertTrue(s.startsWith("…"), s);
    }

    @Test
    void theWindowIsTheOneAnalysingTheTextGave() {
        // what the snippet analysing the text (before the index kept offsets) gave for this text and query
        String analysed = "…fill this part. Later, the memcpy task copies a buffer; every copy needs a destination buffer. Then queues.…";
        assertEquals(analysed, snippetOf("urn:sec:mid", "copy buffer"));
    }
}
