package dkg.api;

import static org.junit.jupiter.api.Assertions.*;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class GenerationMemoTest {
    @Test
    void anAnswerIsComputedOncePerGenerationAndFailuresAreNotKept() {
        GenerationMemo<String, String> memo = new GenerationMemo<>(2);
        AtomicInteger computed = new AtomicInteger();
        assertEquals("a@1", memo.get(1, "a", () -> "a@" + computed.incrementAndGet()));
        assertEquals("a@1", memo.get(1, "a", () -> "a@" + computed.incrementAndGet()), "remembered within the generation");
        assertEquals("a@2", memo.get(2, "a", () -> "a@" + computed.incrementAndGet()), "a new generation starts empty");
        assertThrows(IllegalStateException.class, () -> memo.get(2, "bad", () -> { throw new IllegalStateException("unknown"); }));
        assertEquals("ok", memo.get(2, "bad", () -> "ok"), "a failure is asked again");
        // full (two entries): a third answer is given but not kept
        assertEquals("c1", memo.get(2, "c", () -> "c1"));
        assertEquals("c2", memo.get(2, "c", () -> "c2"));
    }
}
