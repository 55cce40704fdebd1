package dkg.ingest.parse.api;

import java.util.Map;

/**
 * Evaluates the integer constant expressions DOCA writes as enumerator values and macro bodies:
 * decimal, hex, octal and char-free literals with {@code U}/{@code L} suffixes, parentheses, casts to
 * integer types are not supported, unary {@code - ~ !}, {@code * / % + - << >> & ^ |}, and names of
 * enumerators seen before. Returns null for anything else, so callers keep the text as written.
 */
public final class CExpr {
    private final String s;
    private final Map<String, Long> names;
    private int i;
    /** Parentheses and unary operators open so far: past {@link #MAX_DEPTH} the text is not a constant DOCA writes. */
    private int depth;
    private static final int MAX_DEPTH = 64;

    private CExpr(String s, Map<String, Long> names) {
        this.s = s;
        this.names = names;
    }

    /** The value of {@code expr}, or null when it is not a constant expression this evaluator knows. */
    public static Long eval(String expr, Map<String, Long> names) {
        if (expr == null || expr.isBlank()) return null;
        CExpr e = new CExpr(expr, names);
        try {
            long v = e.or();
            e.ws();
            return e.i == e.s.length() ? v : null;
        } catch (RuntimeException ex) {
            return null;
        }
    }

    private long or() { long v = xor(); while (peek('|') && !peek2("||")) { i++; v |= xor(); } return v; }
    private long xor() { long v = and(); while (peek('^')) { i++; v ^= and(); } return v; }
    private long and() { long v = shift(); while (peek('&') && !peek2("&&")) { i++; v &= shift(); } return v; }

    private long shift() {
        long v = add();
        while (true) {
            if (peek2("<<")) { i += 2; v <<= add(); }
            else if (peek2(">>")) { i += 2; v >>= add(); }
            else return v;
        }
    }

    private long add() {
        long v = mul();
        while (true) {
            if (peek('+')) { i++; v += mul(); }
            else if (peek('-')) { i++; v -= mul(); }
            else return v;
        }
    }

    private long mul() {
        long v = unary();
        while (true) {
            if (peek('*')) { i++; v *= unary(); }
            else if (peek('/')) { i++; v /= unary(); }
            else if (peek('%')) { i++; v %= unary(); }
            else return v;
        }
    }

    private long unary() {
        if (++depth > MAX_DEPTH) throw new IllegalArgumentException("nested too deep");
        try {
            if (peek('-')) { i++; return -unary(); }
            if (peek('~')) { i++; return ~unary(); }
            if (peek('!')) { i++; return unary() == 0 ? 1 : 0; }
            if (peek('+')) { i++; return unary(); }
            return primary();
        } finally {
            depth--;
        }
    }

    private long primary() {
        ws();
        if (peek('(')) {
            i++;
            long v = or();
            expect(')');
            return v;
        }
        int start = i;
        if (i < s.length() && Character.isDigit(s.charAt(i))) {
            while (i < s.length() && Character.isLetterOrDigit(s.charAt(i))) i++;
            String lit = s.substring(start, i).replaceAll("[uUlL]+$", "");
            if (lit.startsWith("0x") || lit.startsWith("0X")) return Long.parseUnsignedLong(lit.substring(2), 16);
            if (lit.startsWith("0b") || lit.startsWith("0B")) return Long.parseLong(lit.substring(2), 2);
            if (lit.length() > 1 && lit.startsWith("0")) return Long.parseLong(lit.substring(1), 8);
            return Long.parseLong(lit);
        }
        while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) i++;
        String name = s.substring(start, i);
        Long v = name.isEmpty() ? null : names.get(name);
        if (v == null) throw new IllegalArgumentException("not constant: " + name);
        return v;
    }

    private void ws() { while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++; }

    private boolean peek(char c) { ws(); return i < s.length() && s.charAt(i) == c; }

    private boolean peek2(String two) { ws(); return s.startsWith(two, i); }

    private void expect(char c) {
        if (!peek(c)) throw new IllegalArgumentException("expected " + c);
        i++;
    }
}
