package dkg.ingest.parse.api;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Input that ends inside a comment is cut short, not a crash (found by the header property test). */
class CTokenizerTest {
    @Test
    void aCommentLeftOpenAtTheEndRunsToTheEnd() {
        for (String src : List.of("int x; /*", "int x; /** doc", "#define A /*", "#define A /* open", "/*", "/**/", "#/*")) {
            List<CTokenizer.Token> tokens = assertDoesNotThrow(() -> CTokenizer.tokenize(src), src);
            assertNotNull(tokens);
        }
        List<CTokenizer.Token> t = CTokenizer.tokenize("int x; /** open to the end");
        assertEquals("int", t.getFirst().toString());
        assertTrue(t.stream().noneMatch(k -> k.toString().contains("*/")));
    }
}
