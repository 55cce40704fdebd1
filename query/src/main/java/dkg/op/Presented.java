package dkg.op;

import java.util.function.Supplier;

/**
 * An answer as the faces hand it on: the value that {@code --json}, MCP's structured content and
 * HTTP serialise, and its text. A value built from the answer (a JSON tree) is made only when a face
 * asks for it: a one-shot command printing text should not start the JSON mapper.
 */
public final class Presented {
    private final Supplier<Object> structured;
    private final String text;
    private Object made;

    private Presented(Supplier<Object> structured, String text) {
        this.structured = structured;
        this.text = text;
    }

    /** The answer itself is the structured value. */
    public static Presented of(Object structured, String text) { return new Presented(() -> structured, text); }

    /** A structured value made on first use. */
    public static Presented lazily(Supplier<Object> structured, String text) { return new Presented(structured, text); }

    public synchronized Object structured() {
        if (made == null) made = structured.get();
        return made;
    }

    public String text() { return text; }
}
