package dkg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A one-shot command models only itself (picocli's reflection over every command was most of a
 * command's start-up); help, completion, typos and no command at all still see every command.
 */
class CommandModelTest {
    private static Set<String> modelled(String... args) {
        return Main.commandLineFor(args).getSubcommands().keySet();
    }

    @Test
    void aNamedCommandIsTheOnlyOneModelled() {
        assertEquals(Set.of("search"), modelled("search", "--store", "s", "copy"));
        assertEquals(Set.of("route"), modelled("--store", "search", "route", "copy a buffer"), "--store's value is no command");
    }

    @Test
    void everyCommandIsListedUnderItsOwnName() {
        Main.COMMANDS.forEach((name, listed) -> {
            Object command = Main.command(listed);
            String own = command instanceof Class<?> type ? type.getAnnotation(picocli.CommandLine.Command.class).name()
                    : ((picocli.CommandLine.Model.CommandSpec) command).name();
            assertEquals(own, name, String.valueOf(listed));
        });
    }

    @Test
    void helpCompletionTyposAndNoCommandSeeTheWholeTree() {
        int all = Main.commandLine().getSubcommands().size();
        assertTrue(all > 20, "every command is listed: " + all);
        for (String[] args : new String[][] {{}, {"--help"}, {"help", "search"}, {"completion", "bash"}, {"serach", "x"}})
            assertEquals(all, modelled(args).size(), String.join(" ", args));
    }

    @Test
    void everyCommandSummaryInHelpIsWholeSentences() {
        CliRun r = CliRun.of("--help");
        assertEquals(0, r.exit(), r.err());
        String list = r.out().substring(r.out().indexOf("Commands:") + "Commands:".length());
        list = list.substring(0, list.indexOf("\n\n") < 0 ? list.length() : list.indexOf("\n\n"));
        java.util.Map<String, String> summaries = new java.util.LinkedHashMap<>();
        String current = null;
        for (String line : list.lines().filter(l -> !l.isBlank()).toList()) {
            var row = java.util.regex.Pattern.compile("^\\s{2}(\\S+)\\s+(.*)$").matcher(line);
            if (line.startsWith("  ") && !line.startsWith("    ") && row.matches()) summaries.put(current = row.group(1), row.group(2).strip());
            else if (current != null) summaries.merge(current, " " + line.strip(), String::concat);
        }
        assertEquals(Main.COMMANDS.size(), summaries.size(), summaries.toString());
        summaries.forEach((name, summary) -> {
            assertTrue(summary.endsWith("."), name + ": the summary stops mid-sentence: " + summary);
            assertTrue(!summary.matches(".*[,;:]\\.$"), name + ": " + summary);
            assertTrue(summary.length() <= 160, name + ": " + summary.length() + " characters: " + summary);
        });
    }

    @Test
    void aTypoStillGetsTheSuggestionFromTheWholeTree() {
        CliRun r = CliRun.of("serach", "copy");
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("search"), r.err());
    }
}
