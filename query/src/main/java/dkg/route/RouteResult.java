package dkg.route;

import java.util.List;
import java.util.Objects;

/**
 * The answer of {@code doca-kg route}: skills ranked best first, and the skills the question should
 * not go to. The same record is rendered by the CLI's {@code --json} and by other faces.
 *
 * @param question the question as asked
 * @param skills   ranked skills (at most the requested limit), best first
 * @param notFor   skills whose own text (a refusal, a path rule) or the question points away
 *                 (at most the requested limit, those that would have ranked highest first)
 * @param named    skills the question names ("doca-dma", "DOCA DMA", "GPUNetIO", "BF3"), outside a negated phrase
 * @param notForOmitted how many more skills the question should not go to, left out by the limit
 */
public record RouteResult(String question, List<Ranked> skills, List<NotFor> notFor, List<String> named, int notForOmitted) {
    public RouteResult {
        Objects.requireNonNull(question, "question");
        skills = List.copyOf(skills);
        notFor = List.copyOf(notFor);
        named = List.copyOf(named);
    }

    public RouteResult(String question, List<Ranked> skills, List<NotFor> notFor, List<String> named) {
        this(question, skills, notFor, named, 0);
    }

    public RouteResult(String question, List<Ranked> skills, List<NotFor> notFor) { this(question, skills, notFor, List.of()); }

    /** The top skill's name, or null when nothing matched. */
    public String top() { return skills.isEmpty() ? null : skills.getFirst().skill(); }

    /** One ranked skill with its score and the evidence behind it. */
    public record Ranked(String skill, double score, List<String> reasons) {
        public Ranked {
            Objects.requireNonNull(skill, "skill");
            reasons = List.copyOf(reasons);
        }
    }

    /** A skill the question should not go to, and why. */
    public record NotFor(String skill, String because) {
        public NotFor {
            Objects.requireNonNull(skill, "skill");
            Objects.requireNonNull(because, "because");
        }
    }
}
