package dkg.kg;


import com.fasterxml.jackson.databind.JsonNode;
import dkg.json.Mappers;
import dkg.layout.StoreLayout;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.DataInput;
import java.io.DataInputStream;
import java.io.DataOutput;
import java.io.DataOutputStream;
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
public final class DerivedFiles {
    private DerivedFiles() {}

    /** The build that writes and trusts these files. */
    private static final String BUILD = BuildCommit.id();

    /** The value stored under {@code name} for {@code generation}, or null. */
    public static <T> T read(Path storeDir, String name, long generation, Class<T> type) {
        Path f = file(storeDir, name, ".json");
        if (generation < 0 || !Files.isRegularFile(f)) return null;
        try {
            JsonNode root = Mappers.files().readTree(f.toFile());
            if (root.path("generation").asLong(-1) != generation || !BUILD.equals(root.path("build").asText())) return null;
            return Mappers.files().treeToValue(root.get("value"), type);
        } catch (IOException | RuntimeException e) {
            return null; // torn, foreign or from an older format: recompute
        }
    }

    /** Stores {@code value} for {@code generation}, atomically; a store that cannot be written is left alone. */
    public static void write(Path storeDir, String name, long generation, Object value) {
        try {
            Path f = file(storeDir, name, ".json");
            Files.createDirectories(f.getParent());
            Path tmp = Files.createTempFile(f.getParent(), name, ".tmp");
            var root = Mappers.files().createObjectNode().put("generation", generation).put("build", BUILD);
            root.set("value", Mappers.files().valueToTree(value));
            Mappers.files().writeValue(tmp.toFile(), root);
            Files.move(tmp, f, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException | RuntimeException e) {
            // a cache: the next reader computes the value again
        }
    }

    /** Reads a value kept in binary form. */
    public interface BinaryReader<T> { T read(DataInput in) throws IOException; }

    /** Writes a value in binary form. */
    public interface BinaryWriter { void write(DataOutput out) throws IOException; }

    /**
     * As {@link #read}, for a value kept in binary form in {@code NAME.bin} (generation and build
     * first, then what {@code reader} reads, to the last byte); null when absent, stale or torn.
     */
    public static <T> T readBinary(Path storeDir, String name, long generation, BinaryReader<T> reader) {
        Path f = file(storeDir, name, ".bin");
        if (generation < 0 || !Files.isRegularFile(f)) return null;
        try {
            var in = new DataInputStream(new ByteArrayInputStream(Files.readAllBytes(f)));
            if (in.readLong() != generation || !BUILD.equals(in.readUTF())) return null;
            T value = reader.read(in);
            return in.available() == 0 ? value : null;
        } catch (IOException | RuntimeException e) {
            return null; // torn, foreign or from an older format: recompute
        }
    }

    /** True when {@code NAME.bin} holds a value of {@code generation} written by this build (its header only is read). */
    public static boolean freshBinary(Path storeDir, String name, long generation) {
        Path f = file(storeDir, name, ".bin");
        if (generation < 0 || !Files.isRegularFile(f)) return false;
        try (var in = new DataInputStream(Files.newInputStream(f))) {
            return in.readLong() == generation && BUILD.equals(in.readUTF());
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** As {@link #write}, in binary form (see {@link #readBinary}). */
    public static void writeBinary(Path storeDir, String name, long generation, BinaryWriter writer) {
        try {
            Path f = file(storeDir, name, ".bin");
            Files.createDirectories(f.getParent());
            Path tmp = Files.createTempFile(f.getParent(), name, ".tmp");
            try (var out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(tmp)))) {
                out.writeLong(generation);
                out.writeUTF(BUILD);
                writer.write(out);
            }
            Files.move(tmp, f, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            Files.deleteIfExists(file(storeDir, name, ".json")); // the same value as an older build kept it
        } catch (IOException | RuntimeException e) {
            // a cache: the next reader computes the value again
        }
    }

    private static Path file(Path storeDir, String name, String extension) { return StoreLayout.derived(storeDir).resolve(name + extension); }
}
