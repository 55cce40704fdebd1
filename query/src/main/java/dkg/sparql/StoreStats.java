package dkg.sparql;

import java.util.Map;

/**
 * Counts over the store's document graphs (the system graph excluded).
 *
 * @param quads      quads in all named graphs
 * @param graphs     named graphs
 * @param classes    local name of each dkg class → distinct instances
 * @param skillKinds skill kind (library, service, tool, knowledge) → skills
 */
public record StoreStats(long quads, long graphs, Map<String, Long> classes, Map<String, Long> skillKinds) {
    public StoreStats {
        classes = Map.copyOf(classes);
        skillKinds = Map.copyOf(skillKinds);
    }
}
