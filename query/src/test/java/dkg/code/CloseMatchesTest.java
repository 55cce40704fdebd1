package dkg.code;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

class CloseMatchesTest {
    static final List<String> NAMES = List.of("doca_dma_create", "doca_dma_destroy", "doca_rdma_create", "DOCA_ERROR_AGAIN", "doca_buf");

    @Test
    void typoAndCaseFindTheIntendedName() {
        assertEquals("doca_dma_create", CloseMatches.of("doca_dma_creat", NAMES, 3).get(0));
        assertEquals("doca_dma_create", CloseMatches.of("DOCA_DMA_CREATE", NAMES, 3).get(0));
    }

    @Test
    void farNamesAreNotSuggested() {
        assertTrue(CloseMatches.of("doca_flow_pipe_create", NAMES, 3).isEmpty(), CloseMatches.of("doca_flow_pipe_create", NAMES, 3).toString());
    }
}
