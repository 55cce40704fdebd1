package dkg.route;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One row of a routing table in the knowledge-map skill ("DOCA Platform Framework (DPF) | URL |
 * what it is | gotchas"), with the names a question may use for its topic.
 *
 * @param skill  the skill whose document holds the table
 * @param source {@code file#anchor} of the section holding the table
 * @param row    the row's text, cells joined by {@code " | "}
 * @param names  names of the row's topic, from its first cell ("DOCA Platform Framework", "DPF")
 * @param outside whether the table's section says its products are outside the bundle (the bundle
 *                routes them, no other skill answers for them, even where another skill mentions them)
 * @param companions skill-like names ({@code doca-…}) the section's prose names before its table:
 *                the skills it says to load beside the route ("load doca-hardware-safety alongside")
 */
public record MapRow(String skill, String source, String row, List<String> names, boolean outside, List<String> companions) {
    public MapRow {
        Objects.requireNonNull(skill, "skill");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(row, "row");
        names = List.copyOf(names);
        companions = companions == null ? List.of() : List.copyOf(companions);
    }

    public MapRow(String skill, String source, String row, List<String> names, boolean outside) {
        this(skill, source, row, names, outside, List.of());
    }

    /**
     * Skills the row itself names ("the overlay (`doca-hardware-safety`) is mandatory for any MFT
     * mutating command"): for this topic the row sends the reader there, wherever the section's
     * prose put them.
     */
    public List<String> namedSkills() {
        Set<String> out = new LinkedHashSet<>();
        java.util.regex.Matcher m = SKILL_NAME.matcher(row);
        while (m.find()) if (!m.group().equals(skill)) out.add(m.group());
        return List.copyOf(out);
    }

    /** The first cell: what the row is about. */
    public String topic() { return row.split("\\s\\|\\s", 2)[0].strip(); }

    /**
     * The table rows in a section's plain text (cells separated by {@code " | "}), header rows
     * (the first row of each table) left out.
     */
    public static List<MapRow> rowsIn(String skill, String source, String text) {
        List<MapRow> out = new ArrayList<>();
        boolean inTable = false, outside = false;
        StringBuilder prose = new StringBuilder();
        Set<String> companions = new LinkedHashSet<>();
        for (String line : text.split("\\R")) {
            if (!inTable && line.split("\\s\\|\\s", -1).length < 3) {
                outside |= OUTSIDE.matcher(prose.append(' ').append(line)).find();
                java.util.regex.Matcher m = SKILL_NAME.matcher(line);
                while (m.find()) if (!m.group().equals(skill)) companions.add(m.group());
            }
            boolean row = line.split("\\s\\|\\s", -1).length >= 3;
            // a routing row points somewhere (a URL or an install path); a score table does not
            if (row && inTable && (line.contains("http") || line.contains(" /") || line.startsWith("/"))) {
                List<String> names = namesOf(line.split("\\s\\|\\s", 2)[0]);
                if (!names.isEmpty()) out.add(new MapRow(skill, source, line.strip(), names, outside, List.copyOf(companions)));
            }
            inTable = row;
        }
        return out;
    }

    /**
     * Whether {@code name} is a whole name of the topic, not a word inside one: "BFB" of "BlueField
     * BSP / BFB", "DPF" of "DOCA Platform Framework (DPF)", but not "NVIDIA" or "GPU" of "NVIDIA
     * GPU Operator".
     */
    public boolean isWholeName(String name) {
        if (name.strip().contains(" ")) return true;
        for (String part : topic().replaceAll("[`*]", "").split("\\s/\\s|[(),;]| — ")) {
            String p = part.strip();
            if (p.equalsIgnoreCase(name) || bare(p).equalsIgnoreCase(name)) return true;
        }
        return false;
    }

    private static String bare(String name) {
        return name.replaceFirst("^(?:NVIDIA|DOCA|BlueField)\\s+", "").replaceFirst("\\s+(?:Service|Services|SDK|Software)$", "").strip();
    }

    private static final java.util.regex.Pattern SKILL_NAME = java.util.regex.Pattern.compile("(?<![\\w/-])doca-[a-z0-9]+(?:-[a-z0-9]+)*(?![\\w/-])");

    /** What a section says before its table when its products are not the bundle's own. */
    private static final java.util.regex.Pattern OUTSIDE = java.util.regex.Pattern.compile(
            "(?i)not in (?:this|the) bundle|outside (?:of )?(?:this|the) bundle|out of scope for (?:this|the) bundle|externally[- ]productized|route, not answer");

    /**
     * "DOCA Platform Framework (DPF)" → DOCA Platform Framework, Platform Framework, DPF;
     * "BlueField BSP / BFB / bfb-install / RShim" → each part. A cell that is a sentence or a
     * quoted question (a routing table's "user intent") names no topic.
     */
    static List<String> namesOf(String cell) {
        Set<String> out = new LinkedHashSet<>();
        String c = cell.strip();
        if (c.startsWith("\"") || c.startsWith("“") || c.endsWith("?")) return List.of();
        StringBuilder main = new StringBuilder();
        int depth = 0;
        StringBuilder paren = new StringBuilder();
        List<String> parens = new ArrayList<>();
        for (char ch : c.toCharArray()) {
            if (ch == '(') { if (depth++ == 0) { paren.setLength(0); continue; } }
            if (ch == ')') { if (--depth == 0) { parens.add(paren.toString()); continue; } depth = Math.max(0, depth); }
            (depth > 0 ? paren : main).append(ch);
        }
        for (String part : main.toString().split("\\s/\\s|,|;| — ")) addName(out, part, false);
        for (String p : parens) {
            // "(DPF)", "(mst, flint, mlxconfig)": short names; "(Pipeline Language; in the public …)" is prose
            for (String item : p.split("[,;]")) {
                String it = item.strip();
                if (!it.isEmpty() && it.split("\\s+").length <= 2 && (isAcronym(it) || p.contains(","))) addName(out, it, p.contains(","));
            }
        }
        return List.copyOf(out);
    }

    /**
     * A single word names a topic only when it cannot be a plain English word: an acronym (DPF),
     * a word with an inner capital (BlueMan, NetQ) or with '-', '.', '_' (bf.cfg, bfb-install).
     * "Overview" or "Downloads" alone would match every other question.
     */
    static boolean distinctive(String word) {
        return isAcronym(word) || word.matches(".*[-._/].*") || word.substring(1).chars().anyMatch(Character::isUpperCase);
    }

    private static void addName(Set<String> out, String part, boolean listed) {
        String p = part.replaceAll("[`*]", "").strip();
        if (p.isEmpty() || p.split("\\s+").length > 5) return;
        if (!p.contains(" ") && !distinctive(p) && !listed) return;
        out.add(p);
        // "NVIDIA Network Operator" is also "Network Operator"; "DOCA HBN Service" also "HBN"
        String bare = bare(p);
        if (!bare.isEmpty() && !bare.equals(p) && (bare.contains(" ") || distinctive(bare))) out.add(bare);
        for (String w : p.split("\\s+")) if (isAcronym(w) && !w.equals(p)) out.add(w);
    }

    static boolean isAcronym(String w) {
        return w.length() >= 3 && w.length() <= 6 && w.chars().allMatch(ch -> Character.isUpperCase(ch) || Character.isDigit(ch))
                && w.chars().anyMatch(Character::isLetter);
    }
}
