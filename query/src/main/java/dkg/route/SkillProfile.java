package dkg.route;

import java.util.List;
import java.util.Objects;

/**
 * What the graph says about one skill, as far as routing cares.
 *
 * @param name        the skill name, e.g. {@code doca-dma}
 * @param title       the SKILL.md level-1 heading, e.g. {@code DOCA DMA} (may be empty)
 * @param description the front-matter description (may be empty)
 * @param phrasings   the description's "typical implicit phrasings"
 * @param examples    the example questions the skill answers well
 * @param sections    English SKILL.md section texts (heading + text)
 * @param deep        English section texts of the skill's other files (CAPABILITIES.md, TASKS.md,
 *                    references/): its depth, scored as a field of its own
 * @param symbols     names of the symbols the skill's documents mention
 * @param against     evidence against this skill: refusals, "use instead" rules, referrals
 */
public record SkillProfile(String name, String title, String description, List<String> phrasings,
                           List<String> examples, List<String> sections, List<String> deep, List<String> symbols,
                           List<Against> against) {
    public SkillProfile {
        Objects.requireNonNull(name, "name");
        title = title == null ? "" : title;
        description = description == null ? "" : description;
        phrasings = List.copyOf(phrasings);
        examples = List.copyOf(examples);
        sections = List.copyOf(sections);
        deep = List.copyOf(deep);
        symbols = List.copyOf(symbols);
        against = List.copyOf(against);
    }

    /** The same profile without its section texts (once they are counted, see {@link Router.CountedFields}). */
    public SkillProfile withoutSectionTexts() {
        return new SkillProfile(name, title, description, phrasings, examples, List.of(), List.of(), symbols, against);
    }

    /**
     * A clause saying when this skill is the wrong one, and where to go instead.
     *
     * @param text    the clause, e.g. "cross-network copies (DOCA RDMA)"
     * @param targets skills the clause points to (may be empty)
     * @param origin  where it came from: "refusal", "path rule", "referral"
     */
    public record Against(String text, List<String> targets, String origin) {
        public Against {
            Objects.requireNonNull(text, "text");
            targets = List.copyOf(targets);
            Objects.requireNonNull(origin, "origin");
        }
    }
}
