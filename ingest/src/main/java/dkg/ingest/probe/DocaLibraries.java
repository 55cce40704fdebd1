package dkg.ingest.probe;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Finds the directory holding {@code libdoca_common.so}, trying in order: {@code --doca-root DIR}
 * ({@code DIR/lib/<arch>-linux-gnu}, {@code DIR/lib64}); {@code pkg-config --variable=libdir doca-common};
 * {@code /opt/mellanox/doca/lib/<arch>-linux-gnu}; {@code /opt/mellanox/doca/lib64}; then the
 * loader's usual places ({@code LD_LIBRARY_PATH}, {@code /usr/lib/<arch>-linux-gnu}, {@code /usr/lib64},
 * {@code /usr/local/lib}). Only looks at files; loading happens in the child.
 */
public final class DocaLibraries {
    /** The library every probe needs. */
    public static final String COMMON = "libdoca_common.so";

    /** Where the libraries were found and which rule found them ("--doca-root", "pkg-config", ...). */
    public record Location(Path dir, String foundVia) {}

    /** The outcome: the location, if any, and every place looked, for the "why" line. */
    public record Search(Optional<Location> found, List<String> looked) {}

    private DocaLibraries() {}

    /** {@code doca-dma} → {@code libdoca_dma.so}. */
    public static String fileName(String module) {
        return "lib" + module.replace('-', '_') + ".so";
    }

    /**
     * The shared object of a module in a directory: {@code libdoca_dma.so} (development symlink) or,
     * on runtime-only installs, a versioned {@code libdoca_dma.so.N...}.
     */
    public static Optional<Path> resolve(Path dir, String module) {
        String plain = fileName(module);
        Path p = dir.resolve(plain);
        if (Files.isRegularFile(p)) return Optional.of(p);
        return HostFiles.list(dir).stream()
                .filter(f -> f.getFileName().toString().startsWith(plain + ".") && Files.isRegularFile(f))
                .min(java.util.Comparator.comparing(f -> f.getFileName().toString().length()));
    }

    /** The Debian multiarch triplet of this JVM's architecture ({@code x86_64-linux-gnu}). */
    public static String multiarch() {
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        return switch (arch) {
            case "amd64", "x86_64" -> "x86_64-linux-gnu";
            case "aarch64", "arm64" -> "aarch64-linux-gnu";
            default -> arch + "-linux-gnu";
        };
    }

    /** Searches the candidates in order; never throws. */
    public static Search find(ProbeOptions options) {
        HostFiles files = new HostFiles(options.root());
        Commands commands = new Commands(options.searchPath(), java.time.Duration.ofSeconds(5));
        List<String> looked = new ArrayList<>();
        List<Candidate> candidates = new ArrayList<>();
        String triplet = multiarch();
        if (options.docaRoot() != null) {
            candidates.add(new Candidate(options.docaRoot().resolve("lib").resolve(triplet), "--doca-root"));
            candidates.add(new Candidate(options.docaRoot().resolve("lib64"), "--doca-root"));
        }
        commands.line("pkg-config", "--variable=libdir", "doca-common")
                .ifPresentOrElse(dir -> candidates.add(new Candidate(files.path(dir), "pkg-config")),
                        () -> looked.add("pkg-config --variable=libdir doca-common (no answer)"));
        candidates.add(new Candidate(files.path("/opt/mellanox/doca/lib/" + triplet), "default install path"));
        candidates.add(new Candidate(files.path("/opt/mellanox/doca/lib64"), "default install path"));
        String ld = System.getenv("LD_LIBRARY_PATH");
        if (ld != null) Arrays.stream(ld.split(":")).filter(s -> !s.isBlank())
                .forEach(d -> candidates.add(new Candidate(Path.of(d), "LD_LIBRARY_PATH")));
        for (String d : List.of("/usr/lib/" + triplet, "/lib/" + triplet, "/usr/lib64", "/usr/local/lib"))
            candidates.add(new Candidate(files.path(d), "loader search path"));

        for (Candidate c : candidates) {
            looked.add(c.dir().toString());
            if (resolve(c.dir(), "doca-common").isPresent())
                return new Search(Optional.of(new Location(c.dir().toAbsolutePath().normalize(), c.via())), looked);
        }
        return new Search(Optional.empty(), looked);
    }

    private record Candidate(Path dir, String via) {}
}
