package dkg.search;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class SnippetsTest {
    private final Snippets snippets = new Snippets(Analyzers.index(), Analyzers.query());

    @Test
    void theWindowHoldsTheMatchesWhereverTheyAre() {
        String filler = "Unrelated words about ports and queues fill this paragraph. ".repeat(60);
        String text = filler + "The memcpy task copies a buffer; every memcpy task needs a destination buffer. " + filler;
        String s = snippets.snippet(text, "en", "memcpy buffer");
        assertTrue(s.contains("memcpy") && s.contains("buffer"), s);
        assertTrue(s.startsWith("…"), "cut from the middle of the text: " + s);
    }

    @Test
    void aLongTextWithManyMatchesStillGivesAWindowOfMatches() {
        String text = "The memcpy task copies a buffer. ".repeat(2000);
        String s = snippets.snippet(text, "en", "memcpy buffer");
        assertTrue(s.contains("memcpy") && s.contains("buffer"), s);
        assertTrue(s.length() <= Snippets.WIDTH + 2, s);
    }

    @Test
    void noMatchGivesTheTextsStart() {
        assertTrue(snippets.snippet("Ports and queues. More about ports.", "en", "memcpy").startsWith("Ports and queues"));
    }
}
