package dkg.arch;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Classes stay small enough to read: the façade under 800 lines, and any class over 400 lines says
 * why in its comment ("Long because …").
 */
class SourceSizeTest {
    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    private static final int LONG = 400;

    @Test
    void theFacadeStaysUnder800Lines() throws IOException {
        long lines = 0;
        try (Stream<Path> files = Files.list(ROOT.resolve("query/src/main/java/dkg/api"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) lines += Files.readAllLines(f).size();
        }
        assertTrue(lines > 0, "no façade sources under " + ROOT);
        assertTrue(lines < 800, "dkg.api is " + lines + " lines");
    }

    @Test
    void aLongClassSaysWhy() throws IOException {
        List<String> unexplained = new ArrayList<>();
        int seen = 0;
        for (String module : List.of("ontology", "ingest", "query")) {
            try (Stream<Path> files = Files.walk(ROOT.resolve(module).resolve("src/main/java"))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    seen++;
                    List<String> lines = Files.readAllLines(f);
                    if (lines.size() > LONG && lines.stream().noneMatch(l -> l.contains("Long because")))
                        unexplained.add(ROOT.relativize(f) + " (" + lines.size() + " lines)");
                }
            }
        }
        assertTrue(seen > 100, "only " + seen + " sources found under " + ROOT);
        assertEquals(List.of(), unexplained, "classes over " + LONG + " lines without a reason in their comment");
    }
}
