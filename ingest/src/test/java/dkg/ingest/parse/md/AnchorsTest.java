package dkg.ingest.parse.md;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class AnchorsTest {
    @Test
    void githubSlugs() {
        assertEquals("capabilities-and-modes", Anchors.slug("Capabilities and modes"));
        assertEquals("per-artifact-overlay-pattern", Anchors.slug("Per-artifact overlay pattern"));
        assertEquals("doca_dma_task_memcpy-and-whys", Anchors.slug("`doca_dma_task_memcpy` and why's"));
        assertEquals("what-it-does-a--b", Anchors.slug("What it does: a / b"));
        assertEquals("相关技能", Anchors.slug("相关技能"));
    }

    @Test
    void repeatsAreNumbered() {
        Anchors a = new Anchors();
        assertEquals("debug", a.next("Debug"));
        assertEquals("debug-1", a.next("debug"));
        assertEquals("debug-2", a.next("Debug"));
        assertEquals("run", a.next("Run"));
    }
}
