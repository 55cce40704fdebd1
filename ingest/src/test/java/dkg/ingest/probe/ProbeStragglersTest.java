package dkg.ingest.probe;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The token is matched as a whole environment entry, wherever it is in {@code /proc/PID/environ}. */
class ProbeStragglersTest {
    static final byte[] MARKER = (ProbeStragglers.VARIABLE + "=abc\0").getBytes(StandardCharsets.UTF_8);

    static boolean holds(String env) { return ProbeStragglers.contains(env.getBytes(StandardCharsets.UTF_8), MARKER); }

    @Test
    void theTokenIsFoundAsAWholeEntryOnly() {
        String v = ProbeStragglers.VARIABLE;
        assertTrue(holds(v + "=abc\0PATH=/bin\0"));
        assertTrue(holds("HOME=/root\0" + v + "=abc\0PATH=/bin\0"));
        assertTrue(holds("HOME=/root\0" + v + "=abc"), "the last entry without its NUL");
        assertFalse(holds("HOME=/root\0" + v + "=abcd\0"), "another token that starts alike");
        assertFalse(holds("HOME=/root\0X" + v + "=abc\0"), "another variable that ends alike");
        assertFalse(holds("HOME=/root\0"));
        assertFalse(holds(""));
    }
}
