package dkg.cli;

import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * Lets the shared options come before the command ({@code doca-kg --store X ingest}): each command
 * reads them from its own {@link CommonOptions} mixin, so values parsed on {@code doca-kg} itself
 * are copied into the command that runs, unless it was given its own.
 */
final class GlobalOptions {
    static final List<String> NAMES = List.of(CommonOptions.STORE, CommonOptions.JSON, CommonOptions.DEBUG);

    private GlobalOptions() {}

    /** Picocli execution strategy: copy the global options down, then run the last command. */
    static int runWithGlobals(ParseResult top) {
        // nearest first: a value given on a command group (token --store X create) beats doca-kg's own
        List<ParseResult> path = new java.util.ArrayList<>();
        ParseResult leaf = top;
        while (leaf.hasSubcommand()) {
            path.addFirst(leaf);
            leaf = leaf.subcommand();
        }
        java.util.Set<String> given = new java.util.HashSet<>();
        for (ParseResult above : path) copyDown(above, leaf.commandSpec(), given);
        return new CommandLine.RunLast().execute(top);
    }

    private static void copyDown(ParseResult top, CommandSpec command, java.util.Set<String> given) {
        for (String name : NAMES) {
            if (!top.hasMatchedOption(name) || !given.add(name)) continue;
            OptionSpec own = command.findOption(name);
            if (own == null) {
                if (name.equals("--debug")) continue; // traces are printed by Main, for every command
                throw new CommandLine.ParameterException(command.commandLine(),
                        name + " does not apply to " + command.qualifiedName());
            }
            if (own.originalStringValues().isEmpty()) own.setValue(top.matchedOption(name).getValue());
        }
    }
}
