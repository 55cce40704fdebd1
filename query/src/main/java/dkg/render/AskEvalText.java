package dkg.render;

import dkg.ask.AskEval;
import dkg.ask.Calibration;
import java.util.Locale;

/** The figures of an ask eval, then its misses. */
public final class AskEvalText implements TextRenderer<AskEval> {
    @Override
    public String text(AskEval e) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "items %d   positives %d   hit@1 %.3f   hit@3 %.3f%n", e.items(), e.positives(), e.hit1(), e.hit3()));
        b.append(String.format(Locale.ROOT, "none %d   abstention on none %.3f   false abstention %.3f%n", e.nones(), e.abstainOnNone(), e.falseAbstain()));
        b.append(String.format(Locale.ROOT, "anchored %d   evidence recall@5 %.3f%n", e.anchored(), e.evidenceRecall5()));
        if (e.answerFacts() > 0) b.append(String.format(Locale.ROOT, "answer facts %d   answer-fact recall@5 %.3f%n", e.answerFacts(), e.factRecall5()));
        b.append(String.format(Locale.ROOT, "latency   p50 %.2f ms   p99 %.2f ms%n", e.p50Ms(), e.p99Ms()));
        b.append(String.format(Locale.ROOT, "calibration of the best skill's confidence   Brier %.3f   ECE %.3f%n", e.calibration().brier(), e.calibration().ece()));
        for (Calibration.Band band : e.calibration().bands())
            b.append(String.format(Locale.ROOT, "  confidence %.1f-%.1f   %3d questions   mean %.3f   right %.3f%n",
                    band.from(), band.to(), band.questions(), band.meanConfidence(), band.shareRight()));
        if (!e.misses().isEmpty()) b.append("misses:\n");
        for (AskEval.Miss m : e.misses())
            b.append(String.format(Locale.ROOT, "  %s  expected %s  got %s%s%s%s%n", m.id(), m.expected(), m.got(),
                    m.rank() > 0 ? "  (rank " + m.rank() + ")" : "", m.abstained() ? "  abstained" : "", m.anchorFound() ? "" : "  anchor missing"));
        return b.toString();
    }
}
