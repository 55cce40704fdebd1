package dkg.mcp;

import dkg.error.BadInputException;

/**
 * What an agent reads when a call fails: one short line it can act on. Bad input keeps its own
 * message (cut to {@link #MAX_CHARS}, so a huge argument quoted in it is not echoed back); any
 * other failure is named by what went wrong for the caller, never by an exception class, and its
 * details go to stderr.
 */
final class ToolErrors {
    /** Longest error message sent to the client. */
    static final int MAX_CHARS = 1000;

    private ToolErrors() {}

    static String message(String tool, Throwable e) {
        if (e instanceof BadInputException b) return brief(b.getMessage());
        if (e instanceof NumberFormatException)
            return brief(tool + ": a number in the arguments is malformed or out of range");
        if (e instanceof OutOfMemoryError)
            return brief(tool + ": the input needs more memory than the server has; send a smaller one");
        if (e instanceof StackOverflowError)
            return brief(tool + ": the input is too deeply nested to process; simplify it");
        // Lucene's limit on expanded query terms; matched by name so this face needs no Lucene import
        if (e.getClass().getName().contains("TooMany") && e.getClass().getName().endsWith("Clauses"))
            return brief(tool + ": the search expands to too many terms; use fewer or more specific words");
        if (e instanceof IllegalArgumentException && e.getMessage() != null && !e.getMessage().isBlank())
            return brief(tool + ": " + e.getMessage());
        return brief(tool + " could not answer this request (an internal error, logged on the server's stderr); try other arguments");
    }

    /** One line of at most {@link #MAX_CHARS} characters. */
    static String brief(String message) {
        String m = message == null ? "" : message.replaceAll("\\s+", " ").strip();
        return m.length() <= MAX_CHARS ? m : m.substring(0, MAX_CHARS - 1) + "…";
    }
}
