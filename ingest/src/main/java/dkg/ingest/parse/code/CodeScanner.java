package dkg.ingest.parse.code;

import dkg.ingest.parse.api.CTokenizer;
import dkg.ingest.parse.api.CTokenizer.Kind;
import dkg.ingest.parse.api.CTokenizer.Token;
import dkg.ingest.parse.code.CodeRef.Use;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds where C or C++ code names DOCA symbols, on the tokens of {@link CTokenizer}: comments and
 * string literals are tokens of their own, so a {@code doca_*} word in them is never a call.
 *
 * <p>Function bodies are found by brace pairing: a {@code {} that follows a parameter list
 * ({@code name(...)}, optionally {@code const}/{@code noexcept}/{@code override} or a C++ constructor's
 * initializer list) outside any body opens a function. Inside it, {@code doca_x(} is a
 * {@link Use#CALL}, {@code DOCA_X(} a {@link Use#MACRO}. {@code struct|enum|union doca_x} and
 * {@code doca_*_t} are {@link Use#TYPE}s; other upper-case names are {@link Use#CONSTANT}s (enum values,
 * macro constants), other lower-case ones {@link Use#REFERENCE}s (function pointers). Definitions
 * (function bodies, {@code #define}, struct/enum bodies, enumerators, typedef names) and prototypes
 * are told apart from uses; variables and parameters given DOCA-like names ({@code struct doca_dev *doca_dev})
 * are marked {@link Use#VARIABLE} with every later mention. Inside a {@code #define} body or an
 * {@code #if} line, names are uses on the directive's line. No preprocessing: every conditional
 * branch is read, as {@code HeaderParser} does. Stateless and thread-safe.
 */
public final class CodeScanner {
    private CodeScanner() {}

    /** Words that may stand before a call or a name without declaring it. */
    private static final Set<String> KEYWORDS = Set.of("return", "else", "case", "do", "goto", "sizeof", "typeof",
            "__typeof__", "alignof", "_Alignof", "throw", "co_return", "co_await", "new", "delete", "not", "and", "or",
            "if", "while", "for", "switch", "defined", "decltype", "static_assert", "_Static_assert");
    /** Words after a parameter list that still leave a function definition ({@code int f() const {}}). */
    private static final Set<String> AFTER_PARAMS = Set.of("const", "noexcept", "override", "final", "volatile", "mutable");
    private static final Set<String> TAGS = Set.of("struct", "enum", "union", "class");

    public static ScannedCode scan(String text) {
        List<Token> all = CTokenizer.tokenize(text);
        List<Token> code = new ArrayList<>();
        List<CodeRef> directives = new ArrayList<>();
        List<String> includes = new ArrayList<>();
        String[] lines = null;
        for (Token t : all) {
            if (t.kind() == Kind.PREPROC) {
                if (lines == null) lines = text.split("\n", -1);
                directive(t, rawDirective(lines, t.line()), directives);
                java.util.regex.Matcher inc = INCLUDE.matcher(t.text());
                if (inc.find()) includes.add(inc.group(1).substring(inc.group(1).lastIndexOf('/') + 1));
            }
            else if (t.kind() != Kind.DOC) code.add(t);
        }
        Scan s = new Scan(code);
        s.run();
        List<CodeRef> refs = new ArrayList<>(s.refs);
        refs.addAll(directives);
        refs.sort((a, b) -> a.line() != b.line() ? Integer.compare(a.line(), b.line()) : Integer.compare(a.column(), b.column()));
        // a name declared as a variable is a variable everywhere in the file, except where it is called
        Set<String> variables = new HashSet<>();
        for (CodeRef r : refs) if (r.use() == Use.VARIABLE) variables.add(r.name());
        List<CodeRef> out = new ArrayList<>(refs.size());
        for (CodeRef r : refs) {
            boolean local = variables.contains(r.name()) && (r.use() == Use.REFERENCE || r.use() == Use.CONSTANT);
            out.add(local ? withUse(r, Use.VARIABLE) : r);
        }
        return new ScannedCode(out, s.functions, s.balanced, includes, bodyNames(code, s.functions));
    }

    private static final java.util.regex.Pattern INCLUDE = java.util.regex.Pattern.compile("^include\\s*[<\"]([^>\"]+)[>\"]");

    /** Per function, the identifiers from its name line to its closing brace ({@code code} is in line order). */
    private static java.util.Map<String, Set<String>> bodyNames(List<Token> code, List<FunctionSpan> functions) {
        java.util.Map<String, Set<String>> out = new java.util.HashMap<>();
        for (FunctionSpan fn : functions) {
            Set<String> names = out.computeIfAbsent(fn.name(), k -> new HashSet<>());
            int lo = 0, hi = code.size();
            while (lo < hi) { int mid = (lo + hi) >>> 1; if (code.get(mid).line() < fn.line()) lo = mid + 1; else hi = mid; }
            for (int i = lo; i < code.size() && code.get(i).line() <= fn.endLine(); i++)
                if (code.get(i).kind() == Kind.IDENT) names.add(code.get(i).text());
        }
        return out;
    }

    private static CodeRef withUse(CodeRef r, Use use) {
        return new CodeRef(r.name(), use, r.line(), r.column(), r.function(), r.functionLine(), r.functionEnd(), r.args(), r.resultIgnored());
    }

    /**
     * The directive starting at {@code line} as written, its continuation lines kept, without the
     * {@code #}: tokenized again, its names get their own lines and columns.
     */
    private static String rawDirective(String[] lines, int line) {
        StringBuilder b = new StringBuilder();
        for (int l = line - 1; l < lines.length; l++) {
            String s = lines[l];
            b.append(l == line - 1 ? s.replaceFirst("#", " ") : s).append('\n');
            if (!s.stripTrailing().endsWith("\\")) break;
        }
        return b.toString();
    }

    /**
     * A preprocessor line: {@code #define NAME} defines NAME; the names of its body and of
     * {@code #if}/{@code #ifdef}/{@code #elif} lines are uses where they stand.
     */
    private static void directive(Token t, String raw, List<CodeRef> out) {
        String word = t.text().split("[\\s(]", 2)[0];
        if (!Set.of("define", "if", "ifdef", "ifndef", "elif", "undef").contains(word)) return;
        List<Token> ts = new ArrayList<>(CTokenizer.tokenize(raw));
        ts.removeIf(x -> x.kind() == Kind.DOC || x.is("\\"));
        int from = 1;
        String macro = null;
        if (word.equals("define") && ts.size() > 1 && ts.get(1).kind() == Kind.IDENT) {
            macro = ts.get(1).text();
            if (CodeRef.isDocaName(macro)) out.add(new CodeRef(macro, Use.DEFINITION, t.line() + ts.get(1).line() - 1,
                    ts.get(1).column(), null, 0, 0, List.of(), false));
            from = 2;
            // skip a function-like macro's parameter list: "(" right after the name
            if (ts.size() > 2 && ts.get(2).is("(") && ts.get(2).column() == ts.get(1).column() + macro.length()) {
                while (from < ts.size() && !ts.get(from).is(")")) from++;
                from++;
            }
        }
        if (word.equals("undef")) return;
        for (int i = from; i < ts.size(); i++) {
            Token x = ts.get(i);
            if (x.kind() != Kind.IDENT || !CodeRef.isDocaName(x.text())) continue;
            Token prev = ts.get(i - 1);
            if (prev.is(".") || prev.is("->") || prev.is("##")) continue;
            boolean called = i + 1 < ts.size() && ts.get(i + 1).is("(");
            Use use = TAGS.contains(prev.text()) || x.text().endsWith("_t") && isLower(x.text()) ? Use.TYPE
                    : called ? (isLower(x.text()) ? Use.CALL : Use.MACRO)
                    : isLower(x.text()) ? Use.REFERENCE : Use.CONSTANT;
            out.add(new CodeRef(x.text(), use, t.line() + x.line() - 1, x.column(),
                    macro == null ? null : "#define " + macro, 0, 0, List.of(), false));
        }
    }

    static boolean isLower(String name) {
        for (int i = 0; i < name.length(); i++) if (Character.isUpperCase(name.charAt(i))) return false;
        return true;
    }

    /** One pass over one file's code tokens. */
    private static final class Scan {
        final List<Token> ts;
        final int[] match;
        boolean balanced = true;
        final List<CodeRef> refs = new ArrayList<>();
        final List<FunctionSpan> functions = new ArrayList<>();
        /** Index of the close brace of the function being read, or -1 outside bodies. */
        int bodyEnd = -1;
        FunctionSpan current;
        /** Close-brace indexes of enum bodies being read. */
        final Deque<Integer> enumEnds = new ArrayDeque<>();

        Scan(List<Token> ts) {
            this.ts = ts;
            this.match = new int[ts.size()];
            Arrays.fill(match, -1);
            Deque<Integer> open = new ArrayDeque<>();
            for (int i = 0; i < ts.size(); i++) {
                Token t = ts.get(i);
                if (t.kind() != Kind.PUNCT) continue;
                if (t.is("(") || t.is("{") || t.is("[")) open.push(i);
                else if (t.is(")") || t.is("}") || t.is("]")) {
                    if (open.isEmpty()) { balanced = false; continue; }
                    int o = open.pop();
                    if (!pairs(ts.get(o).text(), t.text())) balanced = false;
                    match[o] = i;
                    match[i] = o;
                }
            }
            if (!open.isEmpty()) balanced = false;
        }

        private static boolean pairs(String open, String close) {
            return open.equals("(") && close.equals(")") || open.equals("{") && close.equals("}") || open.equals("[") && close.equals("]");
        }

        void run() {
            int typedefStart = -1;
            for (int i = 0; i < ts.size(); i++) {
                Token t = ts.get(i);
                if (i == bodyEnd) { bodyEnd = -1; current = null; }
                while (!enumEnds.isEmpty() && enumEnds.peek() < i) enumEnds.pop();
                if (t.is("{")) {
                    if (bodyEnd < 0) openBody(i);
                    if (enumOpener(i)) enumEnds.push(match[i] < 0 ? Integer.MAX_VALUE : match[i]);
                    continue;
                }
                if (bodyEnd < 0 && t.is("typedef")) typedefStart = i;
                if (t.is(";") && typedefStart >= 0 && depthEqual(typedefStart, i)) {
                    typedefName(typedefStart, i);
                    typedefStart = -1;
                }
                if (t.kind() == Kind.IDENT && CodeRef.isDocaName(t.text())) ident(i);
            }
        }

        /** True when {@code a} and {@code b} sit in the same brace (the typedef's own {@code ;}, not a member's). */
        boolean depthEqual(int a, int b) {
            int d = 0;
            for (int k = a; k < b; k++) {
                if (ts.get(k).is("{")) d++;
                else if (ts.get(k).is("}")) d--;
            }
            return d == 0;
        }

        /** {@code typedef ... NAME;} or {@code typedef ret (*NAME)(...);}: NAME is defined. */
        void typedefName(int from, int semi) {
            int name = -1;
            for (int k = from; k + 2 < semi; k++) {
                if (ts.get(k).is("(") && ts.get(k + 1).is("*") && ts.get(k + 2).kind() == Kind.IDENT) { name = k + 2; break; }
            }
            if (name < 0) {
                for (int k = semi - 1; k > from; k--) {
                    if (ts.get(k).is("]") && match[k] > from) { k = match[k]; continue; }
                    if (ts.get(k).kind() == Kind.IDENT) { name = k; break; }
                    if (!ts.get(k).is(")")) break;
                }
            }
            if (name < 0 || !CodeRef.isDocaName(ts.get(name).text())) return;
            // replace the use recorded for it when it was read
            Token n = ts.get(name);
            refs.removeIf(r -> r.line() == n.line() && r.column() == n.column());
            add(name, Use.DEFINITION, List.of(), false);
        }

        boolean enumOpener(int brace) {
            int k = brace - 1;
            if (k >= 0 && ts.get(k).kind() == Kind.IDENT && !ts.get(k).is("enum")) {
                // enum NAME {, enum class NAME : type {
                if (k - 1 >= 0 && ts.get(k - 1).is(":")) k -= 2;
                k--;
                if (k >= 0 && ts.get(k).is("class")) k--;
            }
            return k >= 0 && ts.get(k).is("enum");
        }

        /** A {@code {} outside a body: opens a function when a parameter list stands before it. */
        void openBody(int brace) {
            int k = brace - 1;
            while (k >= 0 && ts.get(k).kind() == Kind.IDENT && AFTER_PARAMS.contains(ts.get(k).text())) k--;
            if (k < 0 || !ts.get(k).is(")")) return;
            int open = match[k];
            // a C++ constructor's initializer list: ") : a(x), b(y) {"
            while (open > 1 && ts.get(open - 1).kind() == Kind.IDENT && (ts.get(open - 2).is(",") || ts.get(open - 2).is(":"))) {
                int j = open - 2;
                while (j > 0 && !ts.get(j).is(":")) {
                    j--;
                    if (ts.get(j).is(")") && match[j] >= 0) j = match[j] - 1;
                }
                if (j <= 0 || !ts.get(j - 1).is(")")) return;
                open = match[j - 1];
            }
            if (open <= 0) return;
            Token name = ts.get(open - 1);
            if (name.kind() != Kind.IDENT || KEYWORDS.contains(name.text())) return;
            int end = match[brace];
            int endLine = end >= 0 ? ts.get(end).line() : ts.getLast().line();
            current = new FunctionSpan(name.text(), name.line(), endLine);
            functions.add(current);
            bodyEnd = end >= 0 ? end : ts.size();
            if (CodeRef.isDocaName(name.text())) {
                refs.removeIf(r -> r.line() == name.line() && r.column() == name.column());
                add(open - 1, Use.DEFINITION, List.of(), false);
            }
        }

        void ident(int i) {
            Token t = ts.get(i);
            Token prev = i > 0 ? ts.get(i - 1) : null;
            Token next = i + 1 < ts.size() ? ts.get(i + 1) : null;
            if (prev != null && (prev.is(".") || prev.is("->"))) return; // a member, not a DOCA symbol
            if (prev != null && prev.is("::") && i > 1 && ts.get(i - 2).kind() == Kind.IDENT) return; // Class::doca_x
            boolean inBody = bodyEnd >= 0;
            String name = t.text();
            if (!enumEnds.isEmpty() && prev != null && (prev.is("{") || prev.is(","))) {
                add(i, Use.DEFINITION, List.of(), false);
                return;
            }
            if (prev != null && TAGS.contains(prev.text())) {
                add(i, next != null && (next.is("{") || next.is(":") && !inBody) ? Use.DEFINITION : Use.TYPE, List.of(), false);
                return;
            }
            if (isLower(name) && name.endsWith("_t")) { add(i, Use.TYPE, List.of(), false); return; }
            boolean called = next != null && next.is("(");
            if (called) {
                boolean declares = prev != null && (prev.kind() == Kind.IDENT && !KEYWORDS.contains(prev.text())
                        || !inBody && (prev.is("*") || prev.is("&")));
                if (declares) { add(i, Use.DECLARATION, List.of(), false); return; }
                if (!isLower(name)) { add(i, Use.MACRO, List.of(), false); return; }
                add(i, Use.CALL, arguments(i + 1), ignored(i));
                return;
            }
            if (isLower(name) && next != null && (next.kind() == Kind.IDENT && !KEYWORDS.contains(next.text())
                    || next.is(">") || prev != null && prev.is("<"))) {
                add(i, Use.TYPE, List.of(), false); // C++: a struct type named without "struct" (doca_flow_match m;)
                return;
            }
            if (declaresVariable(i)) { add(i, Use.VARIABLE, List.of(), false); return; }
            if (!isLower(name)) { add(i, Use.CONSTANT, List.of(), false); return; }
            if (next != null && (next.is("*") || next.is("&")) && prev != null
                    && (prev.is(";") || prev.is("{") || prev.is("}") || prev.is("(") || prev.is(",") || prev.is("<") || prev.is("const"))) {
                add(i, Use.TYPE, List.of(), false); // C++: a struct type named without "struct"
                return;
            }
            add(i, Use.REFERENCE, List.of(), false);
        }

        /** {@code type NAME;}, {@code type *NAME = ...}, a parameter {@code type *NAME)}. */
        boolean declaresVariable(int i) {
            Token prev = i > 0 ? ts.get(i - 1) : null;
            Token next = i + 1 < ts.size() ? ts.get(i + 1) : null;
            if (prev == null || next == null) return false;
            boolean typeBefore = prev.kind() == Kind.IDENT && !KEYWORDS.contains(prev.text())
                    || prev.is("*") && i > 1 && (ts.get(i - 2).kind() == Kind.IDENT || ts.get(i - 2).is("*"))
                    || prev.is(">") && (next.is(";") || next.is("=")); // C++: std::vector<doca_buf *> doca_bufs;
            boolean declEnd = next.is(";") || next.is("=") || next.is(",") || next.is(")") || next.is("[") || next.is(":");
            return typeBefore && declEnd && !(prev.is("*") && ts.get(i - 2).kind() == Kind.IDENT && !isTypeLike(i - 2));
        }

        /** Before {@code *}: a type name, not a value ({@code a * doca_x} multiplies). */
        private boolean isTypeLike(int k) {
            Token t = ts.get(k);
            if (KEYWORDS.contains(t.text())) return false;
            Token before = k > 0 ? ts.get(k - 1) : null;
            return before == null || TAGS.contains(before.text()) || before.is("(") || before.is(",") || before.is(";")
                    || before.is("{") || before.is("}") || before.is("const") || before.kind() == Kind.IDENT
                    || t.text().endsWith("_t");
        }

        /** The arguments of the call whose {@code (} is at {@code open}, each rendered as C text. */
        List<String> arguments(int open) {
            int close = match[open];
            if (close < 0) return List.of();
            List<String> args = new ArrayList<>();
            int start = open + 1;
            for (int k = open + 1; k <= close; k++) {
                Token t = ts.get(k);
                if ((t.is("(") || t.is("[") || t.is("{")) && match[k] > k) { k = match[k]; continue; }
                if (t.is(",") || k == close) {
                    if (k > start) args.add(CTokenizer.render(ts.subList(start, k)));
                    start = k + 1;
                }
            }
            return args;
        }

        /**
         * True when the call at {@code i} is a whole expression statement ({@code doca_x(...);} after
         * {@code ;}, a brace, a label, {@code else} or a control header) and not cast to void.
         */
        boolean ignored(int i) {
            int close = match[i + 1];
            if (close < 0 || close + 1 >= ts.size() || !ts.get(close + 1).is(";")) return false;
            if (i == 0) return true;
            Token prev = ts.get(i - 1);
            if (prev.is(";") || prev.is("{") || prev.is("}") || prev.is("else") || prev.is("do")) return true;
            if (prev.is(":")) return i > 1 && (ts.get(i - 2).kind() == Kind.IDENT || ts.get(i - 2).kind() == Kind.NUMBER);
            if (prev.is(")") && match[i - 1] > 0) {
                Token owner = ts.get(match[i - 1] - 1);
                return owner.is("if") || owner.is("while") || owner.is("for");
            }
            return false;
        }

        void add(int i, Use use, List<String> args, boolean ignored) {
            Token t = ts.get(i);
            boolean inBody = current != null && bodyEnd >= 0;
            refs.add(new CodeRef(t.text(), use, t.line(), t.column(), inBody ? current.name() : null,
                    inBody ? current.line() : 0, inBody ? current.endLine() : 0, args, ignored));
        }
    }
}
