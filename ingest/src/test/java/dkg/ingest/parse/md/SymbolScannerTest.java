package dkg.ingest.parse.md;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SymbolScannerTest {
    @Test
    void namesAndCalls() {
        assertEquals(List.of("doca_dma_cap_task_memcpy_get_max_buf_size", "DOCA_ERROR_INVALID_VALUE", "DOCA_ACCESS_FLAG_LOCAL_READ_ONLY"),
                List.copyOf(SymbolScanner.scan("doca_dma_cap_task_memcpy_get_max_buf_size(devinfo) -> DOCA_ERROR_INVALID_VALUE | DOCA_ACCESS_FLAG_LOCAL_READ_ONLY")));
    }

    @Test
    void notWildcardsFragmentsFilesOrPaths() {
        assertEquals(List.of(), List.copyOf(SymbolScanner.scan(
                "doca_dma_cap_task_memcpy_* _get_max_buf_size doca_comch_<role>_create DOCA_ERROR_* doca_dma.h "
                        + "/opt/mellanox/doca/samples/doca_dma/ doca-dma DOCA_3.0 libdoca_common")));
    }
}
