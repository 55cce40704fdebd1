package dkg.entity;

import dkg.api.FixtureKg;

import static org.junit.jupiter.api.Assertions.*;

import dkg.error.BadInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A passage's {@code file#anchor}, as ask and search cite it, opens the section it names. */
class EntityBySourceRefTest {
    @RegisterExtension static final FixtureKg fixture = FixtureKg.ofFixtureBundle();

    @Test
    void aCitedAnchorIsItsSectionNotACardSourcedThere() {
        // the error taxonomy is also the source of the error cause cards read from its table
        EntityPage page = dkg.entity.Entities.page(fixture.kg().generation(), "skills/libs/doca-widget/CAPABILITIES.md#error-taxonomy");
        assertEquals("Section", page.kind());
        assertEquals("Error taxonomy", page.label());
    }

    @Test
    void anAnchorNothingCitesIsRefused() {
        var e = assertThrows(BadInputException.class, () -> dkg.entity.Entities.page(fixture.kg().generation(), "skills/libs/doca-widget/CAPABILITIES.md#no-such-heading"));
        assertTrue(e.getMessage().contains("no entity named"), e.getMessage());
    }
}
