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
}
