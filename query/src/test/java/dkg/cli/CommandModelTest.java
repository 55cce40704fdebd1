package dkg.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * A one-shot command models only itself (picocli's reflection over every command was most of a
 * command's start-up); help, completion, typos and no command at all still see every command.
 */
class CommandModelTest {
    /** The commands modelled to run {@code args}. */
    private static Set<String> modelled(String... args) {
        CommandLine cl = Main.invocationFor(args).line();
        return cl.getCommandName().equals("doca-kg") ? cl.getSubcommands().keySet() : Set.of(cl.getCommandName().substring("doca-kg ".length()));
    }

    @Test
    void aNamedCommandIsTheOnlyOneModelled() {
        assertEquals(Set.of("search"), modelled("search", "--store", "s", "copy"));
        assertEquals(Set.of("route"), modelled("--store", "search", "route", "copy a buffer"), "--store's value is no command");
    }

    @Test
    void aCommandNamedFirstRunsAloneUnderItsFullName() {
        Main.Invocation first = Main.invocationFor("search", "--store", "s", "copy");
        assertEquals("doca-kg search", first.line().getCommandSpec().qualifiedName());
        assertArrayEquals(new String[] {"--store", "s", "copy"}, first.args());
        // shared options before it: doca-kg is modelled to hand them down, and runs every word
        Main.Invocation after = Main.invocationFor("--json", "search", "copy");
        assertEquals("doca-kg", after.line().getCommandName());
        assertArrayEquals(new String[] {"--json", "search", "copy"}, after.args());
    }

    @Test
    void aBadFlagReadsTheSameWhereverTheSharedOptionsGo() {
        CliRun first = CliRun.of("search", "--store", "nowhere", "--limit", "x", "copy");
        CliRun after = CliRun.of("--store", "nowhere", "search", "--limit", "x", "copy");
        assertEquals(1, first.exit());
        assertEquals(after.exit(), first.exit());
        assertEquals(after.err(), first.err());
        assertTrue(first.err().startsWith("doca-kg: Invalid value for option '--limit'") && first.err().contains("doca-kg search --help"), first.err());
    }

    @Test
    void everyCommandIsListedUnderItsOwnName() {
        Main.COMMANDS.forEach((name, type) ->
                assertEquals(type.getAnnotation(picocli.CommandLine.Command.class).name(), name, type.getSimpleName()));
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
