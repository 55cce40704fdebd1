package dkg.render;

import com.fasterxml.jackson.databind.JsonNode;
import dkg.json.Mappers;
import dkg.sparql.SparqlAnswer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A query result as a text table in the layout of Jena's {@code ResultSetFormatter} (literals quoted,
 * IRIs in angle brackets), read from the SPARQL results JSON so this stays Jena-free; CONSTRUCT and
 * DESCRIBE results are their Turtle.
 */
final class SparqlText implements TextRenderer<SparqlAnswer> {
    private static final String XSD = "http://www.w3.org/2001/XMLSchema#";
    private static final List<String> BARE = List.of("integer", "decimal", "double", "boolean");

    @Override
    public String text(SparqlAnswer r) {
        if (!r.mediaType().endsWith("json")) return r.body().endsWith("\n") ? r.body() : r.body() + "\n";
        JsonNode root = read(r.body());
        if (root.has("boolean")) return "Ask => " + (root.get("boolean").asBoolean() ? "Yes" : "No") + "\n";
        List<String> vars = new ArrayList<>();
        root.path("head").path("vars").forEach(v -> vars.add(v.asText()));
        List<List<String>> rows = new ArrayList<>();
        for (JsonNode binding : root.path("results").path("bindings")) {
            List<String> row = new ArrayList<>();
            for (String v : vars) row.add(cell(binding.get(v)));
            rows.add(row);
        }
        String table = table(vars, rows);
        return r.capped() ? table + "(cut at the row cap of " + r.count() + " rows)\n" : table;
    }

    private static String table(List<String> vars, List<List<String>> rows) {
        int[] width = new int[vars.size()];
        for (int i = 0; i < vars.size(); i++) {
            width[i] = vars.get(i).length();
            for (List<String> row : rows) width[i] = Math.max(width[i], row.get(i).length());
        }
        int total = 1;
        for (int w : width) total += w + 3;
        String rule = "-".repeat(total) + "\n";
        StringBuilder b = new StringBuilder(rule);
        b.append(line(vars, width)).append("=".repeat(total)).append('\n');
        for (List<String> row : rows) b.append(line(row, width));
        return b.append(rule).toString();
    }

    private static String line(List<String> cells, int[] width) {
        StringBuilder b = new StringBuilder("|");
        for (int i = 0; i < cells.size(); i++)
            b.append(' ').append(cells.get(i)).append(" ".repeat(width[i] - cells.get(i).length())).append(" |");
        return b.append('\n').toString();
    }

    private static String cell(JsonNode term) {
        if (term == null) return "";
        String value = term.path("value").asText();
        return switch (term.path("type").asText()) {
            case "uri" -> "<" + value + ">";
            case "bnode" -> "_:" + value;
            default -> literal(value, term.path("xml:lang").asText(null), term.path("datatype").asText(null));
        };
    }

    private static String literal(String value, String lang, String datatype) {
        if (lang != null) return "\"" + value + "\"@" + lang;
        if (datatype == null || datatype.equals(XSD + "string")) return "\"" + value + "\"";
        if (datatype.startsWith(XSD) && BARE.contains(datatype.substring(XSD.length()))) return value;
        return "\"" + value + "\"^^<" + datatype + ">";
    }

    private static JsonNode read(String json) {
        try {
            return Mappers.answers().readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
