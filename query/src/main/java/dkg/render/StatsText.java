package dkg.render;

import dkg.sparql.StoreStats;

/** Quads and graphs, counts per class, skill kinds. */
final class StatsText implements TextRenderer<StoreStats> {
    @Override
    public String text(StoreStats s) {
        StringBuilder b = new StringBuilder();
        b.append(String.format("%,d quads in %,d graphs%n", s.quads(), s.graphs()));
        new java.util.TreeMap<>(s.classes()).forEach((k, v) -> b.append(String.format("  %-24s %,8d%n", k, v)));
        if (!s.skillKinds().isEmpty()) b.append("skill kinds: ").append(new java.util.TreeMap<>(s.skillKinds())).append('\n');
        return b.toString();
    }
}
