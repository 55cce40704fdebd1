package dkg.render;

import static org.junit.jupiter.api.Assertions.*;

import com.networknt.schema.InputFormat;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dkg.code.CheckReport;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** check's SARIF output validates against the SARIF 2.1.0 schema and carries every finding. */
class SarifTest {

    private static String schema() throws IOException {
        try (InputStream in = SarifTest.class.getResourceAsStream("/sarif/sarif-2.1.0-rtm.5.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static List<com.networknt.schema.Error> validate(String sarif) throws IOException {
        var schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_4).getSchema(schema(), InputFormat.JSON);
        return schema.validate(sarif, InputFormat.JSON);
    }

    @Test
    void reportWithFindingsIsValidSarif() throws IOException {
        CheckReport r = new CheckReport(List.of("src/dma copy.c", "/abs/main.cpp"), "3.0.0058", List.of(
                new CheckReport.Finding("unknown-symbol", "error", "src/dma copy.c", 11, 11, "doca_dma_memcpy",
                        "doca_dma_memcpy is not defined", "did you mean doca_dma_task_memcpy?", "api/3.0.0058/group__DOCA__DMA.html#ga1"),
                new CheckReport.Finding("ignored-error", "warning", "/abs/main.cpp", 3, 2, "doca_mmap_start",
                        "ignored", "keep it", "doca-samples/3.0.0058/samples/common.c#L120"),
                new CheckReport.Finding("experimental-api", "note", "src/dma copy.c", 1, 0, "x", "m", "f", null)));
        String sarif = Sarif.json(r);
        assertEquals(List.of(), validate(sarif));
        assertTrue(sarif.contains("\"uri\" : \"src/dma%20copy.c\""), sarif);
        assertTrue(sarif.contains("\"startLine\" : 120"), "a #L anchor becomes the related location's line: " + sarif);
        assertEquals(3, sarif.split("\"ruleId\"").length - 1);
    }

    @Test
    void emptyReportIsValidSarif() throws IOException {
        assertEquals(List.of(), validate(Sarif.json(new CheckReport(List.of("a.c"), null, List.of()))));
    }

    @Test
    void aBrokenLogIsCaught() throws IOException {
        // the validator really checks: a result without a message breaks the schema
        String broken = Sarif.json(new CheckReport(List.of("a.c"), null, List.of(
                new CheckReport.Finding("unknown-symbol", "error", "a.c", 1, 1, "x", "m", "f", null)))).replace("\"message\"", "\"messag\"");
        assertFalse(validate(broken).isEmpty());
    }
}
