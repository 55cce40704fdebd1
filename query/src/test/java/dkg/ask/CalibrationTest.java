package dkg.ask;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

class CalibrationTest {
    @Test
    void brierAndTheBandsComeFromTheAnswers() {
        Calibration.Tally t = new Calibration.Tally();
        t.add(0.9, true);
        t.add(0.9, false);
        t.add(0.1, false);
        t.add(1.0, true);
        Calibration c = t.result();
        // (0.01 + 0.81 + 0.01 + 0) / 4
        assertEquals(0.208, c.brier(), 1e-9);
        assertEquals(List.of(new Calibration.Band(0.0, 0.2, 1, 0.1, 0.0), new Calibration.Band(0.8, 1.0, 3, 0.933, 0.667)), c.bands());
        // 1/4 * |0.1 - 0| + 3/4 * |0.9333 - 0.6667|
        assertEquals(0.225, c.ece(), 1e-9);
    }

    @Test
    void aPerfectlyCalibratedSetHasNoGap() {
        Calibration.Tally t = new Calibration.Tally();
        t.add(1.0, true);
        t.add(0.0, false);
        Calibration c = t.result();
        assertEquals(0.0, c.brier(), 1e-9);
        assertEquals(0.0, c.ece(), 1e-9);
    }

    @Test
    void noAnswersNoFigures() {
        Calibration c = new Calibration.Tally().result();
        assertEquals(0.0, c.brier(), 1e-9);
        assertTrue(c.bands().isEmpty());
    }
}
