package dkg.search;

import static org.junit.jupiter.api.Assertions.*;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The jar's model files are unpacked whole, once, and a damaged copy is replaced. */
class ModelFilesTest {
    static final String TOKENIZER = "bge-small-en-v1.5-q-tokenizer.json";
    @TempDir Path root;

    static byte[] resource(String name) throws Exception {
        try (InputStream in = ModelFiles.class.getClassLoader().getResourceAsStream(name)) {
            return in.readAllBytes();
        }
    }

    @Test
    void unpacksTheResourceByteForByte() throws Exception {
        Path file = ModelFiles.unpacked(root, "t", List.of(TOKENIZER)).orElseThrow().get(TOKENIZER);
        assertTrue(file.startsWith(root));
        assertArrayEquals(resource(TOKENIZER), Files.readAllBytes(file));
        try (var left = Files.list(file.getParent())) {
            assertEquals(List.of(file), left.toList(), "no partial file is left beside it");
        }
    }

    @Test
    void aSecondProcessReusesTheFileAndADamagedOneIsRewritten() throws Exception {
        Path file = ModelFiles.unpacked(root, "t", List.of(TOKENIZER)).orElseThrow().get(TOKENIZER);
        FileTime old = FileTime.fromMillis(1_000_000L);
        Files.setLastModifiedTime(file, old);
        assertEquals(file, ModelFiles.unpacked(root, "t", List.of(TOKENIZER)).orElseThrow().get(TOKENIZER));
        assertEquals(old, Files.getLastModifiedTime(file), "an intact file is not written again");

        Files.write(file, new byte[] {'{'});
        ModelFiles.unpacked(root, "t", List.of(TOKENIZER));
        assertArrayEquals(resource(TOKENIZER), Files.readAllBytes(file));
    }

    @Test
    void nothingIsUnpackedWhenAResourceIsMissingOrTheFolderCannotBeMade() throws Exception {
        assertTrue(ModelFiles.unpacked(root, "t", List.of(TOKENIZER, "no/such/model.onnx")).isEmpty());
        Path blocked = Files.writeString(root.resolve("a-file"), "x");
        assertTrue(ModelFiles.unpacked(blocked, "t", List.of(TOKENIZER)).isEmpty());
    }

    @Test
    void theFolderIsNamedByTheEntriesSoAnotherBuildsFilesNeverMixIn() {
        Map<String, Path> one = ModelFiles.unpacked(root, "t", List.of(TOKENIZER)).orElseThrow();
        Map<String, Path> two = ModelFiles.unpacked(root, "t", List.of(TOKENIZER, "bge-small-en-v1.5-q.onnx")).orElseThrow();
        assertNotEquals(one.get(TOKENIZER).getParent(), two.get(TOKENIZER).getParent());
    }
}
