package dkg.render;

import dkg.entity.Neighbourhood;
import java.util.HashMap;
import java.util.Map;

/**
 * A {@link Neighbourhood} as a Graphviz DOT digraph: one node per entity, coloured by kind, the
 * centre bold, edges labelled with their relation. Deterministic: the same answer gives the same text.
 */
public final class NeighbourhoodDot implements TextRenderer<Neighbourhood> {
    /** Fill colours by kind, shared in spirit with the web page's palette. */
    private static final Map<String, String> FILL = Map.ofEntries(
            Map.entry("Skill", "#76b900"), Map.entry("Library", "#9ccc65"), Map.entry("ErrorCause", "#ef9a9a"),
            Map.entry("Error", "#e57373"), Map.entry("CapabilityQuery", "#81d4fa"), Map.entry("TaskType", "#ffcc80"),
            Map.entry("PermissionRequirement", "#ce93d8"), Map.entry("AccessFlag", "#b39ddb"),
            Map.entry("Function", "#b0bec5"), Map.entry("Section", "#eeeeee"), Map.entry("Document", "#e0e0e0"));

    @Override
    public String text(Neighbourhood n) {
        StringBuilder sb = new StringBuilder("digraph neighbourhood {\n");
        sb.append("  graph [rankdir=LR, overlap=false, fontname=\"Helvetica\", bgcolor=\"white\"];\n");
        sb.append("  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=10, color=\"#555555\"];\n");
        sb.append("  edge [fontname=\"Helvetica\", fontsize=8, color=\"#888888\", fontcolor=\"#555555\"];\n");
        Map<String, String> ids = new HashMap<>();
        int i = 0;
        for (Neighbourhood.Node node : n.nodes()) {
            String id = "n" + i++;
            ids.put(node.iri(), id);
            sb.append("  ").append(id).append(" [label=").append(quote(node.label() + "\n" + node.kind()))
                    .append(", fillcolor=").append(quote(FILL.getOrDefault(node.kind(), "#f5f5f5")))
                    .append(", tooltip=").append(quote(node.iri()));
            if (node.distance() == 0) sb.append(", penwidth=2.5, fontsize=12");
            sb.append("];\n");
        }
        for (Neighbourhood.Edge e : n.edges()) {
            sb.append("  ").append(ids.get(e.from())).append(" -> ").append(ids.get(e.to()))
                    .append(" [label=").append(quote(e.relation())).append("];\n");
        }
        return sb.append("}\n").toString();
    }

    static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }
}
