package dkg.ingest.source;

import static org.junit.jupiter.api.Assertions.*;

import dkg.error.BadInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each kind of source is one value of the standard list: the first type that recognises a path reads it. */
class SourceTypesTest {
    @TempDir Path tmp;

    private static String firstTypeOf(Path p) {
        boolean folder = Files.isDirectory(p);
        return SourceTypes.standard().stream().filter(t -> t.folder() == folder && t.recognises().test(p))
                .map(SourceType::name).findFirst().orElse("none");
    }

    @Test
    void eachFixtureIsRecognisedByItsOwnType() {
        Map<String, String> expected = Map.of(
                "src/test/resources/skills/bundle", "skills-bundle",
                "src/test/resources/doxygen/api", "doxygen-reference",
                "src/test/resources/headers/include", "include-folder",
                "src/test/resources/web", "saved-pages",
                "src/test/resources/web/doca-dma-guide.html", "saved-page",
                "src/test/resources/localized/foo-zh.txt", "localized-text");
        expected.forEach((path, type) -> assertEquals(type, firstTypeOf(Path.of(path).toAbsolutePath()), path));
    }

    @Test
    void aSamplesTreeIsRecognisedByItsVersionFile() throws Exception {
        Files.writeString(tmp.resolve("VERSION"), "3.0.0\n");
        Files.createDirectories(tmp.resolve("samples/doca_dma/dma_copy"));
        Files.writeString(tmp.resolve("samples/doca_dma/dma_copy/dma_copy.c"), "int main(void) { return 0; }\n");
        assertEquals("samples-tree", firstTypeOf(tmp));
        assertFalse(new SourceResolver().resolve(tmp.toString()).isEmpty());
    }

    @Test
    void aFolderOfNoKnownTypeNamesEveryFolderType() throws Exception {
        Files.writeString(tmp.resolve("notes.json"), "{}");
        var e = assertThrows(BadInputException.class, () -> new SourceResolver().resolve(tmp.toString()));
        for (SourceType t : SourceTypes.standard())
            assertEquals(t.folder(), e.getMessage().contains(t.description()), t.name() + " in: " + e.getMessage());
    }

    @Test
    void aFileOfNoKnownTypeNamesEveryFileType() throws Exception {
        Path json = Files.writeString(tmp.resolve("notes.json"), "{}");
        var e = assertThrows(BadInputException.class, () -> new SourceResolver().resolve(json.toString()));
        for (SourceType t : SourceTypes.standard())
            if (!t.folder()) assertTrue(e.getMessage().contains(t.description()), t.name() + " in: " + e.getMessage());
        assertTrue(e.getMessage().contains("archive"), e.getMessage());
    }
}
