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
 * Builds the fake DOCA of src/test/c with gcc into target/fake-doca/lib/&lt;arch&gt;-linux-gnu of the
 * running module, once per JVM, laid out like /opt/mellanox/doca so it can be passed as
 * {@code --doca-root}. Tests using it are skipped, with the reason, only where gcc is missing.
 *
 * <p>Public and shipped in this module's test-jar so the query module's CLI tests build the same fake:
 * the C sources travel on the test class path (as {@value #SOURCES}), not as a path into this module.
 */
public final class FakeDoca {
    /** Class-path folder of the C sources (src/test/c, copied there as test resources). */
    static final String SOURCES = "/fake-doca-src/";
    /** The {@code --doca-root} of the built fake: target/fake-doca of the module running the tests. */
    public static final Path ROOT = Path.of("target/fake-doca").toAbsolutePath();
    private static Path libDir;

    private FakeDoca() {}

    /** The directory holding libdoca_common.so and libdoca_dma.so; skips the test when gcc is missing. */
    public static synchronized Path libDir() throws IOException, InterruptedException {
        if (libDir != null) return libDir;
        assumeTrue(onPath("gcc"), "gcc is not on PATH: the fake DOCA libraries cannot be built, native probe tests skipped");
        Path dir = ROOT.resolve("lib").resolve(DocaLibraries.multiarch());
        Path src = ROOT.resolve("src");
        Files.createDirectories(dir);
        Files.createDirectories(src);
        compile(source("fake_doca_common.c", src), dir.resolve("libdoca_common.so"));
        compile(source("fake_doca_dma.c", src), dir.resolve("libdoca_dma.so"));
        libDir = dir;
        return dir;
    }

    /** Copies a C source from the test class path to a file gcc can read. */
    private static Path source(String name, Path into) throws IOException {
        try (var in = FakeDoca.class.getResourceAsStream(SOURCES + name)) {
            if (in == null) throw new IllegalStateException(SOURCES + name + " is not on the test class path");
            Path out = into.resolve(name);
            Files.write(out, in.readAllBytes());
            return out;
        }
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
