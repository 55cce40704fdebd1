package dkg.housekeeping;

import dkg.op.Operation;
import dkg.sparql.StoreStats;

/** {@code stats}: what the store holds. */
public final class StatsOperation {
    private StatsOperation() {}

    /** Stats take no arguments. */
    public record Request() {}

    public static final Operation<Request, StoreStats> OPERATION = Operation.<Request, StoreStats>named("stats")
            .tool("store_stats")
            .title("Count what the knowledge graph holds")
            .summary("Counts per class, per skill kind, quads and graphs.")
            .guide("Counts what the DOCA knowledge graph holds: entities per class (skills, sections, symbols, error causes, "
                    + "call sites), skills per kind, quads and named graphs. Use it to see whether a store has what a question "
                    + "needs (an API reference, samples trees) before relying on an empty answer.")
            .bind(v -> new Request())
            .run((c, q) -> Statistics.of(c.generation()))
            .answers(StoreStats.class)
            .build();
}
