package dkg.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The programs of a DOCA samples tree, as meson builds them: a sample's folder with its library's
 * shared files ({@code samples/doca_dma/*.c|h}) and all samples' shared files ({@code samples/*.c|h});
 * an application's folder with the applications' shared code ({@code applications/common}).
 */
public final class SamplePrograms {
    private SamplePrograms() {}

    private static final Set<String> CODE = Set.of(".c", ".h", ".cpp", ".hpp", ".cu", ".cuh", ".cc");

    /** One program: its folder in the tree and the files (as strings) checked together. */
    public record ProgramFiles(String unit, List<String> files) {}

    public static List<ProgramFiles> of(Path tree) {
        List<ProgramFiles> out = new ArrayList<>();
        List<String> shared = code(tree.resolve("samples"), 1);
        for (Path lib : dirs(tree.resolve("samples"))) {
            List<String> libShared = code(lib, 1);
            for (Path sample : dirs(lib)) {
                List<String> files = new ArrayList<>(code(sample, 10));
                files.addAll(libShared);
                files.addAll(shared);
                out.add(new ProgramFiles(tree.relativize(sample).toString(), files));
            }
        }
        List<String> common = Files.isDirectory(tree.resolve("applications/common")) ? code(tree.resolve("applications/common"), 10) : List.of();
        for (Path app : dirs(tree.resolve("applications"))) {
            if (app.getFileName().toString().equals("common")) continue;
            List<String> files = new ArrayList<>(code(app, 10));
            if (files.isEmpty()) continue;
            files.addAll(common);
            out.add(new ProgramFiles(tree.relativize(app).toString(), files));
        }
        return out;
    }

    private static List<Path> dirs(Path dir) {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(Files::isDirectory).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> code(Path dir, int depth) {
        try (Stream<Path> s = Files.walk(dir, depth)) {
            return s.filter(Files::isRegularFile).filter(p -> {
                String n = p.getFileName().toString();
                int dot = n.lastIndexOf('.');
                return dot >= 0 && CODE.contains(n.substring(dot));
            }).sorted().map(Path::toString).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
