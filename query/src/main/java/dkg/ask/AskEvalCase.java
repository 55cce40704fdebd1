package dkg.ask;

import java.util.List;
import java.util.Objects;

/**
 * One question of an ask eval set.
 *
 * @param id           the item's id
 * @param question     the question as its author wrote it
 * @param expected     the skill that should answer it, or null when none should ({@code "none"})
 * @param alternatives other skills accepted as right
 * @param anchor       {@code file#anchor} of the passage that answers it, or null
 * @param lang         the question's language tag (may be null)
 * @param answerFacts  strings a correct reply must surface (a flag, command, symbol or cause), each
 *                     verbatim in the expected skill's text; empty when none were written down
 */
public record AskEvalCase(String id, String question, String expected, List<String> alternatives, String anchor, String lang, List<String> answerFacts) {
    public AskEvalCase {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(question, "question");
        alternatives = List.copyOf(alternatives);
        answerFacts = answerFacts == null ? List.of() : List.copyOf(answerFacts);
    }

    public AskEvalCase(String id, String question, String expected, List<String> alternatives, String anchor, String lang) {
        this(id, question, expected, alternatives, anchor, lang, List.of());
    }

    /** Whether {@code skill} is an accepted answer. */
    public boolean accepts(String skill) { return skill != null && (skill.equals(expected) || alternatives.contains(skill)); }
}
