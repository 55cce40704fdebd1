package dkg.search;

import static org.junit.jupiter.api.Assertions.*;

import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A cold {@code search} must not initialise Jena: dkg.search neither imports nor loads it. */
class JenaFreeSearchTest {

    @Test
    void sourcesImportNoJena() throws Exception {
        Path src = Path.of("src/main/java/dkg/search");
        assertTrue(Files.isDirectory(src), "run from the module directory");
        try (Stream<Path> files = Files.list(src)) {
            for (Path f : files.toList()) {
                String s = Files.readString(f);
                assertFalse(s.contains("org.apache.jena"), f + " mentions Jena");
                for (String line : s.lines().filter(l -> l.startsWith("import")).toList())
                    assertFalse(line.matches("import (static )?dkg\\.(vocab|store|sparql|api|cli)\\..*"), f + " reaches a Jena-using package: " + line);
            }
        }
    }

    @Test
    void searchRunsInAClassLoaderWithoutJena(@TempDir Path store) throws Exception {
        SearcherTest.write(store, SearcherTest.ENTRIES, 1);
        List<URL> urls = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator))
            if (!entry.contains("jena")) urls.add(Path.of(entry).toUri().toURL());
        try (URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader())) {
            assertThrows(ClassNotFoundException.class, () -> loader.loadClass("org.apache.jena.graph.Node"));
            Class<?> searcher = loader.loadClass("dkg.search.Searcher");
            Class<?> request = loader.loadClass("dkg.search.SearchRequest");
            Object s = searcher.getMethod("openStore", Path.class).invoke(null, store);
            Object req = request.getMethod("of", String.class, int.class).invoke(null, "NOT_PERMITTED", 3);
            Object result = searcher.getMethod("search", request).invoke(s, req);
            List<?> hits = (List<?>) result.getClass().getMethod("hits").invoke(result);
            assertFalse(hits.isEmpty());
            searcher.getMethod("close").invoke(s);
        }
    }
}
