package dkg.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An explanation is brief unless the full one is asked for, and says what it left out. */
class BriefExplanationTest {
    @Test
    void explainErrorIsBriefByDefaultAndSaysWhatItLeftOut() {
        var causes = java.util.stream.IntStream.range(0, 18).mapToObj(i -> new dkg.explain.ErrorExplanation.Cause("doca-lib" + i,
                "first submit", "the mmap lacks a permission " + "x".repeat(300), "set it", "skills/libs/doca-lib" + i + "/TASKS.md#errors")).toList();
        var returners = java.util.stream.IntStream.range(0, 58).mapToObj(i -> new dkg.explain.ErrorExplanation.Returner("doca_f" + i,
                "doca-common", "if the caller may not", "3.0.0058")).toList();
        var e = new dkg.explain.ErrorExplanation("DOCA_ERROR_NOT_PERMITTED", 2L, "Operation not permitted", causes, returners,
                List.of("doca-dma"), "3.0.0058", "doxygen-html", null);
        dkg.op.Presented brief = BriefExplanation.of(e, false), full = BriefExplanation.of(e, true);
        @SuppressWarnings("unchecked") var b = (Map<String, Object>) brief.structured();
        assertEquals(BriefExplanation.CAUSES, ((List<?>) b.get("causes")).size());
        assertEquals(BriefExplanation.RETURNERS, ((List<?>) b.get("returnedBy")).size());
        assertEquals(Map.of("causes", 13, "returnedBy", 50), b.get("omitted"));
        assertEquals("DOCA_ERROR_NOT_PERMITTED", b.get("error"));
        assertTrue(brief.text().contains("13 causes") && brief.text().contains("detail full"), brief.text());
        assertTrue(brief.text().length() * 3 < full.text().length(), brief.text().length() + " vs " + full.text().length());
        @SuppressWarnings("unchecked") var f = (Map<String, Object>) full.structured();
        assertEquals(18, ((List<?>) f.get("causes")).size());
        assertFalse(f.containsKey("omitted"));
    }
}
