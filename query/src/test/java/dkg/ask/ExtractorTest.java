package dkg.ask;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ExtractorTest {
    final Extractor ex = new Extractor(new Extractor.Catalog(
            Map.of("DOCA_ERROR_DRIVER", 21L, "DOCA_ERROR_NOT_PERMITTED", 2L, "DOCA_SUCCESS", 0L),
            Set.of("doca_dma_task_memcpy_alloc_init")));

    @Test
    void errorsByNameCodeAndSuffixResolveThroughTheCatalog() {
        Extracted e = ex.extract("doca_dev_open failed: DOCA_ERROR_DRIVER(21); then NOT_PERMITTED on submit");
        assertEquals(List.of(new Extracted.ErrorRef("DOCA_ERROR_DRIVER", 21L, "DOCA_ERROR_DRIVER(21)"),
                new Extracted.ErrorRef("DOCA_ERROR_NOT_PERMITTED", 2L, "NOT_PERMITTED")), e.errors());
        assertEquals(List.of("doca_dev_open"), e.symbols());
    }

    @Test
    void aBareCodeIsADocaErrorOnlyInDocaText() {
        assertEquals("DOCA_ERROR_DRIVER", ex.extract("DOCA sample exits with error 21").errors().getFirst().name());
        assertTrue(ex.extract("NCCL WARN Call to ibv_modify_qp failed with error 21").errors().isEmpty());
        // a code no DOCA error has is nothing
        assertTrue(ex.extract("DOCA app returned error 404").errors().isEmpty());
    }

    @Test
    void logLocationsProductsAndVersions() {
        Extracted e = ex.extract("""
                On BlueField-3 with DOCA 2.9 (bf-bundle-2.8.0, 3.0.0058), rshim shows the card; mlxconfig set two VFs.
                [14:01:02:123][DOCA][ERR][linux_device_adapter.cpp:1268][priv_open] failed to open
                """);
        assertEquals(List.of(new Extracted.LogLocation("ERR", "linux_device_adapter.cpp", 1268, "priv_open")), e.logLocations());
        assertTrue(e.products().containsAll(List.of("BlueField-3", "rshim", "mlxconfig", "VF")), e.products().toString());
        assertFalse(e.products().contains("BlueField"), "BlueField-3 is not also plain BlueField");
        assertEquals(List.of("DOCA 2.9", "3.0.0058", "bf-bundle-2.8.0"), e.versions());
    }

    @Test
    void theMstflintPackageNamesOfFirmwareToolsAreTheSameTools() {
        // the open-source mstflint package ships MFT's mlxconfig, mlxfwmanager and mlxlink as mst*
        assertEquals(List.of("mlxconfig", "mlxfwmanager", "mlxlink"),
                ex.extract("mstconfig -d 03:00.0 q, then mstfwmanager --query and mstlink -d 03:00.0").products());
        assertTrue(ex.extract("the mstconfigure script and mlxlinker").products().isEmpty(), "a longer word is another word");
    }

    @Test
    void aVersionWordBetweenDocaAndTheNumber() {
        assertEquals(List.of("DOCA 2.8.0", "DOCA 3.1"), ex.extract("the image uses DOCA version 2.8.0 but the guide says DOCA release v3.1").versions());
        assertEquals(List.of("DOCA 3.0"), ex.extract("我装的是 DOCA 版本 3.0").versions());
        assertTrue(ex.extract("DOCA versions differ between hosts").versions().isEmpty());
        // one release written once is found once, not also as the bare number
        assertEquals(List.of("DOCA 3.0.0058"), ex.extract("the host runs DOCA 3.0.0058 and the DPU too").versions());
    }

    @Test
    void knownSymbolsCountWithoutTheDocaPrefixRule() {
        assertEquals(List.of("doca_dma_task_memcpy_alloc_init"), ex.extract("calling doca_dma_task_memcpy_alloc_init twice").symbols());
        assertTrue(ex.extract("my_struct_field and some_other_name").symbols().isEmpty());
        assertEquals(List.of("DOCA_FLOW_PIPE_BASIC"), ex.extract("DOCA_host: doca-host_2.9.2 and Doca_Flow with DOCA_FLOW_PIPE_BASIC").symbols(),
                "a package or product written with an underscore in mixed case is no symbol");
    }

    @Test
    void softwareOutsideDocaIsNamed() {
        assertEquals(List.of("NCCL", "UCX"), ex.outside("NCCL all_reduce_perf hangs with UCX 1.15"));
        assertTrue(ex.outside("doca_flow_pipe_create fails").isEmpty());
    }
}
