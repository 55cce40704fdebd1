package dkg.cli;

import static org.junit.jupiter.api.Assertions.*;

import dkg.hold.HolderInfo;
import dkg.hold.HolderServer;
import dkg.hold.Request;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's entry point, with a stand-in holder in this JVM and the command in a real process:
 * an operation's command is parsed where it was typed and reaches the holder as the operation's
 * name and arguments, loading neither Jena nor Lucene; any other command reaches it as a command
 * line, loading not even the command line.
 */
class StartTest {
    @TempDir Path dir;

    private final LinkedBlockingQueue<Request> received = new LinkedBlockingQueue<>();
    private final HolderServer.Handler standIn = new HolderServer.Handler() {
        @Override public int answer(Request r, PrintStream out, PrintStream err) {
            received.add(r);
            out.print("answered " + r.operation());
            return 3;
        }
        @Override public int run(Request r, PrintStream out, PrintStream err) {
            received.add(r);
            out.print("answered: " + String.join(" ", r.args()));
            return 4;
        }
        @Override public HolderServer.Session session(Request r, PrintStream err) { return null; }
        @Override public HolderInfo info() { return HolderInfo.current("test"); }
    };

    record Run(int exit, String out) {}

    private Run start(String stdin, String... args) throws Exception {
        List<String> cmd = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-verbose:class", "-cp", System.getProperty("java.class.path"), Start.class.getName()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (var in = p.getOutputStream()) {
            in.write(stdin.getBytes(StandardCharsets.UTF_8));
        }
        CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> {
            try { return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8); } catch (java.io.IOException e) { return e.toString(); }
        });
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        return new Run(p.exitValue(), out.get(60, TimeUnit.SECONDS));
    }

    private static List<String> loaded(String text, String... prefixes) {
        return text.lines().filter(l -> l.contains("[class,load]"))
                .filter(l -> java.util.Arrays.stream(prefixes).anyMatch(l::contains)).toList();
    }

    @Test
    void aCommandLineForwardedLoadsNoPicocliJenaOrLucene() throws Exception {
        try (HolderServer h = HolderServer.start(dir, standIn)) {
            Run r = start("", "status", "--store", dir.toString());
            assertEquals(4, r.exit(), "the holder's exit code is the command's");
            assertTrue(r.out().contains("answered: status --store " + dir), r.out());
            assertTrue(r.out().lines().anyMatch(l -> l.contains("[class,load] dkg.hold.HolderClient ")), "class loading is seen");
            assertEquals(List.of(), loaded(r.out(), " picocli.", " org.apache.", " dkg.cli.Main "), "a forwarded command line loads only the client");
        }
    }

    @Test
    void anOperationReachesTheHolderParsedWithItsQuestionFromThisProcesssStdin() throws Exception {
        try (HolderServer h = HolderServer.start(dir, standIn)) {
            Run r = start("why does my copy fail?\n", "--json", "route", "--store", dir.toString(), "--limit", "2", "-");
            assertEquals(3, r.exit(), "the holder's exit code is the command's");
            assertTrue(r.out().contains("answered route"), r.out());
            Request call = received.poll(60, TimeUnit.SECONDS);
            assertNotNull(call);
            assertEquals(Request.OP, call.kind());
            assertEquals(dir.toAbsolutePath().normalize().toString(), call.storeDir());
            Map<?, ?> arguments = dkg.json.Mappers.messages().readValue(call.argumentsJson(), Map.class);
            assertEquals("why does my copy fail?\n", arguments.get("question"), "stdin is read where the command was typed");
            assertEquals("2", arguments.get("limit"));
            assertEquals(List.of("--json"), call.options());
            assertEquals(List.of(), loaded(r.out(), " org.apache.jena.", " org.apache.lucene."), "an operation's call opens nothing here");
        }
    }

    @Test
    void aBadFlagIsTheCommandLinesToReportAndNeverReachesTheHolder() throws Exception {
        try (HolderServer h = HolderServer.start(dir, standIn)) {
            Run r = start("", "route", "--store", dir.toString(), "--limitt", "2", "copy");
            assertEquals(1, r.exit());
            assertNull(received.poll(1, TimeUnit.SECONDS), "nothing was sent");
        }
    }
}
