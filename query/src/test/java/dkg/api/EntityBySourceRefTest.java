package dkg.api;

import static org.junit.jupiter.api.Assertions.*;

import dkg.error.BadInputException;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A passage's {@code file#anchor}, as ask and search cite it, opens the section it names. */
class EntityBySourceRefTest {
    @TempDir static Path dir;
    static DocaKg kg;

    @BeforeAll
    static void open() { kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir)); }

    @AfterAll
    static void close() { kg.close(); }

    @Test
    void aCitedAnchorIsItsSectionNotACardSourcedThere() {
        // the error taxonomy is also the source of the error cause cards read from its table
        EntityPage page = kg.entity("skills/libs/doca-widget/CAPABILITIES.md#error-taxonomy");
        assertEquals("Section", page.kind());
        assertEquals("Error taxonomy", page.label());
    }

    @Test
    void anAnchorNothingCitesIsRefused() {
        var e = assertThrows(BadInputException.class, () -> kg.entity("skills/libs/doca-widget/CAPABILITIES.md#no-such-heading"));
        assertTrue(e.getMessage().contains("no entity named"), e.getMessage());
    }
}
