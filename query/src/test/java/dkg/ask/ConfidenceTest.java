package dkg.ask;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

class ConfidenceTest {
    static final Extracted NOTHING = new Extracted(List.of(), List.of(), List.of(), List.of(), List.of());

    @Test
    void growsWithScoreMarginAndDocaSignal() {
        assertTrue(Confidence.of(5, 2, 0) > Confidence.of(3, 2, 0));
        assertTrue(Confidence.of(4, 2, 0) > Confidence.of(4, 3.9, 0));
        assertTrue(Confidence.of(3, 2, 1) > Confidence.of(3, 2, 0));
        double c = Confidence.of(30, 0, 1);
        assertTrue(c > 0.99 && c <= 1, "bounded: " + c);
    }

    @Test
    void whetherTheBestSkillCoversTheQuestionIsDecidedBeforeRounding() {
        // just below the bar: shown as the bar, yet under it
        double bar = Math.log(Confidence.ABSTAIN_BELOW / (1 - Confidence.ABSTAIN_BELOW));
        double score = (bar - Confidence.BIAS - 0.0005) / Confidence.PER_SCORE;
        assertEquals(Confidence.ABSTAIN_BELOW, Confidence.of(score, score, 0), 1e-9);
        assertFalse(Confidence.covers(score, score, 0));
        assertTrue(Confidence.covers(score + 0.01, score + 0.01, 0));
        assertEquals(Confidence.covers(6, 2, 0.5), Confidence.of(6, 2, 0.5) >= Confidence.ABSTAIN_BELOW);
    }

    @Test
    void aRunnerUpKeepsConfidenceOnlyWhenCloseBehind() {
        assertEquals(0.9, Confidence.behind(0.9, 0), 1e-9);
        assertTrue(Confidence.behind(0.9, 0.3) > 0.6);
        assertTrue(Confidence.behind(0.9, 3.5) < 0.05);
    }

    @Test
    void softwareOutsideDocaCountsAgainstUnlessDocaFactsAreInSight() {
        assertEquals(0.5, Confidence.signal(NOTHING, "a DOCA question", false, List.of(), false), 1e-9);
        assertTrue(Confidence.signal(NOTHING, "an NCCL question", false, List.of("NCCL"), false) < 0);
        var withError = new Extracted(List.of(), List.of(new Extracted.ErrorRef("DOCA_ERROR_DRIVER", 21L, "x")), List.of(), List.of(), List.of());
        assertEquals(1.0, Confidence.signal(withError, "NCCL over DOCA", false, List.of("NCCL"), false), 1e-9);
        assertTrue(Confidence.signal(NOTHING, "provisioning", true, List.of(), false) > 0);
    }

    @Test
    void aDocaProductNamedWithoutTheWordDocaCountsAsTheWord() {
        assertEquals(0.0, Confidence.signal(NOTHING, "the GizmoNet backend", false, List.of(), false), 1e-9);
        assertEquals(0.5, Confidence.signal(NOTHING, "the GizmoNet backend", false, List.of(), true), 1e-9);
        assertEquals(0.5, Confidence.signal(NOTHING, "the DOCA GizmoNet backend", false, List.of(), true), 1e-9, "not twice");
        assertTrue(Confidence.signal(NOTHING, "the GizmoNet backend of NIXL", false, List.of("NIXL"), true) < 0);
    }

    @Test
    void outsideSoftwareADocaProductIsBuiltAroundDoesNotCountAgainstIt() {
        var dpf = new Extracted(List.of(), List.of(), List.of(), List.of("DPF", "Kubernetes"), List.of());
        assertTrue(Confidence.signal(dpf, "DPF deploys OVN-Kubernetes as a DPU service", true, List.of("OVN"), false) > 0);
        // a map topic that is no DOCA service (the standalone driver stack) leaves the penalty
        var ofed = new Extracted(List.of(), List.of(), List.of(), List.of("MLNX_OFED"), List.of());
        assertTrue(Confidence.signal(ofed, "NCCL tests hang after installing MLNX_OFED", true, List.of("NCCL"), false) < 0);
    }
}
