package dkg.render;

import dkg.route.RoutingEval;

/** hit@1, hit@3, MRR, false triggers, latency, then every miss. */
final class RoutingEvalText implements TextRenderer<RoutingEval> {
    @Override
    public String text(RoutingEval e) {
        StringBuilder b = new StringBuilder();
        b.append(String.format("positives %d   hit@1 %.3f   hit@3 %.3f   MRR %.3f%n", e.positives(), e.hit1(), e.hit3(), e.mrr()));
        b.append(String.format("negatives %d   false-trigger %.3f%n", e.negatives(), e.falseTrigger()));
        b.append(String.format("latency   p50 %.2f ms   p99 %.2f ms%n", e.p50Ms(), e.p99Ms()));
        if (!e.misses().isEmpty()) b.append("misses:\n");
        for (RoutingEval.Miss m : e.misses())
            b.append(String.format("  %s  expected %s  got %s%s%n", m.id(), m.expected(), m.returned(),
                    m.rank() > 0 ? "  (rank " + m.rank() + ")" : ""));
        return b.toString();
    }
}
