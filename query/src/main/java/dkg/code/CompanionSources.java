package dkg.code;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The sources a checked program links without naming them: for a local header a checked file
 * includes ({@code #include "common_common.h"}), found in the file's folder or one of its two
 * parents (where a build's {@code include_directories('..')} finds it), the source file of the same
 * name beside it ({@code common_common.c}). NVIDIA's samples keep shared helpers so, and a capability
 * check such a helper makes guards the sample that calls it; checking the sample's folder alone
 * would otherwise report the check as missing. DOCA's own headers ({@code doca_*}) are not followed.
 */
final class CompanionSources {
    private CompanionSources() {}

    /** How many folders up from a checked file a local header is looked for. */
    private static final int PARENTS = 2;
    private static final List<String> SOURCE_EXTENSIONS = List.of(".c", ".cpp", ".cc");

    /** The companion sources of {@code files}' local includes, not among {@code files}, in the order found. */
    static List<Path> of(List<Program.ScannedFile> files) {
        Set<Path> named = new HashSet<>();
        for (Program.ScannedFile f : files) named.add(Path.of(f.path()).toAbsolutePath().normalize());
        Set<Path> out = new LinkedHashSet<>();
        for (Program.ScannedFile f : files) {
            Path folder = Path.of(f.path()).toAbsolutePath().normalize().getParent();
            for (String header : f.code().includes()) {
                int dot = header.lastIndexOf('.');
                if (header.startsWith("doca_") || dot <= 0 || !header.substring(dot).startsWith(".h")) continue;
                Path source = companion(folder, header.substring(0, dot));
                if (source != null && !named.contains(source)) out.add(source);
            }
        }
        return new ArrayList<>(out);
    }

    private static Path companion(Path folder, String stem) {
        Path dir = folder;
        for (int up = 0; up <= PARENTS && dir != null; up++, dir = dir.getParent()) {
            boolean header = Files.isRegularFile(dir.resolve(stem + ".h")) || Files.isRegularFile(dir.resolve(stem + ".hpp"));
            if (!header) continue;
            for (String ext : SOURCE_EXTENSIONS) {
                Path source = dir.resolve(stem + ext);
                if (Files.isRegularFile(source)) return source.normalize();
            }
            return null; // the nearest header is the one the compiler takes; it has no source beside it
        }
        return null;
    }
}
