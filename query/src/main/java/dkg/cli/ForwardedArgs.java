package dkg.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Makes the relative paths of a forwarded command line absolute against the caller's working
 * folder (the holder runs elsewhere). Which arguments are paths the command model says: options
 * and positionals typed {@code Path}/{@code File}, or marked {@link CallersPaths}; URLs and
 * {@code -} (stdin) are left alone.
 */
final class ForwardedArgs {
    private ForwardedArgs() {}

    /** The command model, built once and only read (reflection over every command is not free per request). */
    private static volatile CommandSpec model;

    private static CommandSpec model() {
        CommandSpec m = model;
        if (m == null) model = m = Main.commandLine().getCommandSpec();
        return m;
    }

    static List<String> resolvePaths(List<String> args, Path cwd) {
        CommandSpec spec = model();
        List<String> out = new ArrayList<>(args.size());
        boolean onlyPositionals = false;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (!onlyPositionals && a.equals("--")) {
                onlyPositionals = true;
                out.add(a);
            } else if (!onlyPositionals && a.startsWith("-") && a.length() > 1) {
                int eq = a.indexOf('=');
                String name = eq > 0 ? a.substring(0, eq) : a;
                // a shared option given before the command is found on a command that declares it
                OptionSpec o = spec.findOption(name) != null ? spec.findOption(name) : optionOfAnyCommand(name);
                boolean takesValue = o != null && o.arity().max() > 0;
                if (takesValue && eq > 0) out.add(a.substring(0, eq + 1) + resolve(o, a.substring(eq + 1), cwd));
                else if (takesValue && i + 1 < args.size()) { out.add(a); out.add(resolve(o, args.get(++i), cwd)); }
                else out.add(a);
            } else if (!onlyPositionals && spec.subcommands().containsKey(a)) {
                spec = spec.subcommands().get(a).getCommandSpec();
                out.add(a);
            } else {
                boolean pathy = spec.positionalParameters().stream().anyMatch(ForwardedArgs::isPath);
                out.add(pathy ? absolute(a, cwd) : a);
            }
        }
        return out;
    }

    private static OptionSpec optionOfAnyCommand(String name) {
        for (CommandLine sub : model().subcommands().values()) {
            OptionSpec o = sub.getCommandSpec().findOption(name);
            if (o != null) return o;
        }
        return null;
    }

    private static String resolve(ArgSpec spec, String value, Path cwd) {
        return isPath(spec) ? absolute(value, cwd) : value;
    }

    private static boolean isPath(ArgSpec spec) {
        for (Class<?> t : spec.auxiliaryTypes()) if (t == Path.class || t == java.io.File.class) return true;
        if (spec.type() == Path.class || spec.type() == java.io.File.class) return true;
        return spec.userObject() instanceof java.lang.reflect.Field f && f.isAnnotationPresent(CallersPaths.class);
    }

    private static String absolute(String value, Path cwd) {
        if (value.equals("-") || value.contains("://") || value.isEmpty()) return value;
        try {
            Path p = Path.of(value);
            return p.isAbsolute() ? value : cwd.resolve(p).normalize().toString();
        } catch (java.nio.file.InvalidPathException e) {
            return value;
        }
    }
}
