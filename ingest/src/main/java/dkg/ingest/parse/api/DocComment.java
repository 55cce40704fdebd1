package dkg.ingest.parse.api;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Doxygen comment of a C header, split into its commands: {@code @brief} (or the first paragraph),
 * details, {@code @param [in] name text} (also {@code @param[out]}, {@code \param}), {@code @return}
 * / {@code @returns} with the bullet list that follows, {@code @note}, {@code @warning},
 * {@code @defgroup ID Title}, {@code @ingroup ID}, {@code @addtogroup ID}. Text of a command runs to
 * the next command or blank line (returns run to the next command, their lists have blank-free bullets).
 */
public final class DocComment {

    /** A documented parameter. */
    public record Param(String name, String direction, String text) {}

    String brief;
    final List<String> details = new ArrayList<>();
    final List<Param> params = new ArrayList<>();
    String returns;
    final List<String> notes = new ArrayList<>();
    final List<String> warnings = new ArrayList<>();
    String defgroupId;
    String defgroupTitle;
    final List<String> ingroups = new ArrayList<>();

    private static final Pattern COMMAND = Pattern.compile("^[@\\\\](\\w+)(\\s*\\[[^]]*])?\\s*(.*)$");
    private static final Pattern PARAM = Pattern.compile("^(\\w+)\\s*(.*)$");

    private DocComment() {}

    /** Parses the text of a comment (without its {@code /**} and {@code *}{@code /}). */
    public static DocComment parse(String body) {
        DocComment d = new DocComment();
        String cmd = null, attr = null;
        StringBuilder cur = new StringBuilder();
        for (String raw : body.split("\n")) {
            String line = raw.strip().replaceFirst("^\\*+\\s?", "").strip();
            Matcher c = COMMAND.matcher(line);
            if (c.matches() && !c.group(1).equals("{") ) {
                d.flush(cmd, attr, cur);
                cmd = c.group(1);
                attr = c.group(2) == null ? null : c.group(2).strip();
                cur.setLength(0);
                cur.append(c.group(3));
                if (cmd.equals("defgroup") || cmd.equals("ingroup") || cmd.equals("addtogroup")) {
                    d.flush(cmd, attr, cur);
                    cmd = null;
                    cur.setLength(0);
                }
                continue;
            }
            if (line.equals("@{") || line.equals("@}")) continue;
            if (line.isEmpty()) {
                if (cmd == null || !cmd.startsWith("return")) { d.flush(cmd, attr, cur); cmd = null; cur.setLength(0); }
                continue;
            }
            if (cur.length() > 0) cur.append(cmd != null && cmd.startsWith("return") && line.startsWith("-") ? "\n" : " ");
            cur.append(line);
        }
        d.flush(cmd, attr, cur);
        return d;
    }

    private void flush(String cmd, String attr, StringBuilder cur) {
        String text = cur.toString().strip();
        if (cmd == null) {
            if (text.isEmpty()) return;
            if (brief == null) brief = text; else details.add(text);
            return;
        }
        switch (cmd) {
            case "brief", "short" -> { if (brief == null) brief = text; else details.add(text); }
            case "details" -> { if (!text.isEmpty()) details.add(text); }
            case "param" -> {
                Matcher p = PARAM.matcher(text);
                if (p.matches()) params.add(new Param(p.group(1), direction(attr), p.group(2).isBlank() ? null : p.group(2).strip()));
            }
            case "return", "returns", "retval" -> returns = returns == null ? text : returns + "\n" + text;
            case "note" -> notes.add(text);
            case "warning" -> warnings.add(text);
            case "defgroup" -> {
                String[] parts = text.split("\\s+", 2);
                defgroupId = parts[0];
                defgroupTitle = parts.length > 1 ? parts[1] : parts[0];
            }
            case "ingroup", "addtogroup" -> { if (!text.isEmpty()) ingroups.add(text.split("\\s+")[0]); }
            default -> { if (!text.isEmpty()) details.add(text); }
        }
    }

    private static String direction(String attr) {
        if (attr == null) return null;
        String a = attr.replaceAll("[\\[\\]\\s]", "");
        return switch (a) {
            case "in" -> "in";
            case "out" -> "out";
            case "in,out", "inout" -> "inout";
            default -> null;
        };
    }

    /** Brief plus details, paragraphs separated by a blank line. */
    String description() {
        List<String> all = new ArrayList<>();
        if (brief != null) all.add(brief);
        all.addAll(details);
        return all.isEmpty() ? null : String.join("\n\n", all);
    }
}
