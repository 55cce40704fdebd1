package dkg.storage;

import static org.junit.jupiter.api.Assertions.*;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.apache.jena.tdb2.TDB2Factory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two processes on one store, neither of them a holder that answers the other: the second waits
 * for the first to close the store instead of failing.
 */
class StoreLockWaitIT {
    @TempDir Path dir;

    /** Child JVM: opens the store, says so, keeps it for the given milliseconds, closes it. */
    public static final class Keeper {
        public static void main(String[] args) throws Exception {
            try (KgStore s = KgStore.open(Path.of(args[0]))) {
                System.out.println("open " + s.generation());
                System.out.flush();
                Thread.sleep(Long.parseLong(args[1]));
            }
        }
    }

    @Test
    void aSecondProcessWaitsForTheFirstToCloseTheStore() throws Exception {
        KgStore.open(dir).close();
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Keeper.class.getName(), dir.toString(), "1500")
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream()))) {
            assertEquals("open 0", out.readLine(), "the child has the store open");
            // the premise: TDB2 alone refuses a store another live process has open
            RuntimeException refused = assertThrows(RuntimeException.class,
                    () -> TDB2Factory.connectDataset(dir.resolve("tdb2").toString()));
            assertTrue(StoreLockWait.isLockRefusal(refused), refused.toString());

            try (KgStore s = KgStore.open(dir)) {
                assertEquals(0, s.generation(), "opened once the child let go");
            }
            assertTrue(child.waitFor(30, TimeUnit.SECONDS));
            assertEquals(0, child.exitValue(), "the child that kept the store ended normally");
        } finally {
            child.destroyForcibly();
        }
    }
}
