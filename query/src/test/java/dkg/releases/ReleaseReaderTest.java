package dkg.releases;

import static org.junit.jupiter.api.Assertions.*;

import dkg.ask.AskRequest;
import dkg.api.DocaKg;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import dkg.code.CodeCatalog;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release a question names (or the installed one) is read against the ingested releases, and a
 * fact quoted from another release says so. Store: the two fixture trees (5.0.0010, 5.1.0020) and
 * the widget skill that states a rename.
 */
class ReleaseReaderTest {
    @TempDir static Path store;
    static DocaKg kg;
    static CodeCatalog catalog;

    @BeforeAll
    static void ingest() throws Exception {
        kg = DocaKg.open(store);
        Path releases = Paths.get(ReleaseReaderTest.class.getResource("/releases").toURI());
        kg.ingest(List.of(releases.resolve("tree-5.0").toString(), releases.resolve("tree-5.1").toString(),
                releases.resolve("stated").toString()), IngestOptions.defaults(), IngestListener.NONE);
        catalog = dkg.samples.Samples.code(kg.generation()).catalog();
    }

    @AfterAll
    static void close() { kg.close(); }

    @Test
    void aNamedReleaseIsMatchedAndAFactOfAnotherReleaseIsNoted() {
        ReleaseNote n = ReleaseReader.read(List.of("DOCA 5.0"), catalog, Map.of("doca_widget_task_copy_submit", "5.1.0020"));
        assertEquals("5.0.0010", n.release());
        assertEquals("question", n.from());
        assertEquals(List.of("doca_widget_task_copy_submit: quoted from DOCA 5.1.0020, not 5.0.0010 (the DOCA 5.0.0010 sources compared do not show it)"),
                n.notes());
        assertEquals(List.of(), ReleaseReader.read(List.of("5.1.0020"), catalog, Map.of("doca_pe_create", "5.1.0020")).notes());
    }

    @Test
    void aReleaseNotIngestedIsSaidSo() {
        ReleaseNote n = ReleaseReader.read(List.of("bf-bundle-2.8.0"), catalog, Map.of());
        assertNull(n.release());
        assertEquals(Boolean.FALSE, n.ingested());
        assertEquals(List.of("DOCA 2.8.0 is not among the ingested releases (5.0.0010–5.1.0020): the facts below come from other releases"), n.notes());
    }

    /** Without the catalog (a cold ask) the named release is reported, not judged. */
    @Test
    void withoutTheCatalogTheNamedReleaseIsNotJudged() {
        ReleaseNote n = ReleaseReader.read(List.of("DOCA 2.9"), null, Map.of("doca_pe_create", "5.1.0020"));
        assertEquals("DOCA 2.9", n.asked());
        assertNull(n.ingested());
        assertEquals(List.of("doca_pe_create: quoted from DOCA 5.1.0020, not DOCA 2.9"), n.notes());
    }

    @Test
    void withoutANamedOrInstalledReleaseThereIsNoNote() {
        assertNull(ReleaseReader.read(List.of(), catalog, Map.of("doca_pe_create", "5.1.0020")));
    }

    @Test
    void askReadsTheReleaseTheQuestionNames() {
        var a = dkg.ask.Asking.ask(kg.generation(), AskRequest.of("How do I submit a widget copy with doca_widget_task_copy_submit on DOCA 5.1?"));
        assertNotNull(a.release(), a.toString());
        assertEquals("5.1.0020", a.release().release());
        assertTrue(new dkg.render.AskText().text(a).contains("release: DOCA 5.1 (question), ingested as 5.1.0020"), new dkg.render.AskText().text(a));
    }
}
