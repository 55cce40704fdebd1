package dkg.route;

import java.util.Objects;

/**
 * One routing eval prompt.
 *
 * @param id       the eval id
 * @param owner    the skill whose evals file holds it
 * @param prompt   the question
 * @param expected the skill that should rank first, or null for a negative (owner must not)
 */
public record EvalCase(String id, String owner, String prompt, String expected) {
    public EvalCase {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(prompt, "prompt");
    }
}
