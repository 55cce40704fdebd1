package dkg.route;

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
        return Pattern.compile("(?i)(?<![\\w-])" + body + "(?![\\w]|[-_]\\w)");
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
        return Pattern.compile("(?<![\\w-])" + Pattern.quote(word) + "(?![\\w]|[-_]\\w)");
    }
}
