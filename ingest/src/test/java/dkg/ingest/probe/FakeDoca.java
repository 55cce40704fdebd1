package dkg.ingest.probe;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;

/**
 * Builds the fake DOCA of src/test/c with gcc into target/fake-doca/lib/&lt;arch&gt;-linux-gnu, once per
 * JVM, laid out like /opt/mellanox/doca so it can be passed as {@code --doca-root}. Tests using it
 * are skipped, with the reason, only where gcc is missing.
 */
final class FakeDoca {
    static final Path SOURCES = Path.of("src/test/c");
    static final Path ROOT = Path.of("target/fake-doca").toAbsolutePath();
    private static Path libDir;

    private FakeDoca() {}

    /** The directory holding libdoca_common.so and libdoca_dma.so; skips the test when gcc is missing. */
    static synchronized Path libDir() throws IOException, InterruptedException {
        if (libDir != null) return libDir;
        assumeTrue(onPath("gcc"), "gcc is not on PATH: the fake DOCA libraries cannot be built, native probe tests skipped");
        Path dir = ROOT.resolve("lib").resolve(DocaLibraries.multiarch());
        Files.createDirectories(dir);
        compile(SOURCES.resolve("fake_doca_common.c"), dir.resolve("libdoca_common.so"));
        compile(SOURCES.resolve("fake_doca_dma.c"), dir.resolve("libdoca_dma.so"));
        libDir = dir;
        return dir;
    }

    private static void compile(Path source, Path target) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("gcc", "-shared", "-fPIC", "-O1", "-Wall", "-o", target.toString(), source.toString())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0) throw new IllegalStateException("gcc failed on " + source + ":\n" + out);
    }

    private static boolean onPath(String exe) {
        String path = System.getenv("PATH");
        return path != null && Stream.of(path.split(File.pathSeparator)).anyMatch(d -> Files.isExecutable(Path.of(d, exe)));
    }

    /** A fixture root under target/test-classes/probe, with its bin/ scripts made executable (resources lose the bit). */
    static Path fixture(String name) throws IOException {
        Path root = Path.of("target/test-classes/probe", name).toAbsolutePath();
        if (!Files.isDirectory(root)) throw new IllegalStateException("fixture missing: " + root);
        Path bin = root.resolve("bin");
        if (Files.isDirectory(bin)) try (Stream<Path> s = Files.list(bin)) {
            for (Path f : s.toList()) Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        return root;
    }

    /** Spec helpers for the fake library's queries. */
    static CapabilityQuerySpec dma(String symbol, String out) {
        return CapabilityQuerySpec.devinfo(symbol, "doca-dma", out);
    }

    static final List<CapabilityQuerySpec.EnumInput> FAKE_MODES = List.of(
            new CapabilityQuerySpec.EnumInput("DOCA_DMA_FAKE_MODE_A", 0),
            new CapabilityQuerySpec.EnumInput("DOCA_DMA_FAKE_MODE_B", 1),
            new CapabilityQuerySpec.EnumInput("DOCA_DMA_FAKE_MODE_C", 2),
            new CapabilityQuerySpec.EnumInput("DOCA_DMA_FAKE_MODE_BOGUS", 7));

    static CapabilityQuerySpec fakeModeSpec() {
        return new CapabilityQuerySpec("doca_dma_cap_fake_mode_is_supported", "doca-dma", "const struct doca_devinfo *",
                "uint8_t *", "enum doca_dma_fake_mode", FAKE_MODES);
    }
}
