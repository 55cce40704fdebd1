package dkg.cli;

import java.util.List;
import picocli.CommandLine;

/**
 * A bad invocation as one line: what was wrong, picocli's "did you mean" for a mistyped command or
 * option, and where the help is. The whole usage text would push the mistake off the screen.
 */
final class UsageErrors {
    private UsageErrors() {}

    static String oneLine(CommandLine.ParameterException ex) {
        CommandLine c = ex.getCommandLine();
        String what = ex.getMessage() == null ? "bad arguments" : ex.getMessage().strip().replaceAll("\\s*\\R\\s*", "; ");
        if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.isUnknownOption()
                && !c.getSubcommands().isEmpty() && c.getCommandSpec().positionalParameters().isEmpty()
                && !u.getUnmatched().isEmpty()) {
            what = "unknown command '" + u.getUnmatched().get(0) + "'";
        }
        StringBuilder line = new StringBuilder(what);
        if (ex instanceof CommandLine.UnmatchedArgumentException u) {
            List<String> suggestions = u.getSuggestions();
            if (!suggestions.isEmpty()) {
                line.append("; did you mean ").append(String.join(" or ", suggestions.stream().limit(3).toList())).append('?');
            }
        }
        line.append(" (see ").append(c.getCommandSpec().qualifiedName()).append(" --help)");
        return line.toString();
    }
}
