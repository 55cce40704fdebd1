package dkg.kg;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a generation computes is computed once, kept until the next commit, and never kept when it failed. */
class GenerationTest {
    @TempDir Path dir;

    @Test
    void aSlotIsComputedOncePerGenerationAndANewCommitStartsAnEmptyCell() {
        AtomicInteger computed = new AtomicInteger();
        Generation.Slot<String> skills = Generation.Slot.of("skill count", g -> {
            computed.incrementAndGet();
            return g.read(d -> String.valueOf(d.size()));
        });
        try (DocaKg kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir))) {
            Generation first = kg.generation();
            assertSame(first, kg.generation(), "the same cell until the next commit");
            String before = first.get(skills);
            assertEquals(before, kg.generation().get(skills));
            assertEquals(1, computed.get(), "computed once for the generation");
            assertTrue(first.has(skills));

            Path more = FixtureStore.writeSkill(dir.resolve("more/skills/doca-gadget"), "doca-gadget", "library",
                    "Gadget offload.", "Gadget", "A gadget does things.");
            kg.ingest(List.of(more.getParent().getParent().toString()), IngestOptions.defaults(), IngestListener.NONE);
            Generation second = kg.generation();
            assertNotSame(first, second);
            assertTrue(second.number() > first.number(), first.number() + " then " + second.number());
            assertFalse(second.has(skills), "a new generation starts empty");
            second.get(skills);
            assertEquals(2, computed.get());
        }
    }

    @Test
    void aFailureIsNotKept() {
        AtomicInteger calls = new AtomicInteger();
        Generation.Slot<String> flaky = Generation.Slot.of("flaky", g -> {
            if (calls.incrementAndGet() == 1) throw new IllegalStateException("first call fails");
            return "ok";
        });
        try (DocaKg kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir))) {
            assertThrows(IllegalStateException.class, () -> kg.generation().get(flaky));
            assertFalse(kg.generation().has(flaky));
            assertEquals("ok", kg.generation().get(flaky), "asked again after a failure");
        }
    }

    @Test
    void aBoundedMemoKeepsAnswersUpToItsBoundAndNoFailure() {
        BoundedMemo<String, String> memo = new BoundedMemo<>(2);
        AtomicInteger computed = new AtomicInteger();
        assertEquals("a1", memo.get("a", () -> "a" + computed.incrementAndGet()));
        assertEquals("a1", memo.get("a", () -> "a" + computed.incrementAndGet()), "remembered");
        assertThrows(IllegalStateException.class, () -> memo.get("bad", () -> { throw new IllegalStateException("unknown"); }));
        assertEquals("ok", memo.get("bad", () -> "ok"), "a failure is asked again");
        // full (two entries): a third answer is given but not kept
        assertEquals("c1", memo.get("c", () -> "c1"));
        assertEquals("c2", memo.get("c", () -> "c2"));
    }
}
