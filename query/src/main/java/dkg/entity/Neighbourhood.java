package dkg.entity;

import java.util.List;

/**
 * The entities within {@code depth} links of one entity, and the links between them: what the web
 * page and {@code doca-kg graph} draw.
 *
 * @param center    the IRI of the entity at the centre
 * @param depth     how many links out were followed (1 or 2)
 * @param nodes     the entities, the centre first; {@code distance} is the number of links from it
 * @param edges     links between listed nodes, subject to object
 * @param relations every relation met around the centre (for a filter), whether shown or not
 * @param truncated true when the node cap cut the picture
 */
public record Neighbourhood(String center, int depth, List<Node> nodes, List<Edge> edges,
                            List<String> relations, boolean truncated) {
    public Neighbourhood {
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
        relations = List.copyOf(relations);
    }

    /** One entity of the picture. */
    public record Node(String iri, String label, String kind, int distance) {}

    /** One link: {@code relation} is the predicate's local name. */
    public record Edge(String from, String to, String relation) {}
}
