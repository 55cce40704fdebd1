package dkg.search;

import static org.junit.jupiter.api.Assertions.*;

import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The model loaded from unpacked files makes the vectors the jar's model makes, so stored vectors stay valid. */
class UnpackedModelTest {
    @TempDir Path root;

    @Test
    void makesTheSameVectorsAsTheModelLoadedFromTheJarOnOneThreadOrEvery() throws Exception {
        var unpacked = UnpackedModel.load(root, UnpackedModel.EVERY_CORE);
        var oneThread = UnpackedModel.load(root, 1);
        assertInstanceOf(UnpackedModel.class, unpacked, "the files unpack into a writable folder");
        try (var files = Files.walk(root)) {
            assertTrue(files.anyMatch(p -> p.getFileName().toString().endsWith(".onnx")));
        }
        var shipped = new BgeSmallEnV15QuantizedEmbeddingModel();
        for (String text : List.of("Copy a buffer from host memory to DPU memory with a DMA memcpy task.",
                "Represent this sentence for searching relevant passages: flow pipe miss drops packets",
                "首次提交任务时返回权限错误。")) {
            float[] expected = shipped.embed(text).content().vector();
            assertArrayEquals(expected, unpacked.embed(text).content().vector(), 0f, text);
            assertArrayEquals(expected, oneThread.embed(text).content().vector(), 0f, text);
        }
    }
}
