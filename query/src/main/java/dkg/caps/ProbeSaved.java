package dkg.caps;

/**
 * What {@code probe --save} stored.
 *
 * @param graph   the host's named graph, replaced on every save
 * @param devices devices whose facts were saved
 * @param changed false when the facts equal the last save's
 */
public record ProbeSaved(String graph, int devices, boolean changed) {}
