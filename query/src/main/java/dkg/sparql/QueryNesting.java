package dkg.sparql;

/**
 * The deepest nesting of {@code { ( [} in a SPARQL text, found in one linear pass that skips string
 * literals, IRIs and comments. It runs before the parser, which recurses per level: a query nested
 * thousands deep would otherwise blow the stack there or in the algebra that follows.
 */
final class QueryNesting {
    private QueryNesting() {}

    /** Maximum depth of open brackets; unbalanced closers are ignored (the parser reports them). */
    static int depth(String text) {
        int depth = 0, max = 0, n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            switch (c) {
                case '{', '(', '[' -> max = Math.max(max, ++depth);
                case '}', ')', ']' -> depth = Math.max(0, depth - 1);
                case '#' -> i = endOfLine(text, i);
                case '"', '\'' -> i = endOfString(text, i);
                case '<' -> i = endOfIri(text, i);
                default -> { }
            }
        }
        return max;
    }

    private static int endOfLine(String t, int i) {
        int nl = t.indexOf('\n', i);
        return nl < 0 ? t.length() : nl;
    }

    /** Index of the closing quote of the literal opening at {@code i} (short or long form). */
    private static int endOfString(String t, int i) {
        char q = t.charAt(i);
        boolean longForm = i + 2 < t.length() && t.charAt(i + 1) == q && t.charAt(i + 2) == q;
        if (longForm) {
            String close = String.valueOf(q).repeat(3);
            int j = i + 3;
            while (j < t.length()) {
                if (t.charAt(j) == '\\') { j += 2; continue; }
                if (t.startsWith(close, j)) return j + 2;
                j++;
            }
            return t.length();
        }
        for (int j = i + 1; j < t.length(); j++) {
            char c = t.charAt(j);
            if (c == '\\') j++;
            else if (c == q || c == '\n') return j;
        }
        return t.length();
    }

    /** An IRI is {@code <} up to {@code >} with no space or quote inside; otherwise {@code <} is "less than". */
    private static int endOfIri(String t, int i) {
        for (int j = i + 1; j < t.length(); j++) {
            char c = t.charAt(j);
            if (c == '>') return j;
            if (c <= ' ' || c == '<' || c == '"' || c == '{' || c == '}') return i;
        }
        return i;
    }
}
