package dkg.sparql;

import java.util.Map;

/**
 * Counts over the store's document graphs (the system graph excluded).
 *
 * @param quads      quads in all named graphs
 * @param graphs     named graphs
 * @param classes    local name of each dkg class → distinct instances
 * @param skillKinds skill kind (library, service, tool, knowledge) → skills
 * @param api        what ingested API sources define (zeros when none is ingested)
 */
public record StoreStats(long quads, long graphs, Map<String, Long> classes, Map<String, Long> skillKinds, ApiCounts api) {
    public StoreStats {
        // sorted, so text and JSON list the counts in the same order in every run
        classes = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(classes));
        skillKinds = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(skillKinds));
        if (api == null) api = ApiCounts.NONE;
    }

    /** Counts without API figures (kept for callers written before them). */
    public StoreStats(long quads, long graphs, Map<String, Long> classes, Map<String, Long> skillKinds) {
        this(quads, graphs, classes, skillKinds, ApiCounts.NONE);
    }

    /**
     * What API sources (Doxygen reference, headers) define, not what documents merely mention: symbols
     * with an ApiDefinition that belongs to an API group. A function counts once however many releases
     * or sources define it; under {@code stable} and {@code experimental} it counts once per stability
     * any of its definitions gives.
     *
     * @param functions               functions documented in an API group
     * @param stable                  of those, marked {@code DOCA_STABLE}
     * @param experimental            of those, marked {@code DOCA_EXPERIMENTAL}
     * @param capabilityQueries       {@code *_cap_*} functions among them (CapabilityQuery facts of the API, not the skills')
     * @param errors                  {@code doca_error_t} values with a code
     * @param functionsOutsideGroups  functions an API source defines outside any group (header-only pages, sample code)
     */
    public record ApiCounts(long functions, long stable, long experimental, long capabilityQueries, long errors,
                            long functionsOutsideGroups) {
        public static final ApiCounts NONE = new ApiCounts(0, 0, 0, 0, 0, 0);
    }
}
