package dkg.api;

import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Stream;

/** A store over a copy of the small fixture bundle (src/test/resources/bundle), for face tests. */
public final class FixtureStore {
    private FixtureStore() {}

    /** Copies the fixture bundle into {@code dir}/bundle and returns that folder. */
    public static Path copyBundle(Path dir) {
        try {
            Path from = Paths.get(FixtureStore.class.getResource("/bundle").toURI());
            Path to = dir.resolve("bundle");
            try (Stream<Path> s = Files.walk(from)) {
                for (Path p : s.toList()) {
                    Path target = to.resolve(from.relativize(p).toString());
                    if (Files.isDirectory(p)) Files.createDirectories(target);
                    else Files.copy(p, target);
                }
            }
            return to;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Opens a store in {@code dir}/store holding the bundle at {@code bundle}. */
    public static DocaKg ingest(Path dir, Path bundle) {
        DocaKg kg = DocaKg.open(dir.resolve("store"));
        kg.ingest(List.of(bundle.toString()), IngestOptions.defaults(), IngestListener.NONE);
        return kg;
    }

    /**
     * Writes a skill's SKILL.md (front matter with its name, description and kind, then its title
     * and one line of text) into {@code folder}, created when missing; returns the folder.
     */
    public static Path writeSkill(Path folder, String name, String kind, String description, String title, String text) {
        try {
            Files.createDirectories(folder);
            Files.writeString(folder.resolve("SKILL.md"), "---\nname: " + name + "\ndescription: >\n  " + description
                    + "\nmetadata:\n  kind: " + kind + "\n---\n\n# " + title + "\n\n" + text + "\n");
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
