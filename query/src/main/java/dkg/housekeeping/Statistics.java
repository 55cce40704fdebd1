package dkg.housekeeping;

import dkg.kg.Generation;
import dkg.sparql.Stats;
import dkg.sparql.StoreStats;

/** A store's counts per class, per skill kind, quads and graphs: derived once per generation. */
public final class Statistics {
    private Statistics() {}

    private static final Generation.Slot<StoreStats> STATS = Generation.Slot.of("stats", g -> g.derived("stats", StoreStats.class, Stats::of));

    public static StoreStats of(Generation g) { return g.get(STATS); }
}
