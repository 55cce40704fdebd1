package dkg.code;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
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
    void thePlantedRenameRemovalSignatureAndSamplesAreFound() {
        ReleaseChanges c = dkg.samples.Samples.code(kg.generation()).changes("5.0", "5.1", "widget");
        assertEquals("5.0.0010", c.from());
        assertEquals("5.1.0020", c.to());
        assertEquals(List.of("samples"), c.compared());
        assertEquals(List.of("doca_widget_fill_wait", "doca_widget_legacy_flush", "doca_widget_old_submit"),
                c.removed().stream().map(ReleaseChanges.SymbolChange::symbol).toList());
        assertEquals(List.of("doca_widget_fill_sync", "doca_widget_task_copy_submit"), c.added().stream().map(ReleaseChanges.SymbolChange::symbol).toList());
        assertEquals("doca-samples/5.0.0010/samples/doca_widget/widget_copy/widget_copy_sample.c#L18", c.removed().get(1).evidence());

        assertEquals(List.of(new ReleaseChanges.SignatureChange("doca_widget_resize",
                2, "samples' calls", "doca-samples/5.0.0010/samples/doca_widget/widget_copy/widget_copy_sample.c#L12",
                3, "samples' calls", "doca-samples/5.1.0020/samples/doca_widget/widget_copy/widget_copy_sample.c#L12")), c.signatures());

        assertEquals(2, c.hints().size(), c.hints().toString());
        ReleaseChanges.MigrationHint h = c.hints().get(1);
        assertEquals("doca_widget_old_submit", h.symbol());
        assertEquals("doca_widget_task_copy_submit", h.instead());
        assertEquals("doca-samples/5.0.0010/samples/doca_widget/widget_copy/widget_copy_sample.c#L15", h.before());
        assertEquals("doca-samples/5.1.0020/samples/doca_widget/widget_copy/widget_copy_sample.c#L15", h.after());
        // across the renamed sample, its renamed file and function
        assertEquals(new ReleaseChanges.MigrationHint("doca_widget_fill_wait", "doca_widget_fill_sync",
                "doca-samples/5.0.0010/samples/doca_widget/widget_fill/widget_fill_sample.c#L16",
                "doca-samples/5.1.0020/samples/doca_widget/widget_fill_buffer/widget_fill_buffer_sample.c#L16"), c.hints().get(0));

        assertEquals(List.of("widget_new"), c.samplesAdded().stream().map(ReleaseChanges.UnitChange::name).toList());
        assertEquals(List.of("widget_old"), c.samplesRemoved().stream().map(ReleaseChanges.UnitChange::name).toList());
        assertEquals("doca-samples/5.0.0010/samples/doca_widget/widget_old/widget_old_sample.c", c.samplesRemoved().getFirst().evidence());
        assertEquals(1, c.samplesRenamed().size(), c.samplesRenamed().toString());
        ReleaseChanges.UnitRename r = c.samplesRenamed().getFirst();
        assertEquals(List.of("sample", "widget_fill", "widget_fill_buffer"), List.of(r.kind(), r.name(), r.newName()));
        assertEquals("doca-samples/5.1.0020/samples/doca_widget/widget_fill_buffer/widget_fill_buffer_sample.c", r.after());
        assertTrue(r.similarity() >= 0.6 && r.similarity() < 1, r.toString());
    }

    /** The text names each change with both places that show it. */
    @Test
    void theTextShowsSignaturesAndRenamesWithEvidence() {
        String text = new dkg.render.ReleaseChangesText().text(dkg.samples.Samples.code(kg.generation()).changes("5.0", "5.1", "widget"));
        assertTrue(text.contains("~ doca_widget_resize  2 -> 3 arguments  samples' calls: doca-samples/5.0.0010/"), text);
        assertTrue(text.contains("sample widget_fill -> widget_fill_buffer"), text);
    }

    @Test
    void everyLibraryAndTheApplicationsWithoutALibrary() {
        ReleaseChanges c = dkg.samples.Samples.code(kg.generation()).changes("5.0.0010", "5.1.0020", null);
        assertTrue(c.added().stream().anyMatch(s -> s.symbol().equals("doca_comch_server_create")));
        assertTrue(c.samplesAdded().stream().anyMatch(u -> u.kind().equals("application") && u.name().equals("widget_app")), c.samplesAdded().toString());
    }

    @Test
    void releasesOutOfOrderOrNotIngestedAreRefused() {
        assertThrows(BadInputException.class, () -> dkg.samples.Samples.code(kg.generation()).changes("5.1", "5.0", null));
        BadInputException e = assertThrows(BadInputException.class, () -> dkg.samples.Samples.code(kg.generation()).changes("2.9", "5.1", null));
        assertTrue(e.getMessage().contains("5.0.0010"), e.getMessage());
    }

    /** describe lists the symbol's releases with evidence, and says "not seen" rather than "removed". */
    @Test
    void describeShowsTheHistoryOfASymbol() {
        dkg.samples.Samples.code(kg.generation());
        List<String> notes = dkg.describe.Descriptions.describe(kg.generation(), "doca_widget_old_submit", null).versionNotes();
        assertEquals(List.of(
                "DOCA 5.0.0010: samples use it (doca-samples/5.0.0010/samples/doca_widget/widget_copy/widget_copy_sample.c#L15)",
                "DOCA 5.1.0020: not seen in its ingested sources",
                "seen in 1 of 2 ingested releases, first 5.0.0010, last 5.0.0010; not seen in the sources of any later ingested release",
                "not seen in DOCA 5.1.0020; where 5.0.0010 called it, 5.1.0020 calls doca_widget_task_copy_submit ("
                        + "doca-samples/5.0.0010/samples/doca_widget/widget_copy/widget_copy_sample.c#L15 -> "
                        + "doca-samples/5.1.0020/samples/doca_widget/widget_copy/widget_copy_sample.c#L15)"), notes);
        List<String> both = dkg.describe.Descriptions.describe(kg.generation(), "doca_pe_create", null).versionNotes();
        assertEquals("seen in 2 of 2 ingested releases, first 5.0.0010, last 5.1.0020", both.getLast());
    }

    /** describe adds what the catalog shows across releases: an argument-count change and where a vanished call went. */
    @Test
    void describeShowsSignatureChangesAndMigrationEvidence() {
        dkg.samples.Samples.code(kg.generation()); // the catalog is derived, as after any code answer
        List<String> resize = dkg.describe.Descriptions.describe(kg.generation(), "doca_widget_resize", null).versionNotes();
        assertTrue(resize.contains("DOCA 5.0.0010 -> 5.1.0020: 2 -> 3 arguments (samples' calls: "
                + "doca-samples/5.0.0010/samples/doca_widget/widget_copy/widget_copy_sample.c#L12; samples' calls: "
                + "doca-samples/5.1.0020/samples/doca_widget/widget_copy/widget_copy_sample.c#L12)"), resize.toString());
        List<String> fillWait = dkg.describe.Descriptions.describe(kg.generation(), "doca_widget_fill_wait", null).versionNotes();
        assertTrue(fillWait.contains("not seen in DOCA 5.1.0020; where 5.0.0010 called it, 5.1.0020 calls doca_widget_fill_sync ("
                + "doca-samples/5.0.0010/samples/doca_widget/widget_fill/widget_fill_sample.c#L16 -> "
                + "doca-samples/5.1.0020/samples/doca_widget/widget_fill_buffer/widget_fill_buffer_sample.c#L16)"), fillWait.toString());
        dkg.releases.SymbolHistory h = dkg.releases.Histories.of(kg.generation(), "doca_widget_legacy_flush");
        assertEquals("5.0.0010", h.last());
        assertEquals(List.of(), h.migration(), "nothing took its place: no hint is made up");
        String text = new dkg.releases.SymbolHistoryText().text(dkg.releases.Histories.of(kg.generation(), "doca_widget_resize"));
        assertTrue(text.contains("5.0.0010: samples use it, 2 arguments ("), text);
    }
}
