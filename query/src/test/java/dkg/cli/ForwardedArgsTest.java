package dkg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Relative paths typed by a forwarding caller are its own, not the holder's. */
class ForwardedArgsTest {
    private static final Path CWD = Path.of("/home/u/work");

    @Test
    void pathArgumentsResolveAgainstTheCallersFolder() {
        assertEquals(List.of("ingest", "--store", "/home/u/work/st", "/home/u/corpus", "https://x.org/p.html", "--cache=/home/u/work/c"),
                ForwardedArgs.resolvePaths(List.of("ingest", "--store", "st", "../corpus", "https://x.org/p.html", "--cache=c"), CWD));
        assertEquals(List.of("sparql", "--store", "/abs", "--file", "/home/u/work/q.rq"),
                ForwardedArgs.resolvePaths(List.of("sparql", "--store", "/abs", "--file", "q.rq"), CWD));
    }

    @Test
    void wordsAndNonPathOptionsStayAsTyped() {
        List<String> search = List.of("search", "--store", "/s", "--skill", "doca-dma", "dma", "memcpy");
        assertEquals(search, ForwardedArgs.resolvePaths(search, CWD));
        List<String> route = List.of("route", "--json", "copy", "a", "buffer");
        assertEquals(route, ForwardedArgs.resolvePaths(route, CWD));
    }
}
