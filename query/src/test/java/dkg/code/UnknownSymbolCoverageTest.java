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
 * An unknown DOCA name is an error when every DOCA header the program includes is covered by the
 * ingested API source, and only a note (it may be declared there) when the program includes one that
 * is not, as device-side headers missing from an HTML reference are. Fixture headers: doca_widget.h.
 */
class UnknownSymbolCoverageTest {
    @TempDir static Path store;
    static DocaKg kg;

    @BeforeAll
    static void ingestTheFixtureHeaders() throws Exception {
        kg = DocaKg.open(store);
        Path headers = Paths.get(UnknownSymbolCoverageTest.class.getResource("/api/include-3.0").toURI());
        kg.ingest(List.of(headers.toString()), IngestOptions.defaults(), IngestListener.NONE);
    }

    @AfterAll
    static void close() { kg.close(); }

    static List<CheckReport.Finding> unknown(String code) {
        return dkg.samples.Samples.code(kg.generation()).checkSource("main.c", code, null).findings().stream().filter(f -> f.rule().equals("unknown-symbol")).toList();
    }

    @Test
    void aMisspeltNameBesideCoveredHeadersIsAnError() {
        List<CheckReport.Finding> f = unknown("#include <doca_widget.h>\nint main(void) { return doca_widget_task_copy_submitt(0); }\n");
        assertEquals(1, f.size(), f.toString());
        assertEquals("error", f.getFirst().level());
        assertTrue(f.getFirst().fix().contains("doca_widget_task_copy_submit"), f.getFirst().fix());
    }

    @Test
    void aNameFromAHeaderTheReferenceLacksIsANoteNamingThatHeader() {
        List<CheckReport.Finding> f = unknown("#include <doca_widget.h>\n#include \"doca_gadget_dev.cuh\"\n"
                + "int main(void) { return doca_gadget_dev_push(0); }\n");
        assertEquals(1, f.size(), f.toString());
        assertEquals("note", f.getFirst().level());
        assertTrue(f.getFirst().message().contains("doca_gadget_dev.cuh"), f.getFirst().message());
        assertFalse(f.getFirst().message().contains("doca_widget.h"), "a covered header is not named: " + f.getFirst().message());
    }

    /** Opaque types have no definition of their own: the API signatures that take them show they exist. */
    @Test
    void typesTheApiSignaturesTakeAreKnownWithoutASamplesTree() {
        List<CheckReport.Finding> f = unknown("#include <doca_widget.h>\n"
                + "doca_error_t copy(struct doca_widget *w, const struct doca_devinfo *info) { uint64_t n;\n"
                + "  doca_error_t r = doca_widget_cap_task_copy_get_max_size(info, &n);\n"
                + "  return r != DOCA_SUCCESS ? r : doca_widget_task_copy_submit(w); }\n");
        assertEquals(List.of(), f);
    }
}
