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
 * {@code examples} over several releases: one entry per call site with the releases it appears in,
 * the newest release (or the one asked for) shown, samples before applications. Store: the two
 * fixture trees, where widget_copy calls doca_pe_create in both releases, widget_new in 5.1 only and
 * the widget_app application in 5.1, in the shortest function of the three.
 */
class ExamplesAcrossReleasesTest {
    @TempDir static Path store;
    static DocaKg kg;

    @BeforeAll
    static void ingestTheFixtureTrees() throws Exception {
        kg = DocaKg.open(store);
        Path releases = Paths.get(ExamplesAcrossReleasesTest.class.getResource("/releases").toURI());
        // oldest last on purpose: the order of ingest must not decide the order of examples
        kg.ingest(List.of(releases.resolve("tree-5.1").toString(), releases.resolve("tree-5.0").toString()),
                IngestOptions.defaults(), IngestListener.NONE);
    }

    @AfterAll
    static void close() { kg.close(); }

    @Test
    void oneEntryPerCallSiteNewestFirstSamplesBeforeApplications() {
        Examples e = dkg.samples.Samples.code(kg.generation()).examples("doca_pe_create", null, 10);
        assertEquals(3, e.total(), e.toString());
        List<Examples.Example> x = e.examples();
        assertEquals("samples/doca_widget/widget_copy/widget_copy_sample.c", x.get(0).file());
        assertEquals(List.of("5.1.0020", "5.0.0010"), x.get(0).releases());
        assertEquals("5.1.0020", x.get(0).docaVersion());
        assertTrue(x.get(0).source().startsWith("doca-samples/5.1.0020/"), x.get(0).source());
        assertEquals("samples/doca_widget/widget_new/widget_new_sample.c", x.get(1).file());
        assertEquals(List.of("5.1.0020"), x.get(1).releases());
        assertEquals("application", x.get(2).unitKind());
    }

    @Test
    void theReleaseAskedForIsShownAndOnlyItsSitesCount() {
        Examples e = dkg.samples.Samples.code(kg.generation()).examples("doca_pe_create", "5.0", 10);
        assertEquals(1, e.total(), e.toString());
        Examples.Example only = e.examples().getFirst();
        assertEquals("5.0.0010", only.docaVersion());
        assertEquals(List.of("5.1.0020", "5.0.0010"), only.releases());
        assertTrue(only.context().stream().anyMatch(l -> l.contains("doca_pe_create")), only.context().toString());
    }
}
