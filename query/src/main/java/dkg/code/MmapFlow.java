package dkg.code;

import dkg.ingest.parse.api.CTokenizer;
import dkg.ingest.parse.api.CTokenizer.Kind;
import dkg.ingest.parse.api.CTokenizer.Token;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a program's mmaps, their permission flags and the buffers taken from them meet, followed the
 * way NVIDIA's samples pass them on: through a helper's parameters (its body is read again with the
 * caller's arguments in place of the parameters, a few calls deep), a helper that returns the mmap
 * it set up, and flags named by a {@code #define}, a constant, an enumerator or a variable set once
 * to DOCA_ACCESS_FLAG_* names. Expressions are matched as written ({@code state->dst_mmap} and
 * {@code state.dst_mmap} are one), across the program's files. What cannot be followed (flags chosen
 * at run time, a variable given two values) is left unknown, never guessed.
 */
final class MmapFlow {
    /** Where a value enters: the file and the call token a finding is reported at. */
    record Site(String file, Token at) {}

    /** Flags an mmap is given, and where (the outermost call that chose them). */
    record Permission(String mmap, List<String> flags, Site site) {}

    /** The DMA role a buffer plays. */
    record Role(String buf, String role) {}

    /** An mmap exported for PCI, at its export call. */
    record Export(String mmap, Site site) {}

    private static final int DEPTH = 4;
    private static final Pattern DEFINE = Pattern.compile("^define\\s+(\\w+)\\s+(.+)$");
    private static final Set<String> BUF_GETTERS = Set.of("doca_buf_inventory_buf_get_by_addr", "doca_buf_inventory_buf_get_by_data",
            "doca_buf_inventory_buf_get_by_args");

    final List<Permission> permissions = new ArrayList<>();
    final Map<String, String> mmapOfBuf = new HashMap<>();
    final List<Role> roles = new ArrayList<>();
    final List<Export> exports = new ArrayList<>();
    /** mmaps handed to, or made by, code that is not DOCA's: what happens to them there is unknown. */
    final Set<String> handedOn = new HashSet<>();

    private record Function(String file, String name, List<String> params, List<Token> body) {}

    private final Map<String, Function> functions = new LinkedHashMap<>();
    /** Constant or variable → its value's tokens; null when it is given more than one value. */
    private final Map<String, String> constants = new HashMap<>();
    private final CodeCatalog catalog;

    private MmapFlow(CodeCatalog catalog) { this.catalog = catalog; }

    static MmapFlow of(Program program, CodeCatalog catalog) {
        MmapFlow flow = new MmapFlow(catalog);
        for (Program.ScannedFile f : program.files()) flow.read(f);
        for (Function fn : flow.functions.values()) flow.walk(fn, Map.of(), null, null, 0);
        return flow;
    }

    // ---- reading definitions

    private void read(Program.ScannedFile f) {
        List<Token> code = new ArrayList<>();
        for (Token t : f.tokens()) {
            if (t.kind() == Kind.PREPROC) {
                Matcher m = DEFINE.matcher(t.text());
                if (m.matches()) constant(m.group(1), m.group(2).strip());
            } else {
                code.add(t);
            }
        }
        int depth = 0;
        for (int i = 0; i < code.size(); i++) {
            Token t = code.get(i);
            if (t.is("{")) {
                if (depth == 0) function(f.path(), code, i);
                depth++;
            } else if (t.is("}")) {
                depth = Math.max(0, depth - 1);
            } else if (t.kind() == Kind.IDENT && i + 2 < code.size() && code.get(i + 1).is("=") && !code.get(i + 2).is("=")) {
                int end = i + 2;
                while (end < code.size() && !code.get(end).is(";") && !code.get(end).is(",") && !code.get(end).is("}") && end - i < 64) end++;
                constant(t.text(), CTokenizer.render(code.subList(i + 2, Math.min(end, code.size()))));
            }
        }
    }

    /** Records {@code name = value} when the value is made of flag names only; a second, different value makes it unknown. */
    private void constant(String name, String value) {
        if (!flagLike(value)) {
            if (constants.containsKey(name)) constants.put(name, null);
            return;
        }
        if (constants.containsKey(name) && !value.equals(constants.get(name))) constants.put(name, null);
        else constants.put(name, value);
    }

    private static boolean flagLike(String value) {
        return value.contains("DOCA_ACCESS_FLAG_") && value.matches("[\\w\\s|()]+");
    }

    /** A function body opening at {@code open}: {@code name ( params ) {}. */
    private void function(String file, List<Token> code, int open) {
        int close = open - 1;
        while (close >= 0 && (code.get(close).kind() == Kind.IDENT && Set.of("const", "override", "noexcept").contains(code.get(close).text()))) close--;
        if (close < 1 || !code.get(close).is(")")) return;
        int depth = 0, start = close;
        for (; start >= 0; start--) {
            if (code.get(start).is(")")) depth++;
            else if (code.get(start).is("(") && --depth == 0) break;
        }
        if (start < 1 || code.get(start - 1).kind() != Kind.IDENT) return;
        String name = code.get(start - 1).text();
        List<String> params = new ArrayList<>();
        String last = null;
        int pd = 0;
        for (int k = start + 1; k < close; k++) {
            Token t = code.get(k);
            if (t.is("(") || t.is("[")) pd++;
            else if (t.is(")") || t.is("]")) pd--;
            else if (pd == 0 && t.is(",")) { params.add(last); last = null; }
            else if (pd == 0 && t.kind() == Kind.IDENT) last = t.text();
        }
        if (last != null && !last.equals("void")) params.add(last);
        int end = open, d = 0;
        for (; end < code.size(); end++) {
            if (code.get(end).is("{")) d++;
            else if (code.get(end).is("}") && --d == 0) break;
        }
        functions.putIfAbsent(name, new Function(file, name, params, code.subList(open, Math.min(end + 1, code.size()))));
    }

    // ---- following values

    /**
     * Reads a function's calls with its parameters bound to the caller's expressions ({@code env});
     * {@code site} is the outermost call (null: this function's own calls are the sites), {@code
     * result} the caller's expression this function's return value is stored in.
     */
    private void walk(Function fn, Map<String, String> env, Site site, String result, int depth) {
        List<Token> b = fn.body();
        String returned = returned(b);
        for (int i = 0; i + 1 < b.size(); i++) {
            Token t = b.get(i);
            if (t.kind() != Kind.IDENT || !b.get(i + 1).is("(") || i > 0 && (b.get(i - 1).is(".") || b.get(i - 1).is("->"))) continue;
            int close = close(b, i + 1);
            if (close < 0) continue;
            List<String> args = args(b, i + 2, close);
            Site here = site != null ? site : new Site(fn.file(), t);
            java.util.function.Function<String, String> key = e -> {
                String k = subst(MmapPermissionRule.expr(e), env);
                if (k.equals(returned) && result != null) return result;
                // a parameter no caller's argument replaced is this function's own: the same name in another is another value
                return fn.params().contains(root(k)) && !env.containsKey(root(k)) ? fn.name() + "::" + k : k;
            };
            switch (t.text()) {
                case "doca_mmap_set_permissions" -> {
                    if (args.size() >= 2) permissions.add(new Permission(key.apply(args.get(0)), flags(args.get(1), env), here));
                }
                case "doca_mmap_export_pci" -> {
                    if (args.isEmpty()) continue;
                    String mmap = key.apply(args.get(0));
                    exports.add(new Export(mmap, new Site(fn.file(), t)));
                    // a parameter's mmap comes from callers this reading does not see
                    if (mmap.startsWith(fn.name() + "::")) handedOn.add(mmap);
                }
                case "doca_dma_task_memcpy_alloc_init" -> {
                    if (args.size() >= 3) { roles.add(new Role(key.apply(args.get(1)), "source")); roles.add(new Role(key.apply(args.get(2)), "destination")); }
                }
                case "doca_dma_task_memcpy_set_src" -> { if (args.size() >= 2) roles.add(new Role(key.apply(args.get(1)), "source")); }
                case "doca_dma_task_memcpy_set_dst" -> { if (args.size() >= 2) roles.add(new Role(key.apply(args.get(1)), "destination")); }
                default -> {
                    if (BUF_GETTERS.contains(t.text())) {
                        if (args.size() >= 3) mmapOfBuf.put(key.apply(args.getLast()), key.apply(args.get(1)));
                    } else if (!t.text().startsWith("doca_") && !t.text().startsWith("DOCA_")) {
                        String target = assignedTo(b, i);
                        Function callee = functions.get(t.text());
                        if (callee != null && depth < DEPTH && callee != fn) {
                            Map<String, String> bound = new HashMap<>();
                            for (int p = 0; p < callee.params().size() && p < args.size(); p++)
                                if (callee.params().get(p) != null) bound.put(callee.params().get(p), subst(MmapPermissionRule.expr(args.get(p)), env));
                            walk(callee, bound, here, target == null ? null : key.apply(target), depth + 1);
                        } else {
                            for (String a : args) handedOn.add(key.apply(a));
                            if (target != null) handedOn.add(key.apply(target));
                        }
                    }
                }
            }
        }
    }

    /** The one variable a function returns ({@code return mmap;}), or null. */
    private static String returned(List<Token> b) {
        String out = null;
        for (int i = 0; i + 2 < b.size(); i++) {
            if (!b.get(i).is("return") || b.get(i + 1).kind() != Kind.IDENT || !b.get(i + 2).is(";")) continue;
            if (Set.of("NULL", "nullptr").contains(b.get(i + 1).text())) continue;
            if (out != null && !out.equals(b.get(i + 1).text())) return null;
            out = b.get(i + 1).text();
        }
        return out;
    }

    /** {@code x = helper(...)}: the expression assigned, or null. */
    private static String assignedTo(List<Token> b, int call) {
        int k = call - 1;
        while (k > 0 && (b.get(k).is("::") || b.get(k).kind() == Kind.IDENT && b.get(k - 1).is("::"))) k--;
        if (k < 1 || !b.get(k).is("=") || b.get(k - 1).is("=")) return null;
        int s = k - 1;
        while (s > 0 && (b.get(s - 1).is(".") || b.get(s - 1).is("->") || b.get(s).is(".") || b.get(s).is("->"))) s--;
        return CTokenizer.render(b.subList(s, k));
    }

    private static int close(List<Token> b, int open) {
        int depth = 0;
        for (int k = open; k < b.size(); k++) {
            if (b.get(k).is("(")) depth++;
            else if (b.get(k).is(")") && --depth == 0) return k;
            else if (b.get(k).is("{") || b.get(k).is(";")) return -1;
        }
        return -1;
    }

    private static List<String> args(List<Token> b, int from, int close) {
        List<String> out = new ArrayList<>();
        int depth = 0, start = from;
        for (int k = from; k < close; k++) {
            if (b.get(k).is("(") || b.get(k).is("[") || b.get(k).is("{")) depth++;
            else if (b.get(k).is(")") || b.get(k).is("]") || b.get(k).is("}")) depth--;
            else if (depth == 0 && b.get(k).is(",")) { out.add(CTokenizer.render(b.subList(start, k))); start = k + 1; }
        }
        if (close > start) out.add(CTokenizer.render(b.subList(start, close)));
        return out;
    }

    private static String root(String key) {
        int dot = key.indexOf('.');
        return dot < 0 ? key : key.substring(0, dot);
    }

    /** An expression with a bound parameter at its root replaced by the caller's ({@code p->x} with p bound to {@code s} is {@code s.x}). */
    static String subst(String e, Map<String, String> env) {
        String k = e.replace("->", ".");
        int dot = k.indexOf('.');
        String root = dot < 0 ? k : k.substring(0, dot);
        String bound = env.get(root);
        return bound == null ? k : bound + (dot < 0 ? "" : k.substring(dot));
    }

    /** The flags of an expression of DOCA_ACCESS_FLAG_* names, named constants and bound parameters; null when unknown. */
    private List<String> flags(String expr, Map<String, String> env) {
        return flags(expr, env, 0);
    }

    private List<String> flags(String expr, Map<String, String> env, int depth) {
        if (expr == null || depth > 8) return null;
        List<String> out = new ArrayList<>();
        for (String part : expr.replaceAll("\\(\\s*(uint32_t|unsigned|int|enum doca_access_flag)\\s*\\)", " ").replace("(", " ").replace(")", " ").split("\\|")) {
            String p = part.strip();
            if (catalog.flagBits(p) != null) { out.add(p); continue; }
            String value = env.containsKey(p) ? env.get(p) : constants.get(p);
            List<String> inner = value == null || value.equals(p) ? null : flags(value, Map.of(), depth + 1);
            if (inner == null) return null;
            out.addAll(inner);
        }
        return out.isEmpty() ? null : out;
    }

    /** The bits of {@code flags}. */
    long bits(List<String> flags) {
        long have = 0;
        for (String fl : flags) have |= catalog.flagBits(fl);
        return have;
    }
}
