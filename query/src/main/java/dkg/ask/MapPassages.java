package dkg.ask;

import dkg.route.MapRow;
import dkg.route.Router;
import dkg.search.DenseSkills;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The knowledge map's evidence for a question: one passage per map section whose topics the
 * question names, showing the rows it names and then that section's rows nearest the question in
 * meaning. A question often names one topic of a table ("BFB") while the row that answers it is a
 * neighbour it describes without naming ("provisioning DPUs with a flavor").
 */
final class MapPassages {
    private MapPassages() {}

    /** Rows a passage shows in full of those the question names. */
    static final int NAMED_SHOWN = 2;
    /** Rows nearest in meaning a passage adds after the named ones. */
    static final int NEAR_SHOWN = 2;
    /** Characters of a row shown: a row is one topic's route, its gotchas can run long. */
    static final int ROW_CHARS = 400;

    static List<AskAnswer.Evidence> of(List<MapRow> named, List<DenseSkills.NearRow> nearest, Router router) {
        Map<String, List<MapRow>> bySection = new LinkedHashMap<>();
        for (MapRow row : named) bySection.computeIfAbsent(row.source(), k -> new ArrayList<>()).add(row);
        List<AskAnswer.Evidence> out = new ArrayList<>();
        bySection.forEach((source, rows) -> {
            List<MapRow> shown = new ArrayList<>(rows.subList(0, Math.min(NAMED_SHOWN, rows.size())));
            List<MapRow> near = nearIn(source, rows, nearest, router);
            shown.addAll(near);
            StringBuilder text = new StringBuilder();
            for (MapRow row : shown) text.append(text.isEmpty() ? "" : "\n").append(row.row().length() > ROW_CHARS ? row.row().substring(0, ROW_CHARS) + "…" : row.row());
            String topics = String.join("; ", rows.stream().map(MapRow::topic).toList());
            String why = "the question names " + topics + (rows.getFirst().outside()
                    ? ", which the knowledge map routes to documentation outside the bundle"
                    : ", a topic the bundle covers only in the knowledge map's routing table");
            if (!near.isEmpty()) why += "; then the table's rows nearest the question in meaning: " + String.join("; ", near.stream().map(MapRow::topic).toList());
            out.add(new AskAnswer.Evidence(AskAnswer.Evidence.Kind.MAP_ROW, topics, rows.getFirst().skill(), source, text.toString(), why));
        });
        return out;
    }

    /** The section's routing rows nearest in meaning that the question does not name, nearest first. */
    private static List<MapRow> nearIn(String source, List<MapRow> named, List<DenseSkills.NearRow> nearest, Router router) {
        List<MapRow> out = new ArrayList<>();
        for (DenseSkills.NearRow n : nearest) {
            if (out.size() >= NEAR_SHOWN) break;
            if (!source.equals(n.source())) continue;
            // a row the map routes by: its own first cell names it (a header or score row is none)
            for (MapRow r : router.mapRowsIn(n.row()))
                if (r.source().equals(source) && r.row().equals(n.row()) && !named.contains(r) && !out.contains(r)) out.add(r);
        }
        return out;
    }
}
