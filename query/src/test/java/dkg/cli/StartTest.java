package dkg.cli;

import static org.junit.jupiter.api.Assertions.*;

import dkg.hold.HolderInfo;
import dkg.hold.HolderServer;
import dkg.hold.Request;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The launcher's entry point answers through a holder without loading the command line, Jena or Lucene. */
class StartTest {
    @TempDir Path dir;

    @Test
    void aForwardedCommandLoadsNoPicocliJenaOrLucene() throws Exception {
        HolderServer.Handler standIn = new HolderServer.Handler() {
            @Override public int run(Request r, PrintStream out, PrintStream err) {
                out.print("answered: " + String.join(" ", r.args()));
                return 3;
            }
            @Override public HolderServer.Session session(Request r, PrintStream err) { return null; }
            @Override public HolderInfo info() { return HolderInfo.current("test"); }
        };
        try (HolderServer h = HolderServer.start(dir, standIn)) {
            Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-verbose:class",
                    "-cp", System.getProperty("java.class.path"), Start.class.getName(), "stats", "--store", dir.toString())
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> {
                try { return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8); } catch (java.io.IOException e) { return e.toString(); }
            });
            assertTrue(p.waitFor(120, TimeUnit.SECONDS));
            String text = out.get(60, TimeUnit.SECONDS);
            assertEquals(3, p.exitValue(), "the holder's exit code is the command's");
            assertTrue(text.contains("answered: stats --store " + dir), text);
            assertTrue(text.lines().anyMatch(l -> l.contains("[class,load] dkg.hold.HolderClient ")), "class loading is seen");
            List<String> heavy = text.lines().filter(l -> l.contains("[class,load]"))
                    .filter(l -> l.contains(" picocli.") || l.contains(" org.apache.") || l.contains(" dkg.cli.Main ")).toList();
            assertEquals(List.of(), heavy, "a forwarded command loads only the client");
        }
    }
}
