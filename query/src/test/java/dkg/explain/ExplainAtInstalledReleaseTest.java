package dkg.explain;

import dkg.api.DocaKg;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** explain says which installed release it reads (installed headers here) and whether its definition is that release's. */
class ExplainAtInstalledReleaseTest {
    @TempDir static Path store;
    static DocaKg kg;

    @BeforeAll
    static void ingest() throws Exception {
        kg = DocaKg.open(store);
        Path headers = Paths.get(ExplainAtInstalledReleaseTest.class.getResource("/api/include-3.1").toURI());
        kg.ingest(List.of(headers.toString()), IngestOptions.defaults(), IngestListener.NONE);
        dkg.samples.Samples.code(kg.generation()); // the catalog derived, as after any code answer
    }

    @AfterAll
    static void close() { kg.close(); }

    @Test
    void theInstalledHeadersReleaseIsNamed() {
        assertEquals("3.1.0104", dkg.samples.Samples.code(kg.generation()).catalog().defaultRelease());
        List<String> notes = dkg.explain.Explanations.explain(kg.generation(), "DOCA_ERROR_NOT_PERMITTED", null, null).versionNotes();
        assertTrue(notes.contains("installed DOCA 3.1.0104 (installed headers); the definition quoted is that release's"), notes.toString());
        assertTrue(dkg.explain.Explanations.explain(kg.generation(), "DOCA_ERROR_NOT_PERMITTED", null, "3.1.0104").versionNotes().stream().noneMatch(n -> n.startsWith("installed")),
                "a release asked for is not the installed one's business");
    }
}
