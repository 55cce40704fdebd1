package dkg.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code check} exits by the level of its findings ({@code --fail-on}, notes inform by default) and
 * reads files as ingest does: a FIFO, a link to a device or binary content is refused in one line
 * (exit 1) without reading it, pathological code text is answered with a bounded report.
 * Fixtures: code-reach/include's widget queue (its capability query is experimental).
 */
class CheckCommandTest {
    @TempDir static Path store;
    @TempDir static Path dir;

    /** Guarded and handled: the only finding is the experimental-API note. */
    static final String NOTE_ONLY = """
            #include <doca_widget_queue.h>
            int main(void)
            {
            \tuint32_t max;
            \tvoid *t;
            \tif (doca_widget_txq_cap_get_max_burst_size(NULL, &max) != 0)
            \t\treturn 1;
            \treturn doca_widget_txq_task_send_alloc_init(NULL, &t);
            }
            """;

    @BeforeAll
    static void ingest() throws Exception {
        Path headers = Paths.get(CheckCommandTest.class.getResource("/code-reach/include").toURI());
        CliRun r = CliRun.of("ingest", "--store", store.toString(), headers.toString());
        assertEquals(0, r.exit(), r.err());
    }

    static CliRun check(String... args) {
        String[] all = new String[args.length + 3];
        all[0] = "check";
        all[1] = "--store";
        all[2] = store.toString();
        System.arraycopy(args, 0, all, 3, args.length);
        return CliRun.of(all);
    }

    @Test
    void notesAloneExitZeroUnlessTheyAreAskedToFail() throws Exception {
        Path f = Files.writeString(dir.resolve("note_only.c"), NOTE_ONLY);
        CliRun plain = check(f.toString());
        assertEquals(0, plain.exit(), plain.out() + plain.err());
        assertTrue(plain.out().contains("note [experimental-api]"), plain.out());
        CliRun onNote = check("--fail-on", "note", f.toString());
        assertEquals(4, onNote.exit(), onNote.out());
        CliRun json = check("--json", f.toString());
        assertTrue(json.out().contains("\"failed\" : false") || json.out().contains("\"failed\":false"), json.out());
    }

    @Test
    void warningsFailByDefaultButNotOnError() throws Exception {
        Path f = Files.writeString(dir.resolve("unguarded.c"), NOTE_ONLY.replace("doca_widget_txq_cap_get_max_burst_size(NULL, &max) != 0", "max == 0"));
        CliRun plain = check(f.toString());
        assertEquals(4, plain.exit(), plain.out());
        assertTrue(plain.out().contains("warning [missing-capability-check]"), plain.out());
        assertEquals(0, check("--fail-on", "error", f.toString()).exit());
    }

    @Test
    void anUnknownLevelIsBadInput() throws Exception {
        Path f = Files.writeString(dir.resolve("level.c"), NOTE_ONLY);
        CliRun r = check("--fail-on", "fatal", f.toString());
        assertEquals(1, r.exit(), r.err());
        assertEquals("doca-kg: unknown level 'fatal' to fail on; use note, warning or error\n", r.err());
    }

    @Test
    void aFifoIsRefusedWithoutBeingOpened() throws Exception {
        Path fifo = dir.resolve("pipe.c");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        // a read would block until a writer comes; the bound only keeps a regression from hanging the build
        CliRun r = assertTimeoutPreemptively(Duration.ofMinutes(5), () -> check(fifo.toString()));
        assertEquals(1, r.exit(), r.err());
        assertEquals("doca-kg: cannot check " + fifo + ": it is a FIFO (named pipe), not a regular file\n", r.err());
    }

    @Test
    void aLinkToADeviceAndBinaryContentAreRefused() throws Exception {
        Path zero = Files.createSymbolicLink(dir.resolve("zero.c"), Path.of("/dev/zero"));
        CliRun r = assertTimeoutPreemptively(Duration.ofMinutes(5), () -> check(zero.toString()));
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("it is a character device, not a regular file"), r.err());
        byte[] binary = new byte[700 * 1024];
        new java.util.Random(7).nextBytes(binary);
        binary[100] = 0;
        Path bin = Files.write(dir.resolve("blob.c"), binary);
        CliRun b = check(bin.toString());
        assertEquals(1, b.exit(), b.err());
        assertTrue(b.err().contains("it looks binary"), b.err());
    }

    @Test
    void twentyThousandUnknownNamesAreCutAtTheBoundPerRule() throws Exception {
        StringBuilder code = new StringBuilder("#include <doca_widget_queue.h>\nint main(void)\n{\n");
        for (int i = 0; i < 20_000; i++) code.append("\tdoca_widget_nosuch_").append(i).append("();\n");
        Path f = Files.writeString(dir.resolve("many.c"), code.append("}\n"));
        CliRun r = check("--json", f.toString());
        assertEquals(4, r.exit(), r.err());
        assertTrue(r.out().contains("\"capped\" : [ \"unknown-symbol\" ]"), r.out().substring(Math.max(0, r.out().length() - 400)));
        long unknown = r.out().lines().filter(l -> l.contains("\"rule\" : \"unknown-symbol\"")).count();
        assertEquals(dkg.code.CodeChecker.MAX_FINDINGS_PER_RULE, unknown);
    }

    @Test
    void fourMebibytesOfBracesAreAnsweredNotHung() throws Exception {
        Path f = Files.writeString(dir.resolve("braces.c"), "{".repeat(4 << 20));
        CliRun r = assertTimeoutPreemptively(Duration.ofMinutes(5), () -> check(f.toString()));
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("0 finding(s) in 1 file(s)"), r.out());
    }
}
