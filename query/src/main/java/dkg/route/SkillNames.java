package dkg.route;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** How skill names appear in text: "doca-dma", "doca dma", "DOCA DMA", "doca_dma". */
final class SkillNames {
    private SkillNames() {}

    /**
     * A case-insensitive pattern for a name as a whole word: "doca-flow" must not match inside
     * "doca-flow-perf" or "doca_flow_perf", so letters, digits, '-' and '_' may not follow.
     */
    static Pattern pattern(String name) {
        StringBuilder body = new StringBuilder();
        for (String w : name.strip().split("[\\s_-]+")) {
            if (!body.isEmpty()) body.append("[\\s_-]+");
            body.append(Pattern.quote(w));
        }
        return Pattern.compile("(?i)(?<![\\w-])" + PACKAGED + body + "(?![\\w]|[-_]\\w)");
    }

    /**
     * DOCA ships a product as a package, container or service named {@code doca-<name>} or
     * {@code doca_<name>} ("the doca-hbn container", "doca_snap"): there the name still names it.
     */
    private static final String PACKAGED = "(?:doca[-_])?";

    /** The alternative of a case-sensitive name written as a DOCA package's, in any case ({@code doca-hbn}). */
    private static String asPackage(String name) {
        return "|(?i:(?<![\\w-])doca[-_]" + Pattern.quote(name) + "(?![\\w]|[-_]\\w))";
    }

    /** An acronym ("HBN", "DPF") as written in capitals, or in any case as a DOCA package's name ({@code doca-hbn}). */
    static Pattern acronymPattern(String acronym) {
        return Pattern.compile("(?<![\\w-])" + Pattern.quote(acronym) + "(?![\\w])" + asPackage(acronym));
    }

    /** "DOCA Flow Perf (doca_flow_perf)" → "DOCA Flow Perf". */
    static String shortTitle(String title) {
        return title.replaceAll("\\s*\\(.*?\\)\\s*", " ").strip();
    }

    /**
     * The coined product word of a title, as the title writes it: "DOCA GPUNetIO" → "GPUNetIO",
     * "DOCA RDMA" → "RDMA"; null when the rest of the title is several words or a plain word
     * ("DOCA Flow", "DOCA Common"), which in a question may just be English.
     */
    static String productWord(String title) {
        String rest = shortTitle(title).replaceFirst("^DOCA\\s+", "").strip();
        if (rest.isEmpty() || rest.contains(" ")) return null;
        boolean coined = rest.length() >= 3 && rest.substring(1).chars().anyMatch(Character::isUpperCase);
        return coined ? rest : null;
    }

    /** The product word as written, as a whole word (case-sensitive: "GPI" is not "gpi" inside a path). */
    static Pattern productPattern(String word) {
        return Pattern.compile("(?<![\\w-])" + Pattern.quote(word) + "(?![\\w]|[-_]\\w)" + asPackage(word));
    }

    private static final Pattern ABBREVIATION = Pattern.compile("\\(([A-Za-z][A-Za-z0-9]{1,5})\\)");

    /**
     * The names a title defines for its skill with an abbreviation in parentheses that the skill's
     * name is built from: "DOCA BlueField-3 (BF3) deployment" of doca-bf3-deployment gives "BF3"
     * and "BlueField-3", the words before it whose initials spell it. A question about the platform
     * says the hardware's name, seldom the skill's. Empty when the title defines none.
     */
    static List<String> definedNames(String title, String skillName) {
        List<String> out = new ArrayList<>();
        if (title == null) return out;
        List<String> parts = List.of(skillName.toLowerCase(Locale.ROOT).split("-"));
        Matcher m = ABBREVIATION.matcher(title);
        while (m.find()) {
            String abbr = m.group(1);
            if (!parts.contains(abbr.toLowerCase(Locale.ROOT))) continue;
            out.add(abbr);
            String[] words = title.substring(0, m.start()).strip().split("\\s+");
            StringBuilder initials = new StringBuilder();
            for (int i = words.length - 1; i >= 0 && initials.length() < abbr.length(); i--) {
                initials.insert(0, initials(words[i]));
                if (initials.toString().equalsIgnoreCase(abbr)) {
                    out.add(String.join(" ", java.util.Arrays.asList(words).subList(i, words.length)));
                    break;
                }
            }
        }
        return out;
    }

    /** "BlueField-3" → "BF3": the first letter of each camel-case, hyphenated or numeric piece. */
    static String initials(String word) {
        StringBuilder b = new StringBuilder();
        for (String piece : word.split("-|(?<=[a-z])(?=[A-Z])|(?<=[A-Za-z])(?=[0-9])"))
            if (!piece.isEmpty()) b.append(piece.charAt(0));
        return b.toString();
    }
}
