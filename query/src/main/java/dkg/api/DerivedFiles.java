package dkg.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Answers that are costly to compute and fixed for one generation of the store (its stats, the
 * routing profiles of its skills), kept as JSON in {@code <store>/derived/NAME.json} with the
 * generation they were computed at. A process reads them instead of scanning the whole graph; a
 * file of another generation, or written by another build of doca-kg (whose routing profiles may be
 * read differently), is ignored and rewritten. Losing them loses nothing.
 */
final class DerivedFiles {
    private DerivedFiles() {}

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The build that writes and trusts these files. */
    private static final String BUILD = BuildCommit.id();

    /** The value stored under {@code name} for {@code generation}, or null. */
    static <T> T read(Path storeDir, String name, long generation, Class<T> type) {
        Path f = file(storeDir, name);
        if (generation < 0 || !Files.isRegularFile(f)) return null;
        try {
            JsonNode root = JSON.readTree(f.toFile());
            if (root.path("generation").asLong(-1) != generation || !BUILD.equals(root.path("build").asText())) return null;
            return JSON.treeToValue(root.get("value"), type);
        } catch (IOException | RuntimeException e) {
            return null; // torn, foreign or from an older format: recompute
        }
    }

    /** Stores {@code value} for {@code generation}, atomically; a store that cannot be written is left alone. */
    static void write(Path storeDir, String name, long generation, Object value) {
        try {
            Path f = file(storeDir, name);
            Files.createDirectories(f.getParent());
            Path tmp = Files.createTempFile(f.getParent(), name, ".tmp");
            var root = JSON.createObjectNode().put("generation", generation).put("build", BUILD);
            root.set("value", JSON.valueToTree(value));
            JSON.writeValue(tmp.toFile(), root);
            Files.move(tmp, f, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException | RuntimeException e) {
            // a cache: the next reader computes the value again
        }
    }

    private static Path file(Path storeDir, String name) { return storeDir.resolve("derived").resolve(name + ".json"); }
}
