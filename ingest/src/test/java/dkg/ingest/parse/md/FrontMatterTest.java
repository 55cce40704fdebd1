package dkg.ingest.parse.md;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FrontMatterTest {
    @Test
    void foldedDescriptionKeepsPhrasingsLine() {
        FrontMatter fm = FrontMatter.split("""
                ---
                name: doca-argp
                description: >
                  Use it for flags. Typical
                  phrasings: "add a flag", "use getopt".
                metadata:
                  kind: library
                ---
                # Title
                """);
        assertEquals("doca-argp", fm.string("name"));
        assertEquals("library", fm.string("metadata", "kind"));
        assertTrue(fm.string("description").contains("phrasings: \"add a flag\""), fm.string("description"));
        assertEquals("# Title\n", fm.body());
        assertEquals(9, fm.bodyLine());
    }

    @Test
    void noFrontMatter() {
        FrontMatter fm = FrontMatter.split("# Just markdown\n---\n");
        assertTrue(fm.fields().isEmpty());
        assertEquals("# Just markdown\n---\n", fm.body());
    }
}
