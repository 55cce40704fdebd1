package dkg.search;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/** A window into a long table row shows the row's first cell, which names what the row is about. */
class SnippetRowHeaderTest {
    private static final String TABLE = "Products outside the bundle, and where to go.\n"
            + "Widget Manager (WM) | https://example.org/wm | Lifecycle of widgets at fleet scale: provisions widgets and "
            + "rolls out images across racks; when provisioning hangs, check the operator's logs first. | forum\n"
            + "Gadget | https://example.org/g | Something else entirely. | forum";

    @Test
    void aWindowDeepInARowGetsItsHeader() {
        int match = TABLE.indexOf("provisioning hangs");
        String window = "…when provisioning hangs, check the operator's logs first. | forum…";
        assertEquals("Widget Manager (WM) | " + window, Snippets.withRowHeader(TABLE, match, window));
    }

    @Test
    void aWindowThatShowsTheHeaderOrIsNotInATableStaysAsItIs() {
        int inHeaderCell = TABLE.indexOf("Manager");
        assertEquals("Widget Manager (WM) | https…", Snippets.withRowHeader(TABLE, inHeaderCell, "Widget Manager (WM) | https…"));
        int inProse = TABLE.indexOf("outside");
        assertEquals("…outside the bundle…", Snippets.withRowHeader(TABLE, inProse, "…outside the bundle…"));
    }

    @Test
    void aFirstCellTooLongToBeAHeaderIsNotRepeated() {
        String prose = "x".repeat(Snippets.MAX_ROW_HEADER + 1) + " | then a long cell that goes on and the match is here";
        int match = prose.indexOf("match");
        assertEquals("…the match is here", Snippets.withRowHeader(prose, match, "…the match is here"));
    }
}
