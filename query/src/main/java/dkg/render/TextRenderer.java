package dkg.render;

/**
 * The readable form of one kind of answer record. One renderer per record type, used by the CLI,
 * MCP ({@code text} content) and HTTP alike, so every face shows the same words.
 */
@FunctionalInterface
public interface TextRenderer<T> {
    /** The answer as text for a person; ends with a newline when not empty. */
    String text(T answer);
}
