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
    void aTypoStillGetsTheSuggestionFromTheWholeTree() {
        CliRun r = CliRun.of("serach", "copy");
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("search"), r.err());
    }
}
