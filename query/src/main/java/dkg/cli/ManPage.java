package dkg.cli;

import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * A troff man page from a picocli command model: name, synopsis, every command with its
 * parameters and options, exit status and environment. Generated, so it cannot drift from
 * {@code --help}.
 */
final class ManPage {
    private ManPage() {}

    static String of(CommandSpec root, String version) {
        StringBuilder m = new StringBuilder();
        m.append(".TH DOCA-KG 1 \"\" \"doca-kg ").append(esc(version)).append("\" \"User Commands\"\n");
        m.append(".SH NAME\ndoca-kg \\- ").append(esc(String.join(" ", root.usageMessage().description()))).append('\n');
        m.append(".SH SYNOPSIS\n.B doca-kg\n[\\fB\\-\\-store\\fR \\fIDIR\\fR] [\\fB\\-\\-json\\fR] [\\fB\\-\\-debug\\fR] \\fICOMMAND\\fR [\\fIARGS\\fR...]\n");
        m.append(".SH SHARED OPTIONS\nThese go before or after the command.\n");
        options(m, root);
        m.append(".SH COMMANDS\n");
        for (CommandSpec c : root.subcommands().values().stream().map(cl -> cl.getCommandSpec()).distinct().toList()) {
            if (c.usageMessage().hidden()) continue;
            m.append(".SS ").append(esc(c.name()));
            for (PositionalParamSpec p : c.positionalParameters()) if (!p.hidden()) m.append(' ').append(esc(p.paramLabel()));
            m.append('\n');
            for (String line : c.usageMessage().description()) m.append(esc(line)).append("\n.br\n");
            for (PositionalParamSpec p : c.positionalParameters()) {
                if (p.hidden()) continue;
                m.append(".TP\n\\fI").append(esc(p.paramLabel())).append("\\fR\n").append(esc(String.join(" ", p.description()))).append('\n');
            }
            options(m, c);
        }
        m.append(".SH EXIT STATUS\n0 success, 1 bad input or usage (one line on stderr), 2 internal failure (trace with \\-\\-debug), 3 validate found violations.\n");
        m.append(".SH ENVIRONMENT\n.TP\nDOCA_KG_STORE\nStore folder when \\-\\-store is not given (default ~/.local/share/doca-kg).\n");
        m.append(".TP\nhttps_proxy, HTTPS_PROXY, no_proxy\nProxy for downloads and fetched pages.\n");
        m.append(".TP\nJAVA_HOME\nThe JDK 25 the launcher runs.\n");
        return m.toString();
    }

    private static void options(StringBuilder m, CommandSpec c) {
        for (OptionSpec o : c.options()) {
            if (o.hidden() || o.usageHelp() || o.versionHelp()) continue;
            if (c.parent() != null && List.of("--store", "--json", "--debug").contains(o.longestName())) continue;
            m.append(".TP\n\\fB").append(esc(String.join(", ", o.names()))).append("\\fR");
            if (o.arity().max() > 0) m.append(" \\fI").append(esc(o.paramLabel())).append("\\fR");
            m.append('\n').append(esc(String.join(" ", o.description()).replace("${DEFAULT-VALUE}", String.valueOf(o.defaultValue())))).append('\n');
        }
    }

    /** Escapes troff: backslashes, leading dots and quotes, and hyphens (minus signs in options). */
    private static String esc(String s) {
        String e = s.replace("\\", "\\e").replace("-", "\\-");
        return e.startsWith(".") || e.startsWith("'") ? "\\&" + e : e;
    }
}
