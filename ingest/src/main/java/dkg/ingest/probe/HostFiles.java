package dkg.ingest.probe;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Read-only access to the host's files under a root: {@code /} in production, a fixture tree in
 * tests ({@code --root DIR}). Every absolute path the probe reads goes through here; paths it
 * reports are the host's, without the root.
 */
final class HostFiles {
    private final Path root;

    HostFiles(Path root) { this.root = root.toAbsolutePath().normalize(); }

    /** The file under the root for an absolute host path ("/proc/meminfo"). */
    Path path(String hostPath) {
        String rel = hostPath.startsWith("/") ? hostPath.substring(1) : hostPath;
        return rel.isEmpty() ? root : root.resolve(rel);
    }

    /** The host path of a file under the root (strips the root again). */
    String hostPath(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        if (!abs.startsWith(root)) return abs.toString();
        return "/" + root.relativize(abs).toString().replace('\\', '/');
    }

    /** File content with NULs dropped (device-tree strings end in one), or empty when unreadable. */
    Optional<String> read(String hostPath) {
        try {
            return Optional.of(Files.readString(path(hostPath), StandardCharsets.UTF_8).replace("\0", ""));
        } catch (IOException | RuntimeException e) { // absent, unreadable, a directory, not UTF-8
            return Optional.empty();
        }
    }

    /** First line, trimmed, when present and not blank. */
    Optional<String> firstLine(String hostPath) {
        return read(hostPath).map(s -> s.lines().findFirst().orElse("").trim()).filter(s -> !s.isEmpty());
    }

    boolean exists(String hostPath) { return Files.exists(path(hostPath)); }

    /** Entries of a directory, sorted by name; empty when it is absent. */
    List<Path> list(String hostPath) { return list(path(hostPath)); }

    static List<Path> list(Path dir) {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }
}
