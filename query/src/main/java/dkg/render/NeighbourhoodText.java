package dkg.render;

import dkg.entity.Neighbourhood;
import java.util.HashMap;
import java.util.Map;

/** A neighbourhood as lines: the nodes by distance, then each link as {@code from —relation→ to}. */
final class NeighbourhoodText implements TextRenderer<Neighbourhood> {
    @Override
    public String text(Neighbourhood n) {
        Map<String, String> names = new HashMap<>();
        StringBuilder sb = new StringBuilder();
        for (Neighbourhood.Node node : n.nodes()) {
            names.put(node.iri(), node.label());
            sb.append("  ".repeat(node.distance())).append(node.label()).append("  (").append(node.kind()).append(")\n");
        }
        sb.append(n.edges().size()).append(" links").append(n.truncated() ? " (cut at the node cap)" : "").append('\n');
        for (Neighbourhood.Edge e : n.edges())
            sb.append("  ").append(names.get(e.from())).append(" —").append(e.relation()).append("→ ").append(names.get(e.to())).append('\n');
        return sb.toString();
    }
}
