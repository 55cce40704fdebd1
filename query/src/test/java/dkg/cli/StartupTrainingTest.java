package dkg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.api.DocaKg;
import dkg.explain.ErrorExplanation;
import dkg.describe.SymbolDescription;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's AOT caches are only as good as what their training runs: the scratch store must
 * take commands down the paths they take on a real store, and the launcher must record a cache
 * for every family the training knows (and pick no family it does not).
 */
class StartupTrainingTest {

    @Test
    void theScratchStoreTakesCommandsDownTheirRealPaths(@TempDir Path dir) throws Exception {
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        assertEquals(0, StartupTraining.prepare(dir, quiet));
        try (DocaKg kg = DocaKg.openExisting(dir.resolve("store"))) {
            // describe reads a chosen definition with its parameters and returns, not the bare-name path
            SymbolDescription d = dkg.describe.Descriptions.describe(kg.generation(), "doca_training_task_submit", null);
            assertEquals("function", d.kind());
            assertEquals(2, d.params().size());
            assertTrue(d.returns().stream().anyMatch(r -> r.error().equals("DOCA_ERROR_NOT_PERMITTED")), d.returns().toString());
            // explain finds a skill's cause of a known error
            ErrorExplanation e = dkg.explain.Explanations.explain(kg.generation(), "NOT_PERMITTED", null, null);
            assertEquals(2L, e.code());
            assertFalse(e.causes().isEmpty());
            // routing has a skill to rank
            assertEquals("doca-training", dkg.routing.Routing.route(kg.generation(), new dkg.routing.RouteRequest("copy a buffer with a task", 1, "auto")).skills().getFirst().skill());
        }
        // the commands ran once before recording: what the first ones after an ingest compute is there
        try (var derived = Files.list(dir.resolve("store/derived"))) {
            assertTrue(derived.anyMatch(p -> p.getFileName().toString().startsWith("errors")), "the error book is computed");
        }
    }

    @Test
    void theLauncherRecordsACacheForEveryTrainingFamily() throws Exception {
        Path launcher = Path.of("..", "doca-kg");
        String text = Files.readString(launcher);
        // the launcher's own lines that list the families, run as bash
        String lines = text.substring(text.indexOf("families=("), text.indexOf('\n', text.indexOf("families=(")));
        Process p = new ProcessBuilder("bash", "-c", lines + "\nprintf '%s\\n' \"${families[@]}\"").redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), out);
        Set<String> launcherFamilies = new TreeSet<>(Arrays.asList(out.strip().split("\n")));
        assertEquals(new TreeSet<>(StartupTraining.familyNames()), launcherFamilies);
        // and the launcher starts each command from the cache its family was trained for
        String lookupLine = text.lines().filter(l -> l.contains("family=lookup")).findFirst().orElseThrow();
        Set<String> launcherLookups = new TreeSet<>(Arrays.asList(lookupLine.strip().substring(0, lookupLine.strip().indexOf(')')).split("\\|")));
        for (String command : Main.COMMANDS.keySet())
            assertEquals(StartupTraining.familyOf(command).equals("lookup"), launcherLookups.contains(command), command);
    }
}
