package dkg.search;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A process that ends while the model loads ends cleanly: ONNX Runtime's exit hook would release
 * its environment under a session being built, and the JVM would crash.
 */
class ExitDuringModelLoadTest {
    @TempDir Path dir;

    /** The child: begins a load on a daemon thread, ends while it is in flight, as a failing command would. */
    public static void main(String[] args) throws Exception {
        Thread.ofPlatform().daemon().start(PassageModel::available);
        while (!UnpackedModel.loading()) Thread.sleep(1);
        // into the session's construction, where an exit crashed
        Thread.sleep(Long.parseLong(args[0]));
        PassageModel.awaitLoading();
        System.exit(0);
    }

    @Test
    void exitWaitsForTheLoadInFlight() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        for (String delay : List.of("300", "450", "600", "900")) {
            Path errors = dir.resolve("hs_err_" + delay + ".log");
            Process p = new ProcessBuilder(java, "-XX:ErrorFile=" + errors, "-cp", System.getProperty("java.class.path"),
                    ExitDuringModelLoadTest.class.getName(), delay).redirectErrorStream(true).redirectOutput(dir.resolve("out").toFile()).start();
            assertTrue(p.waitFor(5, TimeUnit.MINUTES), "the child ends");
            assertEquals(0, p.exitValue(), () -> "exit after " + delay + " ms into the load: " + read(dir.resolve("out")));
            assertFalse(Files.exists(errors), "no JVM crash report");
        }
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (java.io.IOException e) {
            return "";
        }
    }
}
