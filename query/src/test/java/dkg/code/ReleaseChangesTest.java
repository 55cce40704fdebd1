package dkg.code;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.api.IngestListener;
import dkg.api.IngestOptions;
import dkg.error.BadInputException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code changes} between the two fixture trees finds exactly the planted changes (see
 * {@code releases/README.md}): the rename as a removal with a migration hint naming both call sites,
 * the removal without one, the removed and added samples.
 */
class ReleaseChangesTest {
    @TempDir static Path store;
    static DocaKg kg;

    @BeforeAll
    static void ingestTheFixtureTrees() throws Exception {
        kg = DocaKg.open(store);
        Path releases = Paths.get(ReleaseChangesTest.class.getResource("/releases").toURI());
        kg.ingest(List.of(releases.resolve("tree-5.0").toString(), releases.resolve("tree-5.1").toString()),
                IngestOptions.defaults(), IngestListener.NONE);
    }

    @AfterAll
    static void close() { kg.close(); }

    @Test
    void thePlantedRenameRemovalAndSamplesAreFound() {
        ReleaseChanges c = kg.changes("5.0", "5.1", "widget");
        assertEquals("5.0.0010", c.from());
        assertEquals("5.1.0020", c.to());
        assertEquals(List.of("samples"), c.compared());
        assertEquals(List.of("doca_widget_legacy_flush", "doca_widget_old_submit"), c.removed().stream().map(ReleaseChanges.SymbolChange::symbol).toList());
        assertEquals(List.of("doca_widget_task_copy_submit"), c.added().stream().map(ReleaseChanges.SymbolChange::symbol).toList());
        assertEquals("doca-samples/5.0.0010/samples/doca_widget/widget_copy/widget_copy_sample.c#L18", c.removed().getFirst().evidence());
        assertEquals(1, c.hints().size(), c.hints().toString());
        ReleaseChanges.MigrationHint h = c.hints().getFirst();
        assertEquals("doca_widget_old_submit", h.symbol());
        assertEquals("doca_widget_task_copy_submit", h.instead());
        assertEquals("doca-samples/5.0.0010/samples/doca_widget/widget_copy/widget_copy_sample.c#L15", h.before());
        assertEquals("doca-samples/5.1.0020/samples/doca_widget/widget_copy/widget_copy_sample.c#L15", h.after());
        assertEquals(List.of("widget_new"), c.samplesAdded().stream().map(ReleaseChanges.UnitChange::name).toList());
        assertEquals(List.of("widget_old"), c.samplesRemoved().stream().map(ReleaseChanges.UnitChange::name).toList());
        assertEquals("doca-samples/5.0.0010/samples/doca_widget/widget_old/widget_old_sample.c", c.samplesRemoved().getFirst().evidence());
    }

    @Test
    void everyLibraryAndTheApplicationsWithoutALibrary() {
        ReleaseChanges c = kg.changes("5.0.0010", "5.1.0020", null);
        assertTrue(c.added().stream().anyMatch(s -> s.symbol().equals("doca_comch_server_create")));
        assertTrue(c.samplesAdded().stream().anyMatch(u -> u.kind().equals("application") && u.name().equals("widget_app")), c.samplesAdded().toString());
    }

    @Test
    void releasesOutOfOrderOrNotIngestedAreRefused() {
        assertThrows(BadInputException.class, () -> kg.changes("5.1", "5.0", null));
        BadInputException e = assertThrows(BadInputException.class, () -> kg.changes("2.9", "5.1", null));
        assertTrue(e.getMessage().contains("5.0.0010"), e.getMessage());
    }

    /** describe lists the symbol's releases with evidence, and says "not seen" rather than "removed". */
    @Test
    void describeShowsTheHistoryOfASymbol() {
        List<String> notes = kg.describe("doca_widget_old_submit", null).versionNotes();
        assertEquals(List.of(
                "DOCA 5.0.0010: samples use it (doca-samples/5.0.0010/samples/doca_widget/widget_copy/widget_copy_sample.c#L15)",
                "DOCA 5.1.0020: not seen in its ingested sources",
                "seen in 1 of 2 ingested releases, first 5.0.0010, last 5.0.0010; not seen in the sources of any later ingested release"), notes);
        List<String> both = kg.describe("doca_pe_create", null).versionNotes();
        assertEquals("seen in 2 of 2 ingested releases, first 5.0.0010, last 5.1.0020", both.getLast());
    }
}
