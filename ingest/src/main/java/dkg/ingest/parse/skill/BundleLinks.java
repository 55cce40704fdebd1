package dkg.ingest.parse.skill;

import dkg.ingest.source.Source;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * Resolves relative links of one skill document against the bundle it sits in. The bundle root is
 * the source's path with its key taken off ({@code skills/libs/doca-dma/SKILL.md} under
 * {@code /x/doca-skills} gives {@code /x/doca-skills}), so no extra resolver attribute is needed.
 * A link names a skill only when that skill's folder (with a SKILL.md) exists in the bundle.
 *
 * <p>One per document; the bundle's skill list is cached per root and shared, thread-safe.
 */
public final class BundleLinks {
    private static final Map<Path, Map<String, String>> SKILLS = new ConcurrentHashMap<>();

    private final String documentKey;
    private final Path root;

    /**
     * A resolved link.
     *
     * @param key    key of the target document (path relative to the bundle root)
     * @param anchor the fragment, or null
     */
    public record Target(String key, String anchor) {
        /** {@code key#anchor}, or the key alone. */
        public String ref() { return anchor == null ? key : key + "#" + anchor; }
    }

    public BundleLinks(Source source) {
        this.documentKey = source.key();
        Path p = source.path().toAbsolutePath().normalize();
        int up = documentKey.split("/").length;
        Path r = p;
        for (int i = 0; i < up && r != null; i++) r = r.getParent();
        this.root = r;
    }

    /** The target of a relative link as written, or null for absolute URLs and links leaving the bundle. */
    public Target resolve(String destination) {
        if (destination == null || destination.isBlank()) return null;
        String d = destination.strip();
        if (d.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*") || d.startsWith("//")) return null; // http:, mailto:
        int hash = d.indexOf('#');
        String path = hash >= 0 ? d.substring(0, hash) : d;
        String anchor = hash >= 0 && hash + 1 < d.length() ? d.substring(hash + 1) : null;
        if (path.isEmpty()) return new Target(documentKey, anchor);
        Deque<String> parts = new ArrayDeque<>();
        String[] base = documentKey.split("/");
        for (int i = 0; i < base.length - 1; i++) parts.addLast(base[i]);
        for (String seg : path.split("/")) {
            if (seg.isEmpty() || seg.equals(".")) continue;
            if (seg.equals("..")) {
                if (parts.isEmpty()) return null;
                parts.removeLast();
            } else parts.addLast(seg);
        }
        return parts.isEmpty() ? null : new Target(String.join("/", parts), anchor);
    }

    /** The skill (folder name) whose folder holds the target of {@code destination}, or null. */
    public String skillOf(String destination) {
        Target t = resolve(destination);
        if (t == null || root == null) return null;
        String[] segs = t.key().split("/");
        for (int n = segs.length - (t.key().endsWith(".md") || t.key().endsWith(".yaml") ? 1 : 0); n > 0; n--) {
            Path dir = root;
            for (int i = 0; i < n; i++) dir = dir.resolve(segs[i]);
            if (Files.isRegularFile(dir.resolve("SKILL.md"))) return segs[n - 1];
        }
        return null;
    }

    /**
     * The skill a product name stands for ({@code DOCA RDMA} → {@code doca-rdma}), when a skill folder of
     * that name exists in the bundle; else null.
     */
    public String skillNamed(String productName) {
        String slug = productName.strip().toLowerCase(Locale.ROOT).replaceAll("[\\s_/]+", "-");
        return skills().containsKey(slug) ? slug : null;
    }

    /** Skill folder name → key of its folder, for every skill under {@code skills/} of the bundle. */
    Map<String, String> skills() {
        if (root == null || !Files.isDirectory(root.resolve("skills"))) return Map.of();
        return SKILLS.computeIfAbsent(root, r -> {
            Map<String, String> m = new TreeMap<>();
            try (Stream<Path> s = Files.walk(r.resolve("skills"), 4)) {
                s.filter(p -> p.getFileName().toString().equals("SKILL.md")).forEach(p ->
                        m.put(p.getParent().getFileName().toString(),
                              r.relativize(p.getParent()).toString().replace('\\', '/')));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return Map.copyOf(m);
        });
    }
}
