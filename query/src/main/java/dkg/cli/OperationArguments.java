package dkg.cli;

import dkg.op.Face;
import dkg.op.Operation;
import dkg.op.Param;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A registered operation's command line read straight from its parameters, for a command its
 * store's holder answers: the holder is asked before picocli loads, which would cost such a command
 * more than its whole round trip. It reads the forms the command's own model takes (options before
 * or after the words, {@code --name=value}, {@code --no-flag}, {@code --}) and declines anything
 * else — help, an unknown, repeated or short option, a missing value — which the full command line
 * then reads and reports. {@code OperationArgumentsTest} holds every reading to picocli's.
 */
final class OperationArguments {
    private OperationArguments() {}

    /**
     * One call as typed: the operation, its option values, its positional words (a {@code -} is read
     * from standard input only when the call is sent), and the shared options.
     */
    record Call(Operation<?, ?> operation, Map<String, Object> options, List<String> positionals,
                String store, boolean json, boolean debug) {

        /** The store the call is for, resolved as every command resolves it. */
        Path storeDir() { return dkg.kg.StoreLocation.resolve(store); }

        /** The output options, as the holder is told them. */
        List<String> outputOptions() { return CommonOptions.outputOptions(json, debug); }

        /** The arguments as the operation binds them, in its parameters' order; reads a {@code -} question from stdin. */
        Map<String, Object> arguments() {
            Map<String, Object> out = new LinkedHashMap<>();
            int next = 0;
            for (Param p : operation.params()) {
                if (!p.positional()) {
                    Object v = options.get(p.name());
                    if (v != null) out.put(p.name(), v);
                } else if (p.kind() == Param.Kind.WORDS) {
                    out.put(p.name(), Stdin.question(positionals.subList(next, positionals.size()), p.name()));
                    next = positionals.size();
                } else {
                    out.put(p.name(), positionals.get(next++));
                }
            }
            return out;
        }
    }

    /** The call {@code args} make, or empty when they need the full command line. */
    static Optional<Call> read(List<String> args) {
        String store = null;
        boolean json = false, debug = false, onlyPositionals = false;
        Operation<?, ?> op = null;
        Map<String, Object> options = new LinkedHashMap<>();
        List<String> positionals = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (onlyPositionals || a.equals("-") || !a.startsWith("-")) {
                if (op != null) positionals.add(a);
                else if ((op = dkg.ops.Operations.named(a, Face.CLI).orElse(null)) == null) return Optional.empty();
                continue;
            }
            if (a.equals("--")) {
                if (op == null) return Optional.empty();
                onlyPositionals = true;
                continue;
            }
            if (!a.startsWith("--")) return Optional.empty();
            int eq = a.indexOf('=');
            String name = eq < 0 ? a : a.substring(0, eq);
            String inline = eq < 0 ? null : a.substring(eq + 1);
            switch (name) {
                case CommonOptions.JSON, CommonOptions.DEBUG -> {
                    boolean isJson = name.equals(CommonOptions.JSON);
                    if (inline != null || (isJson ? json : debug)) return Optional.empty();
                    if (isJson) json = true;
                    else debug = true;
                    continue;
                }
                case CommonOptions.STORE -> {
                    String v = inline != null ? inline : valueAfter(args, i++);
                    if (v == null || store != null) return Optional.empty();
                    store = v;
                    continue;
                }
                default -> { }
            }
            if (op == null) return Optional.empty();
            Param p = optionNamed(op, name);
            if (p != null && p.kind() == Param.Kind.FLAG) {
                if (inline != null || options.put(p.name(), true) != null) return Optional.empty();
                continue;
            }
            Param negated = p == null && name.startsWith("--no-") ? optionNamed(op, "--" + name.substring("--no-".length())) : null;
            if (negated != null && negated.kind() == Param.Kind.FLAG) {
                if (inline != null || options.put(negated.name(), false) != null) return Optional.empty();
                continue;
            }
            if (p == null) return Optional.empty();
            String v = inline != null ? inline : valueAfter(args, i++);
            if (v == null) return Optional.empty();
            if (p.kind() == Param.Kind.TEXTS) {
                @SuppressWarnings("unchecked")
                List<String> list = (List<String>) options.computeIfAbsent(p.name(), k -> new ArrayList<String>());
                list.add(v);
            } else if (options.put(p.name(), v) != null) {
                return Optional.empty();
            }
        }
        if (op == null || !positionalsFit(op, positionals.size())) return Optional.empty();
        for (Param p : op.params()) {
            if (p.positional() || options.containsKey(p.name())) continue;
            if (p.required()) return Optional.empty();
            if (p.defaultValue() != null) options.put(p.name(), p.kind() == Param.Kind.FLAG ? Boolean.valueOf(p.defaultValue()) : p.defaultValue());
        }
        return Optional.of(new Call(op, options, positionals, store, json, debug));
    }

    /** The value after option {@code i}, or null when there is none or it looks like an option. */
    private static String valueAfter(List<String> args, int i) {
        if (i + 1 >= args.size()) return null;
        String v = args.get(i + 1);
        return v.startsWith("-") && !v.equals("-") ? null : v;
    }

    private static Param optionNamed(Operation<?, ?> op, String option) {
        for (Param p : op.params()) {
            if (p.positional()) continue;
            if (p.option().equals(option)) return p;
            for (String alias : p.aliases()) if (Param.option(alias).equals(option)) return p;
        }
        return null;
    }

    /** Whether {@code n} words fill the operation's positionals: one each, the free text at least one. */
    private static boolean positionalsFit(Operation<?, ?> op, int n) {
        int single = 0;
        boolean words = false;
        for (Param p : op.params()) {
            if (!p.positional()) continue;
            if (words) return false; // free text takes the rest: nothing may follow it
            if (p.kind() == Param.Kind.WORDS) words = true;
            else single++;
        }
        return words ? n >= single + 1 : n == single;
    }
}
