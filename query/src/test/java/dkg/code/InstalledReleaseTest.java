package dkg.code;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * check's default release: installed headers, else the release a saved probe read, else the newest
 * ingested; the probe's version and the calls' argument counts survive the derived catalog file.
 */
class InstalledReleaseTest {
    @TempDir static Path store;
    static DocaKg kg;

    @BeforeAll
    static void ingest() throws Exception {
        kg = DocaKg.open(store);
        Path releases = Paths.get(InstalledReleaseTest.class.getResource("/releases").toURI());
        kg.ingest(List.of(releases.resolve("tree-5.0").toString(), releases.resolve("tree-5.1").toString()),
                IngestOptions.defaults(), IngestListener.NONE);
    }

    @AfterAll
    static void close() { kg.close(); }

    static CodeCatalog probed(CodeCatalog c, String version) {
        return CodeCatalog.of(c.definitionsMap(), c.canFailSet(), c.functionSet(), c.allSites(), c.guardsMap(), c.dmaPermissions(),
                c.flagBitsMap(), c.headerSet(), c.typeMentionsMap(), c.stated(), version);
    }

    @Test
    void withoutHeadersOrProbeTheNewestIsUsed() {
        CodeCatalog c = dkg.samples.Samples.code(kg.generation()).catalog();
        assertEquals(new CodeCatalog.Installed("5.1.0020", "newest ingested", null), c.installed());
        assertEquals("5.1.0020", dkg.samples.Samples.code(kg.generation()).check(List.of(fixture()), null).docaVersion());
    }

    @Test
    void aSavedProbesVersionIsTheDefault() {
        CodeCatalog c = probed(dkg.samples.Samples.code(kg.generation()).catalog(), "5.0.0010");
        assertEquals(new CodeCatalog.Installed("5.0.0010", "saved probe", "5.0.0010"), c.installed());
        assertEquals("5.0.0010", new CodeChecker(c).check(List.of(fixture()), null).docaVersion());
        // a probed release that is not ingested leaves the newest
        assertEquals("newest ingested", probed(dkg.samples.Samples.code(kg.generation()).catalog(), "2.8.0").installed().from());
    }

    @Test
    void theCatalogFileKeepsArgumentCountsAndTheProbedVersion() throws Exception {
        CodeCatalog c = probed(dkg.samples.Samples.code(kg.generation()).catalog(), "5.0.0010");
        var bytes = new ByteArrayOutputStream();
        CatalogFile.write(new DataOutputStream(bytes), c, List.of());
        CodeCatalog back = CatalogFile.read(new DataInputStream(new java.io.ByteArrayInputStream(bytes.toByteArray()))).catalog();
        assertEquals("5.0.0010", back.probedVersion());
        assertEquals(c.sites("doca_widget_resize"), back.sites("doca_widget_resize"));
        assertTrue(back.sites("doca_widget_resize").stream().anyMatch(s -> s.args() == 3), back.sites("doca_widget_resize").toString());
    }

    static String fixture() {
        try {
            return Paths.get(InstalledReleaseTest.class.getResource("/code/stated/gizmo_resize.c").toURI()).toString();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
