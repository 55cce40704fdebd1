package dkg.ingest.probe;

import java.io.File;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Settings of one probe run. Build with {@link #builder()}; every field has a production default.
 *
 * @param root           prefix of every file the probe reads ({@code /}; a fixture tree in tests: {@code --root})
 * @param searchPath     where commands ({@code pkg-config}, {@code doca_caps}, {@code mlxconfig}) are looked up,
 *                       and the PATH they run with (default: this process's {@code PATH})
 * @param docaRoot       an install laid out like {@code /opt/mellanox/doca} ({@code --doca-root}), tried first;
 *                       not prefixed by {@code root}; null when not given
 * @param timeLimit      total time the native child may take, over all its attempts (default 20 s)
 * @param queries        the capability queries to call, from the graph
 * @param libraryModules pkg-config names of the public DOCA libraries the graph knows ({@code doca-dma}), so
 *                       {@code libraries[]} lists the absent ones too; may be empty
 * @param hostName       the name the live facts are filed under (default: this host's name)
 * @param nativeEnabled  false skips the native path (the manual chain answers alone)
 * @param javaExecutable the java that runs the child (default: this JVM's)
 * @param classPath      the child's class path (default: {@code java.class.path}, the shaded jar in production)
 * @param clock          the time stamped on the facts
 * @param perQueryLimit  time one native call may take before the child is killed as hung and started
 *                       again without that query (default 5 s, never more than {@code timeLimit})
 * @param crashLogDir    where the native child's JVM crash reports are kept, newest 10 (the store's
 *                       {@code logs} folder); null: they are removed after the run
 */
public record ProbeOptions(Path root, List<Path> searchPath, Path docaRoot, Duration timeLimit,
                           List<CapabilityQuerySpec> queries, List<String> libraryModules, String hostName,
                           boolean nativeEnabled, Path javaExecutable, String classPath, Clock clock,
                           Duration perQueryLimit, Path crashLogDir) {

    public ProbeOptions {
        Objects.requireNonNull(root, "root");
        searchPath = List.copyOf(searchPath);
        Objects.requireNonNull(timeLimit, "timeLimit");
        if (timeLimit.isNegative() || timeLimit.isZero()) throw new IllegalArgumentException("timeLimit must be positive: " + timeLimit);
        queries = List.copyOf(queries);
        libraryModules = List.copyOf(libraryModules);
        Objects.requireNonNull(hostName, "hostName");
        Objects.requireNonNull(javaExecutable, "javaExecutable");
        Objects.requireNonNull(classPath, "classPath");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(perQueryLimit, "perQueryLimit");
        if (perQueryLimit.isNegative() || perQueryLimit.isZero()) throw new IllegalArgumentException("perQueryLimit must be positive: " + perQueryLimit);
        if (perQueryLimit.compareTo(timeLimit) > 0) perQueryLimit = timeLimit;
    }

    public static Builder builder() { return new Builder(); }

    /** A builder preset with this record's values. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.root = root; b.searchPath = searchPath; b.docaRoot = docaRoot; b.timeLimit = timeLimit;
        b.queries = queries; b.libraryModules = libraryModules; b.hostName = hostName;
        b.nativeEnabled = nativeEnabled; b.javaExecutable = javaExecutable; b.classPath = classPath; b.clock = clock;
        b.perQueryLimit = perQueryLimit; b.crashLogDir = crashLogDir;
        return b;
    }

    /** Mutable builder; {@link #build()} checks and freezes. */
    public static final class Builder {
        private Path root = Path.of("/");
        private List<Path> searchPath = pathFromEnvironment();
        private Path docaRoot;
        private Duration timeLimit = Duration.ofSeconds(20);
        private List<CapabilityQuerySpec> queries = List.of();
        private List<String> libraryModules = List.of();
        private String hostName;
        private boolean nativeEnabled = true;
        private Path javaExecutable = currentJava();
        private String classPath = System.getProperty("java.class.path", "");
        private Clock clock = Clock.systemUTC();
        private Duration perQueryLimit = Duration.ofSeconds(5);
        private Path crashLogDir;

        public Builder root(Path v) { root = v; return this; }
        public Builder searchPath(List<Path> v) { searchPath = v; return this; }
        public Builder docaRoot(Path v) { docaRoot = v; return this; }
        public Builder timeLimit(Duration v) { timeLimit = v; return this; }
        public Builder queries(List<CapabilityQuerySpec> v) { queries = v; return this; }
        public Builder libraryModules(List<String> v) { libraryModules = v; return this; }
        public Builder hostName(String v) { hostName = v; return this; }
        public Builder nativeEnabled(boolean v) { nativeEnabled = v; return this; }
        public Builder javaExecutable(Path v) { javaExecutable = v; return this; }
        public Builder classPath(String v) { classPath = v; return this; }
        public Builder clock(Clock v) { clock = v; return this; }
        public Builder perQueryLimit(Duration v) { perQueryLimit = v; return this; }
        public Builder crashLogDir(Path v) { crashLogDir = v; return this; }

        public ProbeOptions build() {
            String host = hostName != null ? hostName : localHostName(root);
            return new ProbeOptions(root, searchPath, docaRoot, timeLimit, queries, libraryModules, host,
                    nativeEnabled, javaExecutable, classPath, clock, perQueryLimit, crashLogDir);
        }
    }

    static List<Path> pathFromEnvironment() {
        String path = System.getenv("PATH");
        if (path == null || path.isBlank()) return List.of();
        return Arrays.stream(path.split(File.pathSeparator)).filter(s -> !s.isBlank()).map(Path::of).toList();
    }

    /** The running JVM's java launcher, so the child speaks the same Java version. */
    static Path currentJava() {
        return ProcessHandle.current().info().command().map(Path::of)
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java"));
    }

    /** /etc/hostname under the root (so fixtures name their host), else the resolver's name. */
    static String localHostName(Path root) {
        var fromFile = new HostFiles(root).firstLine("/etc/hostname");
        if (fromFile.isPresent()) return fromFile.get();
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (Exception e) { // no resolvable name: still file the facts somewhere stable
            return "localhost";
        }
    }
}
