package dkg.search;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** What text of a passage is embedded: its whole text in windows under its title, up to a bound. */
class PassagesTest {
    private static String words(int from, int to) {
        return IntStream.range(from, to).mapToObj(i -> "w" + i).collect(Collectors.joining(" "));
    }

    private static IndexEntry section(String text) {
        return new IndexEntry(EntryType.SECTION, "urn:sec:x", "Ring buffers", text, "doca-dma", "skills/doca-dma/SKILL.md#ring", "en", "urn:g:x");
    }

    @Test
    void aLongSectionIsEmbeddedWindowByWindowEachUnderItsTitle() {
        int n = Passages.WORDS;
        List<String> texts = Passages.texts(section(words(0, n + 5).replace(" w" + n + " ", "\n\n  w" + n + "\t")));
        assertEquals(List.of("Ring buffers: " + words(0, n), "Ring buffers: " + words(n, n + 5)), texts);
    }

    @Test
    void theOpeningIsTheSameTextWhetherOrNotMoreFollowsSoItsStoredVectorIsReused() {
        int n = Passages.WORDS;
        assertEquals(Passages.texts(section(words(0, n))).getFirst(), Passages.texts(section(words(0, 2 * n))).getFirst());
        assertEquals(1, Passages.texts(section(words(0, n))).size(), "exactly one window's words make one window");
    }

    @Test
    void aSectionWithoutTextIsItsTitleAndAVeryLongOneStopsAtTheBound() {
        assertEquals(List.of("Ring buffers"), Passages.texts(section("  ")));
        List<String> texts = Passages.texts(section(words(0, Passages.WORDS * (Passages.MAX_WINDOWS + 3))));
        assertEquals(Passages.MAX_WINDOWS, texts.size());
        assertTrue(texts.getLast().endsWith("w" + (Passages.WORDS * Passages.MAX_WINDOWS - 1)), texts.getLast());
    }

    @Test
    void aWindowsTextIsShownAsItStandsInTheSectionLineBreaksKept() {
        int n = Passages.WORDS;
        String text = words(0, n) + "\n\n| flag | what |\n| --dry-run | checks only |";
        assertEquals("| flag | what |\n| --dry-run | checks only |", Passages.windowText(text, 1));
        assertEquals(words(0, n), Passages.windowText(text, 0));
        assertNull(Passages.windowText(text, Passages.MAX_WINDOWS));
        assertNull(Passages.windowText("", 0));
    }
}
