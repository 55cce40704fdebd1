package dkg.ingest.source;

import dkg.error.BadInputException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Recognises a DOCA samples tree (NVIDIA's {@code doca-samples} at one release: a {@code VERSION}
 * file beside {@code samples/} and/or {@code applications/}) and makes its sources.
 *
 * <p>Each C, C++ or CUDA file is a {@link SourceKind#SAMPLE_CODE} source, each {@code meson.build} a
 * {@link SourceKind#MESON_BUILD} source, each {@code README.md} a Markdown document
 * ({@link SourceKind#SKILL_MARKDOWN} with no skill); other files (JSON, YAML, scripts) are passed over.
 * Keys are {@code doca-samples/<release>/<path in the tree>}, the release as {@code VERSION} writes it
 * ({@code 3.0.0058}), so both releases live side by side.
 *
 * <p>The unit a file belongs to is its folder's place in the tree:
 * {@code samples/<lib>/<sample>/...} is the sample {@code <sample>}; a file directly in
 * {@code samples/<lib>/} is that library's shared sample code (unit {@code samples/<lib>}), one directly
 * in {@code samples/} all samples' shared code (unit {@code samples}); {@code applications/<app>/...}
 * is the application {@code <app>}.
 */
public final class SampleTrees {
    private SampleTrees() {}

    private static final Set<String> CODE = Set.of(".c", ".h", ".cpp", ".hpp", ".cc", ".hh", ".cu", ".cuh");

    /** True when {@code dir} holds a VERSION file and a samples or applications folder. */
    public static boolean isSampleTree(Path dir) {
        return Files.isRegularFile(dir.resolve("VERSION"))
                && (Files.isDirectory(dir.resolve("samples")) || Files.isDirectory(dir.resolve("applications")));
    }

    /** The release the tree's VERSION file names ({@code 3.0.0058}). */
    public static String version(Path dir) {
        try {
            String v = Files.readString(dir.resolve("VERSION")).strip();
            if (!v.matches("[0-9][0-9A-Za-z.\\-]*"))
                throw new BadInputException("the VERSION file of " + dir + " does not name a DOCA release (found '" + v + "'); give a DOCA samples tree");
            return v;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + dir.resolve("VERSION"), e);
        }
    }

    /** The tree's sources; files passed over (links out of the tree, FIFOs) are noted in {@code skipped}. */
    public static List<Source> sources(Path dir, List<SourceWalk.Skipped> skipped) {
        String version = version(dir);
        List<Source> out = new ArrayList<>();
        for (Path p : new SourceWalk(dir, skipped).files(dir, Integer.MAX_VALUE).stream().sorted().toList()) {
            String rel = dir.relativize(p).toString().replace('\\', '/');
            SourceKind kind = kindOf(p.getFileName().toString());
            if (kind == null) continue;
            Map<String, String> attrs = new HashMap<>();
            attrs.put(Source.DOCA_VERSION, version);
            attrs.put(Source.TREE_PATH, rel);
            String unit = unitOf(rel);
            if (unit != null) {
                attrs.put(Source.CODE_UNIT, unit);
                attrs.put(Source.CODE_UNIT_KIND, unit.startsWith("samples") ? "sample" : "application");
            }
            out.add(Source.of(kind, p, key(version, rel), attrs));
        }
        return out;
    }

    /** The document key of a file of the tree of {@code version}. */
    public static String key(String version, String pathInTree) { return "doca-samples/" + version + "/" + pathInTree; }

    static SourceKind kindOf(String name) {
        if (name.equals("meson.build")) return SourceKind.MESON_BUILD;
        if (name.equals("README.md")) return SourceKind.SKILL_MARKDOWN;
        int dot = name.lastIndexOf('.');
        return dot >= 0 && CODE.contains(name.substring(dot)) ? SourceKind.SAMPLE_CODE : null;
    }

    /** The unit folder of a path in the tree, or null for files above any unit (the tree's own meson.build). */
    static String unitOf(String rel) {
        String[] parts = rel.split("/");
        if (parts.length < 2) return null;
        if (parts[0].equals("samples")) {
            if (parts.length == 2) return "samples";
            if (parts.length == 3) return "samples/" + parts[1];
            return "samples/" + parts[1] + "/" + parts[2];
        }
        if (parts[0].equals("applications")) {
            return parts.length == 2 ? null : "applications/" + parts[1];
        }
        return null;
    }
}
