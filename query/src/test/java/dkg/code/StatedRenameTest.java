package dkg.code;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A library rename a skills page states ({@code releases/stated/CAPABILITIES.md}: DOCA Gizmo became
 * DOCA Widget in 4.2) is a VersionFact with its section, and check reads it: a Gizmo name is older API
 * citing that section, with the Widget name an ingested release shows when there is one.
 */
class StatedRenameTest {
    @TempDir static Path store;
    static DocaKg kg;

    @BeforeAll
    static void ingest() throws Exception {
        kg = DocaKg.open(store);
        Path releases = Paths.get(StatedRenameTest.class.getResource("/releases").toURI());
        kg.ingest(List.of(releases.resolve("tree-5.0").toString(), releases.resolve("tree-5.1").toString(),
                releases.resolve("stated").toString()), IngestOptions.defaults(), IngestListener.NONE);
    }

    @AfterAll
    static void close() { kg.close(); }

    @Test
    void theStatedRenameIsAFactWithItsSection() {
        List<StatedChange> stated = dkg.samples.Samples.code(kg.generation()).catalog().stated();
        assertEquals(1, stated.size(), stated.toString());
        StatedChange f = stated.getFirst();
        assertEquals(List.of("renamed", "4.2", "DOCA Gizmo", "DOCA Widget", "doca_gizmo_", "doca_widget_"),
                List.of(f.kind(), f.release(), f.formerName(), f.currentName(), f.formerPrefix(), f.currentPrefix()));
        assertTrue(f.sourceRef().endsWith("CAPABILITIES.md#version-compatibility"), f.sourceRef());
    }

    /** The shapes hold for the VersionFact and for call sites with their argument counts. */
    @Test
    void theStoreValidates() {
        var v = kg.validate();
        assertTrue(v.conforms(), v.messages().toString());
    }

    @Test
    void checkNamesTheRenamedLibraryAndCitesTheSkill() throws Exception {
        Path program = Paths.get(StatedRenameTest.class.getResource("/code/stated/gizmo_resize.c").toURI());
        CheckReport r = dkg.samples.Samples.code(kg.generation()).check(List.of(program.toString()), null);
        CheckReport.Finding resize = OlderApiTest.finding(r, "doca_gizmo_resize");
        assertEquals("older-api", resize.rule());
        assertEquals("warning", resize.level());
        assertTrue(resize.message().contains("DOCA Gizmo was renamed DOCA Widget in DOCA 4.2"), resize.message());
        assertTrue(resize.message().contains("CAPABILITIES.md#version-compatibility"), resize.message());
        assertTrue(resize.fix().startsWith("use doca_widget_resize (as in doca-samples/5.1.0020/"), resize.fix());
        CheckReport.Finding polish = OlderApiTest.finding(r, "doca_gizmo_polish");
        assertEquals("older-api", polish.rule());
        assertTrue(polish.fix().startsWith("port it to DOCA Widget"), polish.fix());
        assertTrue(r.findings().stream().noneMatch(x -> x.rule().equals("unknown-symbol")), r.findings().toString());
    }
}
