package dkg.ingestion;

import dkg.api.DocaKg;

import static org.junit.jupiter.api.Assertions.*;

import com.sun.net.httpserver.HttpServer;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `ingest` with no source: the manifest's archive is fetched once from a local server, then reused. */
class DefaultSourcesTest {
    @TempDir Path tmp;

    @Test
    void downloadsOnceThenIngestsFromTheCache() throws Exception {
        byte[] zip = zipOf(Paths.get(getClass().getResource("/bundle").toURI()), "fixture-bundle-abc123");
        AtomicInteger requests = new AtomicInteger();
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/bundle.zip", ex -> {
            requests.incrementAndGet();
            ex.sendResponseHeaders(200, zip.length);
            try (OutputStream o = ex.getResponseBody()) { o.write(zip); }
        });
        server.start();
        try {
            Path manifest = tmp.resolve("sources.json");
            Files.writeString(manifest, """
                    {"sources":[{"name":"fixture","archive":"http://127.0.0.1:%d/bundle.zip","root":"fixture-bundle-abc123","path":"."}]}
                    """.formatted(server.getAddress().getPort()));
            IngestOptions opts = new IngestOptions(false, false, manifest, null);
            try (DocaKg kg = DocaKg.open(tmp.resolve("store"))) {
                IngestReport first = kg.ingest(List.of(), opts, IngestListener.NONE);
                assertEquals(2, first.skills());
                IngestReport second = kg.ingest(List.of(), opts, IngestListener.NONE);
                assertEquals(0, second.documents());
                assertEquals(first.documents(), second.unchanged());
            }
            assertEquals(1, requests.get(), "the archive must be downloaded once");
            assertTrue(Files.isDirectory(tmp.resolve("store/cache/archives/fixture/fixture-bundle-abc123/skills")));
        } finally {
            server.stop(0);
        }
    }

    @Test
    void anArchiveWithoutTheNamedRootIsAUserError() throws Exception {
        byte[] zip = zipOf(Paths.get(getClass().getResource("/bundle").toURI()), "other-root");
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/b.zip", ex -> {
            ex.sendResponseHeaders(200, zip.length);
            try (OutputStream o = ex.getResponseBody()) { o.write(zip); }
        });
        server.start();
        try {
            Path manifest = tmp.resolve("m.json");
            Files.writeString(manifest, """
                    {"sources":[{"name":"x","archive":"http://127.0.0.1:%d/b.zip","root":"expected-root"}]}
                    """.formatted(server.getAddress().getPort()));
            try (DocaKg kg = DocaKg.open(tmp.resolve("store"))) {
                var e = assertThrows(dkg.error.BadInputException.class,
                        () -> kg.ingest(List.of(), new IngestOptions(false, false, manifest, null), IngestListener.NONE));
                assertTrue(e.getMessage().contains("expected-root"), e.getMessage());
                assertEquals(0, dkg.housekeeping.Statistics.of(kg.generation()).classes().getOrDefault("Skill", 0L));
            }
        } finally {
            server.stop(0);
        }
    }

    @Test
    void theBuiltInManifestNamesPinnedArchives() {
        List<DefaultSources.Entry> entries = DefaultSources.manifest(null);
        assertTrue(entries.stream().anyMatch(e -> e.name().equals("doca-skills")));
        for (DefaultSources.Entry e : entries) {
            assertTrue(e.archive().matches("https://.*/[0-9a-f]{40}\\.zip"), "not pinned to a commit: " + e.archive());
        }
        // every public samples release the graph compares, each unpacking to the folder GitHub names after its commit
        List<DefaultSources.Entry> samples = DefaultSources.only(entries, java.util.Set.of("samples"));
        assertEquals(List.of("doca-samples-2.9.0", "doca-samples-2.10.0", "doca-samples-3.0.0", "doca-samples-3.1.0",
                "doca-samples-3.2.0", "doca-samples-3.3.0"), samples.stream().map(DefaultSources.Entry::name).toList());
        for (DefaultSources.Entry e : samples) {
            String commit = e.archive().substring(e.archive().lastIndexOf('/') + 1, e.archive().length() - ".zip".length());
            assertEquals("doca-samples-" + commit, e.root(), e.name());
        }
    }

    private static byte[] zipOf(Path dir, String root) throws Exception {
        var bytes = new java.io.ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(bytes); Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.filter(Files::isRegularFile).toList()) {
                z.putNextEntry(new ZipEntry(root + "/" + dir.relativize(p).toString().replace('\\', '/')));
                Files.copy(p, z);
                z.closeEntry();
            }
        }
        return bytes.toByteArray();
    }
}
