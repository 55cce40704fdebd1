package dkg.ingest.parse.md;

import java.util.LinkedHashMap;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * A Markdown file's YAML front matter and the body after it. The leading {@code ---} block is cut
 * off at its closing {@code ---} line and handed whole to SnakeYAML, so folded scalars keep lines
 * such as argp's {@code phrasings: ...} as text.
 *
 * @param fields    the YAML mapping, empty when the file has no front matter; never null
 * @param body      the Markdown after the front matter
 * @param bodyLine  1-based line number where {@code body} starts in the file
 */
public record FrontMatter(Map<String, Object> fields, String body, int bodyLine) {

    public FrontMatter {
        fields = fields == null ? Map.of() : fields;
    }

    /** Splits {@code text}; throws {@link YAMLException} when the front matter is not a YAML mapping. */
    public static FrontMatter split(String text) {
        String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
        if (!(t.startsWith("---\n") || t.startsWith("---\r\n"))) return new FrontMatter(Map.of(), t, 1);
        int start = t.indexOf('\n') + 1;
        int line = 2;
        for (int i = start; i < t.length(); ) {
            int eol = t.indexOf('\n', i);
            if (eol < 0) eol = t.length();
            String l = t.substring(i, eol).stripTrailing();
            if (l.equals("---") || l.equals("...")) {
                Map<String, Object> fields = load(t.substring(start, i));
                return new FrontMatter(fields, eol >= t.length() ? "" : t.substring(eol + 1), line + 1);
            }
            i = eol + 1;
            line++;
        }
        return new FrontMatter(Map.of(), t, 1); // no closing line: not front matter
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> load(String yaml) {
        Object o = new Yaml(new SafeConstructor(new LoaderOptions())).load(yaml);
        if (o == null) return Map.of();
        if (!(o instanceof Map<?, ?> m)) throw new YAMLException("front matter is not a mapping");
        return new LinkedHashMap<>((Map<String, Object>) m);
    }

    /** A top-level string field, or null. */
    public String string(String key) {
        Object v = fields.get(key);
        return v == null ? null : v.toString().strip();
    }

    /** A string field one level down ({@code metadata.kind}), or null. */
    public String string(String key, String sub) {
        return fields.get(key) instanceof Map<?, ?> m && m.get(sub) != null ? m.get(sub).toString().strip() : null;
    }
}
