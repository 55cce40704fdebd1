package dkg.kg;

import dkg.routing.RoutingInputs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dkg.route.MapRow;
import dkg.route.SkillProfile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The routing inputs kept in binary form read back as written, and only for their own generation. */
class DerivedFilesTest {
    @TempDir Path store;

    private static RoutingInputs inputs() {
        // more than 64 KB of section text: a skill's files can be that long
        String sections = "## Copy\nCopy memory with the DMA engine. ".repeat(3_000);
        SkillProfile dma = new SkillProfile("doca-dma", "DOCA DMA", "Copies memory: 主机到设备", List.of("copy a buffer"),
                List.of("How do I memcpy?"), List.of(sections), List.of("拷贝 buffers deep"), List.of("doca_dma_task_memcpy"),
                List.of(new SkillProfile.Against("RDMA questions (DOCA RDMA)", List.of("doca-rdma"), "description")));
        SkillProfile bare = new SkillProfile("doca-bare", null, null, List.of(), List.of(), List.of(), List.of(), List.of(), List.of());
        MapRow row = new MapRow("doca-public-knowledge-map", "SKILL.md#routing", "DOCA Platform Framework (DPF) | url",
                List.of("DOCA Platform Framework", "DPF"), true, List.of("doca-hardware-safety"));
        return RoutingInputs.of(List.of(dma, bare), List.of(row));
    }

    @Test
    void routingInputsReadBackAsWritten() {
        RoutingInputs in = inputs();
        DerivedFiles.writeBinary(store, "routing", 7, in::write);
        assertEquals(in, DerivedFiles.readBinary(store, "routing", 7, RoutingInputs::read));
        assertEquals(List.of(), in.skills().getFirst().sections(), "kept counted, not as text");
    }

    @Test
    void anotherGenerationATornFileOrTrailingBytesReadAsNothing() throws Exception {
        DerivedFiles.writeBinary(store, "routing", 7, inputs()::write);
        assertNull(DerivedFiles.readBinary(store, "routing", 8, RoutingInputs::read), "another generation");
        Path f = store.resolve("derived/routing.bin");
        byte[] whole = Files.readAllBytes(f);
        Files.write(f, Arrays.copyOf(whole, whole.length - 10));
        assertNull(DerivedFiles.readBinary(store, "routing", 7, RoutingInputs::read), "torn");
        Files.write(f, Arrays.copyOf(whole, whole.length + 1));
        assertNull(DerivedFiles.readBinary(store, "routing", 7, RoutingInputs::read), "a byte more than the value");
    }
}
