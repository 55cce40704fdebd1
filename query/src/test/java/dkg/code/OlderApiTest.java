package dkg.code;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import dkg.it.PlantedFindings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Programs written in DOCA's older style (Comm Channel, work queues and jobs, older spellings) are
 * older API: warnings that name what replaced them and cite where an ingested release shows it, not
 * unknown-symbol errors. A misspelt current name stays an error with did-you-mean; a name that is
 * neither is a warning saying it may predate the ingested releases. Store: the two fixture trees.
 */
class OlderApiTest {
    @TempDir static Path store;
    static DocaKg kg;

    @BeforeAll
    static void ingestTheFixtureTrees() throws Exception {
        kg = DocaKg.open(store);
        Path releases = Paths.get(OlderApiTest.class.getResource("/releases").toURI());
        kg.ingest(List.of(releases.resolve("tree-5.0").toString(), releases.resolve("tree-5.1").toString()),
                IngestOptions.defaults(), IngestListener.NONE);
    }

    @AfterAll
    static void close() { kg.close(); }

    static Path fixtures() throws Exception { return Paths.get(OlderApiTest.class.getResource("/code/older").toURI()); }

    @Test
    void olderApiIsAWarningWithItsReplacementAndEvidence() throws Exception {
        try (Stream<Path> s = Files.list(fixtures())) {
            for (Path f : s.sorted().toList()) {
                CheckReport r = dkg.samples.Samples.code(kg.generation()).check(List.of(f.toString()), null);
                Set<String> found = r.findings().stream().map(x -> x.line() + ":" + x.rule()).collect(Collectors.toCollection(TreeSet::new));
                assertEquals(PlantedFindings.of(f), found, f + ": " + r.findings());
                for (CheckReport.Finding x : r.findings()) {
                    if (!x.rule().equals("older-api")) continue;
                    assertEquals("warning", x.level(), x.toString());
                    assertNotNull(x.justification(), "names its evidence: " + x);
                    assertTrue(x.message().contains("in no ingested DOCA release (5.0.0010–5.1.0020)"), x.message());
                }
            }
        }
    }

    @Test
    void eachOlderFamilyNamesWhatReplacedIt() throws Exception {
        CheckReport r = dkg.samples.Samples.code(kg.generation()).check(List.of(fixtures().toString()), "5.1");
        assertEquals("5.1.0020", r.docaVersion());
        assertEquals("use doca_comch_server_create (as in doca-samples/5.1.0020/samples/doca_widget/widget_new/widget_new_sample.c#L25)",
                fix(r, "doca_comm_channel_ep_create"));
        assertTrue(message(r, "doca_comm_channel_ep_create").contains("DOCA Comm Channel, which DOCA replaced with DOCA Comch"));
        assertTrue(message(r, "doca_comm_channel_ep_create").contains("skills/libs/doca-comch/CAPABILITIES.md#version-compatibility"));
        assertTrue(fix(r, "doca_workq_submit").startsWith("use doca_task_submit (as in doca-samples/5.1.0020/"), fix(r, "doca_workq_submit"));
        assertTrue(fix(r, "doca_ctx_workq_add").startsWith("use doca_pe_connect_ctx"), fix(r, "doca_ctx_workq_add"));
        assertTrue(fix(r, "doca_mmap_dev_add").startsWith("use doca_mmap_add_dev"), fix(r, "doca_mmap_dev_add"));
        assertTrue(message(r, "doca_mmap_dev_add").contains("an older spelling of doca_mmap_add_dev"), message(r, "doca_mmap_dev_add"));
        assertTrue(fix(r, "doca_devinfo_list_create").startsWith("use doca_devinfo_create_list"));
        assertTrue(fix(r, "doca_get_error_string").startsWith("use doca_error_get_descr"));
    }

    @Test
    void aMisspeltCurrentNameIsAnErrorAndAnUnknownOneAWarning() throws Exception {
        CheckReport r = dkg.samples.Samples.code(kg.generation()).check(List.of(fixtures().toString()), null);
        CheckReport.Finding typo = finding(r, "doca_widget_task_copy_submitt");
        assertEquals("error", typo.level());
        assertEquals("did you mean doca_widget_task_copy_submit?", typo.fix());
        CheckReport.Finding other = finding(r, "doca_gizmo_frobnicate");
        assertEquals("warning", other.level());
        assertTrue(other.message().contains("may predate the oldest ingested release or be misspelled"), other.message());
    }

    static CheckReport.Finding finding(CheckReport r, String symbol) {
        return r.findings().stream().filter(f -> f.symbol().equals(symbol)).findFirst().orElseThrow(() -> new AssertionError(symbol + ": " + r.findings()));
    }

    static String fix(CheckReport r, String symbol) { return finding(r, symbol).fix(); }

    static String message(CheckReport r, String symbol) { return finding(r, symbol).message(); }
}
