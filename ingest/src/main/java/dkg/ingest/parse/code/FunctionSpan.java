package dkg.ingest.parse.code;

/**
 * A function defined in a source file: its name and the lines from its name to its closing brace.
 *
 * @param name    the function's name ({@code Class::method} in C++ keeps only the last part)
 * @param line    line of the name
 * @param endLine line of the closing brace
 */
public record FunctionSpan(String name, int line, int endLine) {
    /** Lines the function spans. */
    public int length() { return endLine - line + 1; }
}
