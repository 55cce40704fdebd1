package dkg.code;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Reads lines of ingested samples-tree files back from disk, as {@code SkillFiles} reads skill files:
 * only under a source root recorded at ingest whose {@code VERSION} names the release, and only a
 * path that stays inside it. Files are cached after the first read (they are the ingested tree's;
 * a re-ingest makes a new instance). Thread-safe.
 */
final class SourceLines {
    private final Supplier<List<Path>> roots;
    private final Map<String, Optional<Path>> treeRoots = new ConcurrentHashMap<>();
    private final Map<Path, List<String>> files = new ConcurrentHashMap<>();

    SourceLines(Supplier<List<Path>> roots) { this.roots = roots; }

    /** Lines {@code from..to} (1-based, clipped) of a tree file, empty when it cannot be found. */
    List<String> lines(String release, String pathInTree, int from, int to) {
        Optional<Path> root = treeRoots.computeIfAbsent(release, this::rootOf);
        if (root.isEmpty() || pathInTree.startsWith("/") || List.of(pathInTree.split("/")).contains("..")) return List.of();
        Path file = root.get().resolve(pathInTree).normalize();
        if (!file.startsWith(root.get())) return List.of();
        List<String> all = files.computeIfAbsent(file, f -> {
            try {
                return Files.readAllLines(f);
            } catch (IOException | java.io.UncheckedIOException e) {
                return List.of();
            }
        });
        int a = Math.max(1, from), b = Math.min(all.size(), to);
        return a > b ? List.of() : all.subList(a - 1, b);
    }

    private Optional<Path> rootOf(String release) {
        for (Path r : roots.get()) {
            try {
                Path v = r.resolve("VERSION");
                if (Files.isRegularFile(v) && Files.readString(v).strip().equals(release)) return Optional.of(r.normalize());
            } catch (IOException e) {
                // an unreadable root: try the next
            }
        }
        return Optional.empty();
    }
}
