package dkg.render;

import dkg.code.CheckReport;
import dkg.code.CodeChecker;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link CheckReport} as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), the
 * form code-scanning viewers read: one run of the tool {@code doca-kg} with its rules, one result per
 * finding (rule id, level, message with the fix, physical location with 1-based line and column),
 * and the graph fact that justifies it as a related location. Written as plain maps through Jackson:
 * no SARIF library is published on Maven Central in a usable form here, and the test validates the
 * output against the SARIF 2.1.0 JSON schema.
 */
public final class Sarif {
    private Sarif() {}

    /** The SARIF log of a report, as JSON text. */
    public static String json(CheckReport report) { return Renderers.json(log(report)); }

    static Map<String, Object> log(CheckReport report) {
        List<Map<String, Object>> rules = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (String[] r : CodeChecker.rules()) {
            ids.add(r[0]);
            rules.add(map("id", r[0], "shortDescription", map("text", r[1])));
        }
        List<Map<String, Object>> results = new ArrayList<>();
        for (CheckReport.Finding f : report.findings()) {
            Map<String, Object> result = map("ruleId", f.rule(), "ruleIndex", ids.indexOf(f.rule()), "level", f.level(),
                    "message", map("text", f.message() + ". Fix: " + f.fix()),
                    "locations", List.of(map("physicalLocation", map(
                            "artifactLocation", map("uri", uri(f.file())),
                            "region", map("startLine", f.line(), "startColumn", Math.max(1, f.column()))))));
            if (f.justification() != null) result.put("relatedLocations", List.of(related(f.justification())));
            results.add(result);
        }
        Map<String, Object> driver = map("name", "doca-kg", "informationUri", "https://w3id.org/doca-kg", "rules", rules);
        Map<String, Object> run = map("tool", map("driver", driver), "results", results);
        if (report.docaVersion() != null) run.put("properties", map("docaVersion", report.docaVersion()));
        return map("$schema", "https://json.schemastore.org/sarif-2.1.0.json", "version", "2.1.0", "runs", List.of(run));
    }

    /**
     * The fact behind a finding as a related location: its document path under the base id
     * {@code DOCAKG} (the ingested sources), a {@code #L<n>} anchor as the region's line.
     */
    static Map<String, Object> related(String ref) {
        int hash = ref.indexOf('#');
        String path = hash < 0 ? ref : ref.substring(0, hash), anchor = hash < 0 ? "" : ref.substring(hash + 1);
        Map<String, Object> physical = map("artifactLocation", map("uri", uri(path), "uriBaseId", "DOCAKG"));
        if (anchor.matches("L[0-9]+")) physical.put("region", map("startLine", Integer.parseInt(anchor.substring(1))));
        return map("id", 1, "message", map("text", "justified by " + ref), "physicalLocation", physical);
    }

    /** A relative path as a relative URI with forward slashes; an absolute one as a file URI. */
    static String uri(String file) {
        Path p = Path.of(file);
        if (p.isAbsolute()) return p.toUri().toString();
        StringBuilder b = new StringBuilder();
        for (Path part : p.normalize()) {
            if (!b.isEmpty()) b.append('/');
            b.append(java.net.URLEncoder.encode(part.toString(), java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20"));
        }
        return b.toString();
    }

    private static Map<String, Object> map(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], kv[i + 1]);
        return m;
    }
}
