package dkg.cli;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Help;
import picocli.CommandLine.Help.Column;
import picocli.CommandLine.Help.TextTable;
import picocli.CommandLine.IHelpSectionRenderer;

/**
 * The command list of {@code doca-kg --help}: each command with one whole sentence of its
 * description. picocli would show the description's first source line, which for a description
 * written over several lines stops mid-sentence.
 */
final class CommandSummaries implements IHelpSectionRenderer {
    /** Longest summary kept whole; a longer first sentence is cut where its details begin (a colon, semicolon or parenthesis). */
    static final int MAX_CHARS = 120;

    /** A sentence ends at a full stop followed by space or the end, but not in "e.g." or "i.e.". */
    private static final Pattern SENTENCE_END = Pattern.compile("(?<!\\be\\.g|\\bi\\.e|\\betc)\\.(?=\\s|$)");

    @Override
    public String render(Help help) {
        Map<String, Help> commands = help.subcommands();
        if (commands.isEmpty()) return "";
        int nameWidth = 2 + commands.keySet().stream().mapToInt(String::length).max().orElse(0) + 2;
        int width = help.commandSpec().usageMessage().width();
        TextTable table = TextTable.forColumns(help.colorScheme(),
                new Column(nameWidth, 2, Column.Overflow.SPAN), new Column(width - nameWidth, 1, Column.Overflow.WRAP));
        commands.forEach((name, h) -> {
            var usage = h.commandSpec().usageMessage();
            // a header is a summary written as one (picocli's own help command has one)
            table.addRowValues(name, usage.header().length > 0 ? of(usage.header()) : of(usage.description()));
        });
        return table.toString();
    }

    /** The first sentence of a description given as lines, ending with its full stop. */
    static String of(String[] description) {
        String text = String.join(" ", description).replace("%n", " ").replaceAll("\\s+", " ").strip();
        if (text.isEmpty()) return "";
        Matcher end = SENTENCE_END.matcher(text);
        String first = end.find() ? text.substring(0, end.start()) : text.replaceAll("[,;:]$", "");
        if (first.length() > MAX_CHARS) {
            int cut = detailsStart(first);
            if (cut > 0) first = first.substring(0, cut).strip();
        }
        return first + ".";
    }

    /** Where the details of a sentence begin: its first colon or semicolon outside parentheses, else its first parenthesis. */
    private static int detailsStart(String s) {
        int depth = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(') depth++;
            else if (c == ')') depth = Math.max(0, depth - 1);
            else if ((c == ':' || c == ';') && depth == 0) return i;
        }
        return s.indexOf(" (");
    }
}
