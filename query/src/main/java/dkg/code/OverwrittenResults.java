package dkg.code;

import dkg.ingest.parse.api.CTokenizer.Kind;
import dkg.ingest.parse.api.CTokenizer.Token;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds a DOCA call whose result is stored in a variable and overwritten before anything reads it:
 * {@code result = doca_a(...); result = doca_b(...); if (result != DOCA_SUCCESS)} loses doca_a's
 * error. Only straight-line code is judged: the second assignment must be in the same block as the
 * first, with no read of the variable, no jump ({@code goto}, {@code break}, {@code continue}) and no
 * end of the block between them, and not read the variable itself ({@code result = f(result)}).
 */
final class OverwrittenResults {
    private OverwrittenResults() {}

    /**
     * One lost result.
     *
     * @param call     the DOCA call whose result is lost
     * @param variable the variable it was stored in
     * @param lost     the call's name token
     * @param by       the first token of the assignment that overwrites it
     */
    record Lost(String call, String variable, Token lost, Token by) {}

    private static final Set<String> JUMPS = Set.of("goto", "break", "continue", "case", "default");
    /** Tokens after which {@code X = } starts a statement: a declaration's type, or the end of the last statement. */
    private static final Set<String> STATEMENT_START = Set.of(";", "{", "}");

    static List<Lost> in(List<Token> all) {
        List<Token> ts = new ArrayList<>();
        Set<Token> afterBranch = new HashSet<>(); // the first token after #if/#else/...: the two assignments may never both be compiled
        boolean branch = false;
        for (Token t : all) {
            if (t.kind() == Kind.PREPROC) { branch |= t.text().startsWith("if") || t.text().startsWith("el") || t.text().startsWith("endif"); continue; }
            if (branch) afterBranch.add(t);
            branch = false;
            ts.add(t);
        }
        List<Lost> out = new ArrayList<>();
        for (int i = 1; i + 3 < ts.size(); i++) {
            Token x = ts.get(i), f = ts.get(i + 2);
            if (x.kind() != Kind.IDENT || !assignment(ts, i) || f.kind() != Kind.IDENT || !f.text().startsWith("doca_") || !ts.get(i + 3).is("(")) continue;
            Token before = ts.get(i - 1);
            if (!(before.kind() == Kind.PUNCT && STATEMENT_START.contains(before.text())) && before.kind() != Kind.IDENT) continue;
            if (before.kind() == Kind.IDENT && Set.of("return", "else", "do").contains(before.text())) continue;
            int close = closing(ts, i + 3);
            if (close < 0 || close + 1 >= ts.size() || !ts.get(close + 1).is(";")) continue;
            int j = overwrite(ts, close + 2, x.text(), afterBranch);
            if (j >= 0) out.add(new Lost(f.text(), x.text(), f, ts.get(j)));
        }
        return out;
    }

    /** {@code ts[i] = } and not {@code ==}. */
    private static boolean assignment(List<Token> ts, int i) {
        return i + 2 < ts.size() && ts.get(i + 1).is("=") && !ts.get(i + 2).is("=");
    }

    /** Index of the parenthesis closing the one at {@code open}, or -1. */
    private static int closing(List<Token> ts, int open) {
        int depth = 0;
        for (int k = open; k < ts.size(); k++) {
            if (ts.get(k).is("(")) depth++;
            else if (ts.get(k).is(")") && --depth == 0) return k;
            else if (ts.get(k).is(";") || ts.get(k).is("{") || ts.get(k).is("}")) return -1;
        }
        return -1;
    }

    /** Where {@code var} is next assigned without having been read since {@code from}, in the same block; -1 otherwise. */
    private static int overwrite(List<Token> ts, int from, String var, Set<Token> afterBranch) {
        int depth = 0;
        for (int k = from; k < ts.size(); k++) {
            Token t = ts.get(k);
            if (afterBranch.contains(t)) return -1;
            if (t.is("{")) depth++;
            else if (t.is("}")) { if (--depth < 0) return -1; }
            else if (t.kind() == Kind.IDENT && JUMPS.contains(t.text())) return -1;
            else if (t.kind() == Kind.IDENT && t.text().equals(var) && !member(ts, k)) {
                if (depth != 0 || !assignment(ts, k) || !ts.get(k - 1).is(";") && !ts.get(k - 1).is("}")) return -1;
                for (int r = k + 2; r < ts.size() && !ts.get(r).is(";"); r++)
                    if (ts.get(r).kind() == Kind.IDENT && ts.get(r).text().equals(var)) return -1;
                return k;
            }
        }
        return -1;
    }

    /** {@code s.var} or {@code p->var}: another object's field, not the variable. */
    private static boolean member(List<Token> ts, int k) {
        return k > 0 && (ts.get(k - 1).is(".") || ts.get(k - 1).is("->"));
    }
}
