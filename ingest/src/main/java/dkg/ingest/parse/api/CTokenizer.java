package dkg.ingest.parse.api;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits C header text into tokens with their line numbers: identifiers, numbers, string and char
 * literals, punctuators, whole preprocessor lines (continuations joined), and Doxygen comments
 * ({@code /**}, {@code /*!}, {@code ///}). Plain comments are dropped. A doc comment is marked
 * {@code trailing} when code precedes it on its first line: DOCA writes member comments after the
 * member on the same line, and they belong to that member whatever their form.
 */
public final class CTokenizer {

    /** Token kinds. */
    public enum Kind { IDENT, NUMBER, STRING, PUNCT, PREPROC, DOC }

    /**
     * One token: text as written (a DOC's text is the comment without its delimiters), its 1-based
     * line and column (of its first character; a PREPROC's is its {@code #}).
     */
    public record Token(Kind kind, String text, int line, boolean trailing, int column) {
        public Token(Kind kind, String text, int line, boolean trailing) { this(kind, text, line, trailing, 0); }
        public boolean is(String s) { return text.equals(s) && (kind == Kind.PUNCT || kind == Kind.IDENT); }
        @Override public String toString() { return text; }
    }

    private CTokenizer() {}

    public static List<Token> tokenize(String src) {
        List<Token> out = new ArrayList<>();
        int i = 0, line = 1, n = src.length();
        int lastCodeLine = 0;
        int lineOffset = 0; // index of the current line's first character, for columns
        boolean lineStart = true;
        while (i < n) {
            char c = src.charAt(i);
            if (c == '\n') { line++; i++; lineStart = true; lineOffset = i; continue; }
            if (Character.isWhitespace(c)) { i++; continue; }
            if (c == '#' && lineStart) {
                int startLine = line, startColumn = i - lineOffset + 1;
                StringBuilder b = new StringBuilder();
                List<Token> docs = new ArrayList<>();
                while (i < n && src.charAt(i) != '\n') {
                    if (src.charAt(i) == '\\' && i + 1 < n && src.charAt(i + 1) == '\n') { b.append(' '); i += 2; line++; lineOffset = i; continue; }
                    if (src.startsWith("/*", i)) { // a comment inside a directive: a doc one documents the macro
                        int end = src.indexOf("*/", i + 2);
                        if (end < 0) end = n; // unterminated: the comment runs to the end of the input
                        String body = src.substring(i + 2, end);
                        if (body.startsWith("*") && !body.startsWith("**")) {
                            String text = body.substring(1);
                            docs.add(new Token(Kind.DOC, text.startsWith("<") ? text.substring(1) : text, line, true));
                        }
                        for (int k = i; k < end; k++) if (src.charAt(k) == '\n') { line++; lineOffset = k + 1; }
                        i = Math.min(end + 2, n);
                        continue;
                    }
                    if (src.startsWith("//", i)) { while (i < n && src.charAt(i) != '\n') i++; break; }
                    b.append(src.charAt(i++));
                }
                // Stored without the '#': "define X 1", "include <x.h>", "ifdef __cplusplus".
                out.add(new Token(Kind.PREPROC, b.toString().strip().replaceFirst("^#\\s*", ""), startLine, false, startColumn));
                out.addAll(docs);
                lastCodeLine = startLine;
                continue;
            }
            lineStart = false;
            if (src.startsWith("/*", i)) {
                int end = src.indexOf("*/", i + 2);
                if (end < 0) end = n; // unterminated: the comment runs to the end of the input
                String body = src.substring(i + 2, end);
                int startLine = line;
                for (int k = i; k < end; k++) if (src.charAt(k) == '\n') { line++; lineOffset = k + 1; }
                i = Math.min(end + 2, n);
                if ((body.startsWith("*") && !body.startsWith("**")) || body.startsWith("!")) {
                    String text = body.substring(1);
                    boolean backward = text.startsWith("<");
                    if (backward) text = text.substring(1);
                    out.add(new Token(Kind.DOC, text, startLine, backward || lastCodeLine == startLine));
                }
                continue;
            }
            if (src.startsWith("//", i)) {
                int end = src.indexOf('\n', i);
                if (end < 0) end = n;
                String body = src.substring(i + 2, end);
                if (body.startsWith("/") || body.startsWith("!")) {
                    String text = body.substring(1);
                    boolean backward = text.startsWith("<");
                    if (backward) text = text.substring(1);
                    out.add(new Token(Kind.DOC, text, line, backward || lastCodeLine == line));
                }
                i = end;
                continue;
            }
            int start = i, column = i - lineOffset + 1;
            if (Character.isLetter(c) || c == '_') {
                while (i < n && (Character.isLetterOrDigit(src.charAt(i)) || src.charAt(i) == '_')) i++;
                out.add(new Token(Kind.IDENT, src.substring(start, i), line, false, column));
            } else if (Character.isDigit(c)) {
                while (i < n && (Character.isLetterOrDigit(src.charAt(i)) || src.charAt(i) == '.')) i++;
                out.add(new Token(Kind.NUMBER, src.substring(start, i), line, false, column));
            } else if (c == '"' || c == '\'') {
                i++;
                int startLine = line;
                // a string ends at its quote; a newline inside one (unterminated, or a backslash
                // continuation) still moves the line count on
                while (i < n && src.charAt(i) != c && !(src.charAt(i) == '\n' && src.charAt(i - 1) != '\\')) {
                    if (src.charAt(i) == '\\' && i + 1 < n && src.charAt(i + 1) == '\n') { line++; lineOffset = i + 2; }
                    i += src.charAt(i) == '\\' ? 2 : 1;
                }
                if (i < n && src.charAt(i) == c) i++;
                out.add(new Token(Kind.STRING, src.substring(start, Math.min(i, n)), startLine, false, column));
            } else {
                String p = src.startsWith("<<", i) || src.startsWith(">>", i) || src.startsWith("->", i)
                        || src.startsWith("::", i) || src.startsWith("...", i) ? src.substring(i, src.startsWith("...", i) ? i + 3 : i + 2) : String.valueOf(c);
                i += p.length();
                out.add(new Token(Kind.PUNCT, p, line, false, column));
            }
            lastCodeLine = line;
        }
        return out;
    }

    /** Tokens as C text: spaces between words, none inside {@code **}, none before {@code , ; ) ]} or after {@code ( [}. */
    public static String render(List<Token> ts) {
        StringBuilder b = new StringBuilder();
        Token prev = null;
        for (Token t : ts) {
            if (t.kind() == Kind.DOC) continue;
            boolean space = prev != null
                    && !(t.is("*") && prev.is("*"))
                    && !t.is(",") && !t.is(";") && !t.is(")") && !t.is("]") && !t.is("[")
                    && !prev.is("(") && !prev.is("[")
                    && !(t.is("(") && prev.kind() == Kind.IDENT && !isKeyword(prev.text()));
            if (space) b.append(' ');
            b.append(t.text());
            prev = t;
        }
        return b.toString();
    }

    private static boolean isKeyword(String s) {
        return switch (s) { case "return", "sizeof", "typedef", "void", "int", "char", "unsigned", "long" -> true; default -> false; };
    }
}
