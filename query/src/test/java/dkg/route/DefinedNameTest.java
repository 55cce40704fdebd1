package dkg.route;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A title's abbreviation in parentheses that the skill's name is built from names the skill, with its long form. */
class DefinedNameTest {
    @Test
    void theAbbreviationAndTheWordsItsInitialsSpell() {
        assertEquals(List.of("WX7", "WidgetX-7"), SkillNames.definedNames("DOCA WidgetX-7 (WX7) bring-up", "doca-wx7-bring-up"));
        assertEquals(List.of("DGS", "DOCA Gizmo Service"), SkillNames.definedNames("DOCA Gizmo Service (DGS)", "doca-dgs"));
        assertEquals(List.of(), SkillNames.definedNames("DOCA Gizmo Bench (`gizmo_bench`)", "doca-gizmo-bench"), "a command, not an abbreviation");
        assertEquals(List.of(), SkillNames.definedNames("DOCA WidgetX-7 (WX7) bring-up", "doca-widget"), "the name is not built from it");
        assertEquals("WX7", SkillNames.initials("WidgetX-7"));
    }

    @Test
    void theHardwareNameRaisesTheSkillNamedForIt() {
        Router r = new Router(List.of(
                ProductWordTest.profile("doca-wx7-bring-up", "DOCA WidgetX-7 (WX7) bring-up", "copy an image to a card and bring the platform up"),
                ProductWordTest.profile("doca-image-tools", "DOCA Image Tools", "copy an image to a card and check the platform")), Glossary.standard());
        RouteResult long_ = r.route("the WidgetX-7 card is gone after I copied an image", 2, "en");
        assertEquals("doca-wx7-bring-up", long_.top(), long_.toString());
        RouteResult abbr = r.route("the WX7 card is gone after I copied an image", 2, "en");
        assertEquals("doca-wx7-bring-up", abbr.top(), abbr.toString());
        for (RouteResult named : List.of(long_, abbr)) {
            assertTrue(named.skills().getFirst().reasons().stream().anyMatch(s -> s.startsWith("named in")), named.toString());
            assertEquals(List.of("doca-wx7-bring-up"), named.named());
        }
        assertEquals(List.of(), r.route("the card is gone after I copied an image, and it is not a WX7", 2, "en").named(), "a negated name");
        assertEquals(List.of(), r.route("the card is gone after I copied an image", 2, "en").named());
    }
}
