package dkg.search;

import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.zip.CRC32;

/**
 * Files the jar carries, unpacked once into a cache folder so a process maps them from disk: the
 * embedding model's graph (inflating its 34 MB from the jar at every start costs a third of a second)
 * and ONNX Runtime's native libraries (which it would otherwise write to a new temporary folder at
 * every start, and leave there when the process is killed). The folder is named by the entries'
 * checksums, so files of another build never mix in; a file is written beside its final name and
 * moved into place, so a process that reads it never sees half of one.
 */
final class ModelFiles {
    private ModelFiles() {}

    /**
     * The named class-path resources as files under {@code root}, in the order given, each kept
     * under its simple name. Empty when one is missing or not in a jar, or the folder cannot be written.
     */
    static Optional<Map<String, Path>> unpacked(Path root, String label, List<String> resources) {
        try {
            Map<String, JarEntry> entries = new LinkedHashMap<>();
            CRC32 key = new CRC32();
            for (String r : resources) {
                JarEntry e = entryOf(r);
                if (e == null || e.getSize() < 0) return Optional.empty();
                entries.put(r, e);
                key.update(Long.toString(e.getCrc()).getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            }
            Path dir = root.resolve(label + "-" + Long.toHexString(key.getValue()));
            Files.createDirectories(dir);
            Map<String, Path> files = new LinkedHashMap<>();
            for (var e : entries.entrySet()) files.put(e.getKey(), kept(dir, e.getKey(), e.getValue().getSize()));
            return Optional.of(files);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Where unpacked files live: {@code $XDG_CACHE_HOME/doca-kg}, else {@code ~/.cache/doca-kg}. */
    static Path cacheRoot() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("doca-kg");
    }

    private static JarEntry entryOf(String resource) throws IOException {
        URL url = ModelFiles.class.getClassLoader().getResource(resource);
        if (url == null || !(url.openConnection() instanceof JarURLConnection jar)) return null;
        return jar.getJarEntry();
    }

    /** The resource's file in the folder, written when absent or of another size. */
    private static Path kept(Path dir, String resource, long size) throws IOException {
        Path target = dir.resolve(resource.substring(resource.lastIndexOf('/') + 1));
        if (Files.isRegularFile(target) && Files.size(target) == size) return target;
        Path part = Files.createTempFile(dir, target.getFileName().toString(), ".part");
        try (InputStream in = ModelFiles.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) throw new IOException("no resource " + resource);
            Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
            Files.move(part, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(part);
        }
        return target;
    }
}
