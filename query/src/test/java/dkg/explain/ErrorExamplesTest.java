package dkg.explain;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A library filter keeps the examples from that library's samples and applications, each line once. */
class ErrorExamplesTest {
    static final ErrorExplanation WHOLE = new ErrorExplanation("DOCA_ERROR_NOT_PERMITTED", 2L, "Operation not permitted",
            List.of(new ErrorExplanation.Cause("doca-dma", "submit", "flag missing", "set it", "skills/libs/doca-dma/CAPABILITIES.md#e"),
                    new ErrorExplanation.Cause("doca-comch", "send", "not connected", "wait", "skills/libs/doca-comch/CAPABILITIES.md#e")),
            List.of(), List.of("doca-comch", "doca-dma", "doca-telemetry", "doca-common"), "3.0.0058", "doxygen-html", null,
            List.of("doca-samples/3.0.0058/samples/doca_telemetry/telemetry_diag/telemetry_diag_sample.c#L40",
                    "doca-samples/3.0.0058/samples/doca_telemetry/telemetry_diag/telemetry_diag_sample.c#L40",
                    "doca-samples/3.0.0058/samples/doca_dma/dma_copy_dpu/dma_copy_dpu_sample.c#L77",
                    "doca-samples/3.0.0058/applications/dma_copy/dma_copy_core.c#L120",
                    "doca-samples/3.0.0058/applications/dmabuf/dmabuf_core.c#L9"),
            List.of());

    @Test
    void dmaKeepsItsOwnExamplesAndItsCausesSkillsOnly() {
        ErrorExplanation dma = ErrorExplainer.scoped(WHOLE, "doca-dma", Map.of());
        assertEquals(List.of("doca-samples/3.0.0058/samples/doca_dma/dma_copy_dpu/dma_copy_dpu_sample.c#L77",
                "doca-samples/3.0.0058/applications/dma_copy/dma_copy_core.c#L120"), dma.examples());
        assertEquals(List.of("doca-dma"), dma.relatedSkills());
        assertEquals(1, dma.causes().size());
    }

    @Test
    void withoutALibraryEachExampleOnceAndAtMostThree() {
        ErrorExplanation all = ErrorExplainer.scoped(WHOLE, null, Map.of());
        assertEquals(3, all.examples().size());
        assertEquals(all.examples().stream().distinct().toList(), all.examples());
        assertEquals(WHOLE.relatedSkills(), all.relatedSkills());
    }
}
