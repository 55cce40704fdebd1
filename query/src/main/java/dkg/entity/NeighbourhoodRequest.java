package dkg.entity;

import dkg.error.Check;
import java.util.Set;

/**
 * What to draw around an entity.
 *
 * @param entity    an IRI or a name (skill, library, symbol, error: {@code doca-dma}, {@code NOT_PERMITTED})
 * @param depth     1 or 2 links out
 * @param relations only these relations (local names such as {@code ofSkill}); empty for all but the structural ones
 * @param maxNodes  the most nodes drawn (at least 2)
 */
public record NeighbourhoodRequest(String entity, int depth, Set<String> relations, int maxNodes) {
    public static final int DEFAULT_MAX_NODES = 150;

    public NeighbourhoodRequest {
        Check.notBlank(entity, "entity");
        Check.maxLength(entity, 500, "entity");
        Check.range(depth, 1, 2, "depth");
        Check.range(maxNodes, 2, 1000, "max nodes");
        relations = relations == null ? Set.of() : Set.copyOf(relations);
    }

    public static NeighbourhoodRequest of(String entity, int depth) {
        return new NeighbourhoodRequest(entity, depth, Set.of(), DEFAULT_MAX_NODES);
    }
}
