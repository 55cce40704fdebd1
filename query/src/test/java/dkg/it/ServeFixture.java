package dkg.it;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dkg.api.DocaKg;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * What the face ITs share: a store of the real skills bundle and API reference under target/ (re-ingesting an
 * unchanged bundle commits nothing, so later runs are quick), the built launcher, and external
 * tools that must exist under CI and may be missing on a developer machine.
 */
public final class ServeFixture {
    private ServeFixture() {}

    /** The skills-bundle + API-reference store, ingested (or confirmed unchanged) and closed, so a child process may open it. */
    public static synchronized Path store() {
        Path store = Path.of("target", "it-serve-store").toAbsolutePath();
        try (DocaKg kg = DocaKg.open(store)) {
            kg.ingest(List.of(Corpus.skills().toString(), Corpus.apiReference().toString()), IngestOptions.defaults(), IngestListener.NONE);
        }
        return store;
    }

    /** The {@code doca-kg} launcher at the repository root, with the shaded jar built by {@code package}. */
    public static Path launcher() {
        Path launcher = Path.of("..", "doca-kg").toAbsolutePath().normalize();
        if (!Files.isRegularFile(Path.of("target", "doca-kg.jar"))) fail("target/doca-kg.jar is missing: run the package phase first");
        return launcher;
    }

    /** Fails under CI, skips elsewhere, when {@code command --version}-like {@code probe} does not run. */
    public static void requireTool(String what, String... probe) {
        boolean ok;
        try {
            Process p = new ProcessBuilder(probe).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            ok = p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            ok = false;
        }
        if (!ok) {
            if ("true".equalsIgnoreCase(System.getenv("CI"))) fail(what + " is missing (" + String.join(" ", probe) + " failed); .ci/run installs it");
            assumeTrue(false, what + " not available here");
        }
    }
}
