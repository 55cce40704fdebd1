package dkg.ingest.source;

import static org.junit.jupiter.api.Assertions.*;

import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The resolver recognises API folders by their contents and fetches URLs into its cache. */
class SourceResolverApiTest {
    @TempDir Path tmp;

    @Test
    void doxygenFolder() {
        List<Source> s = new SourceResolver().resolve("src/test/resources/doxygen/api");
        assertEquals(3, s.size());
        assertTrue(s.stream().allMatch(x -> x.kind() == SourceKind.DOXYGEN_HTML && x.key().startsWith("api/9.9.0001/")));
    }

    @Test
    void headerFolder() {
        List<Source> s = new SourceResolver().resolve("src/test/resources/headers/include");
        assertTrue(s.stream().allMatch(x -> x.kind() == SourceKind.C_HEADER && "3.1.0007".equals(x.attribute(Source.DOCA_VERSION))));
        assertTrue(s.stream().anyMatch(x -> x.key().equals("include/3.1.0007/doca_dma.h")));
    }

    @Test
    void headerFolderWithoutVersionIsAUserError() throws Exception {
        Files.writeString(tmp.resolve("doca_dma.h"), "/** x */\nint doca_x(void);\n");
        var e = assertThrows(dkg.error.BadInputException.class, () -> new SourceResolver().resolve(tmp.toString()));
        assertTrue(e.getMessage().contains("doca_version.h"), e.getMessage());
    }

    @Test
    void savedWebPages() {
        List<Source> s = new SourceResolver().resolve("src/test/resources/web");
        assertEquals(List.of("web/doca-dma-guide.html"), s.stream().map(Source::key).toList());
        assertEquals(SourceKind.WEB_PAGE, s.get(0).kind());
    }

    @Test
    void urlIsFetchedIntoTheCache() throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", ex -> {
            byte[] b = ex.getRequestURI().getPath().equals("/robots.txt") ? new byte[0] : "<html><h1>x</h1></html>".getBytes(StandardCharsets.UTF_8);
            ex.sendResponseHeaders(ex.getRequestURI().getPath().equals("/robots.txt") ? 404 : 200, b.length == 0 ? -1 : b.length);
            if (b.length > 0) ex.getResponseBody().write(b);
            ex.close();
        });
        server.start();
        try {
            String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/doca/archive/3-0-0/doca+dma/index.html";
            List<Source> s = new SourceResolver(tmp.resolve("cache")).resolve(url);
            assertEquals(url, s.get(0).key());
            assertEquals(Map.of(Source.URL, url), s.get(0).attributes());
            assertTrue(s.get(0).path().startsWith(tmp.resolve("cache")));
            assertThrows(dkg.error.BadInputException.class, () -> new SourceResolver().resolve(url), "no cache folder given");
        } finally {
            server.stop(0);
        }
    }
}
