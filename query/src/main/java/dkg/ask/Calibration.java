package dkg.ask;

import dkg.route.EvalMath;
import java.util.ArrayList;
import java.util.List;

/**
 * How well {@code ask}'s confidence in its best skill says how often that skill is right: the
 * Brier score, the expected calibration error and the reliability table behind it (confidence
 * in five bands of 0.2, each with its mean confidence and the share that was right). A question
 * no skill covers counts as wrong whatever came first, so a confident answer to it costs.
 *
 * @param brier mean squared gap between confidence and right (1) or wrong (0); 0 is perfect
 * @param ece   the bands' gaps between mean confidence and share right, weighted by their size
 * @param bands the non-empty bands, lowest first
 */
public record Calibration(double brier, double ece, List<Band> bands) {
    public Calibration { bands = List.copyOf(bands); }

    /** Questions whose best skill's confidence fell in {@code [from, to)} (the top band includes 1). */
    public record Band(double from, double to, int questions, double meanConfidence, double shareRight) {}

    static final int BANDS = 5;

    /** Collects one answer at a time; not thread-safe. */
    static final class Tally {
        private final int[] n = new int[BANDS], right = new int[BANDS];
        private final double[] confidence = new double[BANDS];
        private double squared;
        private int total;

        void add(double c, boolean wasRight) {
            int b = Math.min(BANDS - 1, (int) Math.floor(Math.max(0, c) * BANDS));
            n[b]++;
            confidence[b] += c;
            if (wasRight) right[b]++;
            double gap = c - (wasRight ? 1 : 0);
            squared += gap * gap;
            total++;
        }

        Calibration result() {
            List<Band> bands = new ArrayList<>();
            double ece = 0;
            for (int b = 0; b < BANDS; b++) {
                if (n[b] == 0) continue;
                double mean = confidence[b] / n[b], share = (double) right[b] / n[b];
                ece += (double) n[b] / total * Math.abs(mean - share);
                bands.add(new Band(EvalMath.round((double) b / BANDS), EvalMath.round((double) (b + 1) / BANDS), n[b], EvalMath.round(mean), EvalMath.round(share)));
            }
            return new Calibration(total == 0 ? 0 : EvalMath.round(squared / total), EvalMath.round(ece), bands);
        }
    }
}
