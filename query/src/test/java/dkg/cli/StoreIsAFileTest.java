package dkg.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file given as --store is refused the same way by every command, on one line, and left as it was. */
class StoreIsAFileTest {
    @TempDir Path dir;

    @Test
    void everyCommandRefusesAFileAsItsStore() throws Exception {
        Path file = Files.writeString(dir.resolve("notes.txt"), "not a store\n");
        String[][] commands = {
                {"ingest", RouteCommandTest.resource("/route-bundle")}, {"search", "widget"}, {"ask", "how do I copy a buffer"},
                {"stats"}, {"status"}, {"sparql", "SELECT * { ?s ?p ?o } LIMIT 1"}, {"serve", "--port", "0"}, {"mcp"}};
        for (String[] c : commands) {
            String[] args = new String[c.length + 1];
            args[0] = c[0];
            args[1] = "--store=" + file;
            System.arraycopy(c, 1, args, 2, c.length - 1);
            CliRun r = CliRun.of(args);
            assertEquals(1, r.exit(), String.join(" ", c) + ": " + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains("is a file, not a folder"), String.join(" ", c) + ": " + r.err());
            assertEquals("", r.out(), r.out());
        }
        assertEquals("not a store\n", Files.readString(file));
    }
}
