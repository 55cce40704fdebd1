package dkg.vocab;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link DKG#enc} and {@link DKG#dec} are inverses, and what enc mints is a legal IRI segment. */
class IriCodecTest {
    private static final List<String> ODD_NAMES = List.of(
            "doca_dma_task_memcpy_alloc_init", "with space", "100% sure", "a+b", "plus+and%2B", "首次提交 权限",
            "frag#ment", "query?x=1&y=2", "slash/inside", "tab\tand\nnewline", "emoji 😀", "%", "%zz", "trailing %4",
            "", "~._-", "quote\"s and 'apostrophes'", "<angle>", "back\\slash");

    @Test
    void decUndoesEncForOddNames() {
        for (String name : ODD_NAMES) assertEquals(name, DKG.dec(DKG.enc(name)), name);
    }

    @Test
    void encodedNamesLeaveNoCharacterThatNeedsEscapingInAnIri() {
        for (String name : ODD_NAMES) {
            String enc = DKG.enc(name);
            assertTrue(enc.matches("[A-Za-z0-9\\-_.~/%]*"), enc);
            assertDoesNotThrow(() -> org.apache.jena.irix.IRIx.create(DKG.symbolIri(name)), name);
        }
    }

    @Test
    void decLeavesPlusAndStrayPercentAlone() {
        assertEquals("a+b", DKG.dec("a+b"));
        assertEquals("50%", DKG.dec("50%"));
        assertEquals("%zz", DKG.dec("%zz"));
    }

    @Test
    void namesComeBackFromMintedIris() {
        assertEquals("a b#c", DKG.nameAfter(DKG.symbolIri("a b#c"), DKG.symbolIri("")));
        assertNull(DKG.nameAfter(DKG.skillIri("x"), DKG.symbolIri("")));
        assertEquals("doca-dma 首", DKG.lastSegment(DKG.skillIri("doca-dma 首")));
    }
}
