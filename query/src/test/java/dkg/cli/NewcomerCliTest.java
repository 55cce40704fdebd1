package dkg.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import com.sun.net.httpserver.HttpServer;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The newcomer's path through the CLI on the fixture bundle: shared options anywhere, one-line
 * usage errors, a store one can see into and empty out, archives and pages as sources, and no
 * answer from an empty store.
 */
class NewcomerCliTest {
    @TempDir static Path dir;
    static Path store;
    static final ObjectMapper JSON = new ObjectMapper();

    static Path bundle() throws Exception {
        return Paths.get(NewcomerCliTest.class.getResource("/bundle").toURI());
    }

    @BeforeAll
    static void ingest() throws Exception {
        store = dir.resolve("store");
        CliRun r = CliRun.of("--store", store.toString(), "ingest", bundle().toString());
        assertEquals(0, r.exit(), r.err());
    }

    static void assertOneLineError(CliRun r, String expected) {
        assertEquals(1, r.exit(), r.out() + r.err());
        assertEquals(1, r.err().strip().lines().count(), "one line on stderr: " + r.err());
        assertTrue(r.err().startsWith("doca-kg: "), r.err());
        assertTrue(r.err().contains(expected), r.err());
    }

    // ---- CLI conventions

    @Test
    void sharedOptionsGoBeforeOrAfterTheCommand() throws Exception {
        CliRun before = CliRun.of("--store", store.toString(), "--json", "stats");
        CliRun after = CliRun.of("stats", "--store", store.toString(), "--json");
        assertEquals(0, before.exit(), before.err());
        assertEquals(JSON.readTree(after.out()).get("quads"), JSON.readTree(before.out()).get("quads"));
    }

    @Test
    void aMistypedCommandGetsOneLineWithASuggestion() {
        CliRun r = CliRun.of("serch", "dma");
        assertOneLineError(r, "unknown command 'serch'; did you mean search");
        assertTrue(r.err().contains("(see doca-kg --help)"), r.err());
    }

    @Test
    void aMistypedOptionGetsOneLineWithASuggestion() {
        assertOneLineError(CliRun.of("search", "--limt", "3", "dma"), "did you mean --limit?");
    }

    @Test
    void noCommandIsOneLine() {
        assertOneLineError(CliRun.of(), "name a command");
    }

    @Test
    void underJsonABadInputIsAnErrorObjectOnStdoutAndOneLineOnStderr() throws Exception {
        CliRun r = CliRun.of("--json", "--store", dir.resolve("nothing").toString(), "search", "dma");
        assertEquals(1, r.exit());
        JsonNode e = JSON.readTree(r.out()).get("error");
        assertEquals("empty_store", e.get("code").asText());
        assertTrue(e.get("message").asText().contains("is empty; run doca-kg ingest"), r.out());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void versionNamesCommitLibrariesAndJdk() {
        CliRun r = CliRun.of("-V");
        assertEquals(0, r.exit());
        assertTrue(r.out().matches("(?s)doca-kg \\S+ \\(commit [^)]+\\).*Jena \\d.*Lucene \\d.*JDK " + Runtime.version().feature() + ".*"), r.out());
    }

    @Test
    void completionAndManPageComeFromTheCommandModel() {
        CliRun bash = CliRun.of("completion", "bash");
        assertEquals(0, bash.exit());
        assertTrue(bash.out().contains("complete -F"), "a bash completion script");
        assertTrue(bash.out().contains("forget"), "it knows the commands");
        CliRun man = CliRun.of("man");
        assertTrue(man.out().startsWith(".TH DOCA-KG 1"), man.out());
        assertTrue(man.out().contains(".SS status") && man.out().contains("\\-\\-limit"), "every command and option");
        assertOneLineError(CliRun.of("completion", "fish"), "expected one of [bash, zsh]");
    }

    // ---- empty store

    @Test
    void commandsOnAMissingStoreRefuseAndCreateNothing() {
        Path missing = dir.resolve("missing-store");
        for (String[] cmd : List.of(new String[] {"search", "dma"}, new String[] {"stats"}, new String[] {"validate"},
                new String[] {"sparql", "SELECT * WHERE { ?s ?p ?o }"}, new String[] {"explain", "AGAIN"})) {
            String[] args = Stream.concat(Stream.of("--store", missing.toString()), Stream.of(cmd)).toArray(String[]::new);
            assertOneLineError(CliRun.of(args), "the store at " + missing + " is empty; run doca-kg ingest");
        }
        assertFalse(Files.exists(missing), "a refused command must not create the store");
    }

    @Test
    void aFailedFirstIngestLeavesNoStoreBehind() {
        Path fresh = dir.resolve("failed-first");
        assertOneLineError(CliRun.of("--store", fresh.toString(), "ingest", "/no/such/folder"), "no such file or folder");
        assertFalse(Files.exists(fresh.resolve("tdb2")), "no empty graph left behind");
        CliRun status = CliRun.of("--store", fresh.toString(), "status");
        assertTrue(status.out().contains("state     missing"), status.out());
    }

    // ---- status, forget

    @Test
    void statusShowsTheStoreItsSourcesAndSize() throws Exception {
        JsonNode s = JSON.readTree(CliRun.of("--store", store.toString(), "--json", "status").out());
        assertEquals("ready", s.get("state").asText());
        assertEquals(store.toAbsolutePath().toString(), s.get("store").asText());
        assertTrue(s.get("documents").asInt() >= 3, s.toString());
        assertTrue(s.get("bytes").asLong() > 0);
        JsonNode skills = s.get("sources").get(0);
        assertEquals("skills", skills.get("source").asText());
        assertTrue(skills.get("lastIngested").asText().matches("\\d{4}-\\d\\d-\\d\\dT.*Z"), skills.toString());
    }

    @Test
    void forgetRemovesASkillInOneCommitAndRefusesWhatIsNotThere(@TempDir Path own) throws Exception {
        String st = own.resolve("s").toString();
        assertEquals(0, CliRun.of("ingest", "--store", st, bundle().toString()).exit());
        long before = JSON.readTree(CliRun.of("status", "--store", st, "--json").out()).get("generation").asLong();
        CliRun f = CliRun.of("forget", "--store", st, "doca-gadget");
        assertEquals(0, f.exit(), f.err());
        assertTrue(f.out().startsWith("forgot 1 document matching doca-gadget"), f.out());
        JsonNode after = JSON.readTree(CliRun.of("status", "--store", st, "--json").out());
        assertEquals(before + 1, after.get("generation").asLong());
        CliRun search = CliRun.of("search", "--store", st, "--json", "gadget");
        for (JsonNode h : JSON.readTree(search.out()).get("hits")) assertNotEquals("doca-gadget", h.path("skill").asText(), search.out());
        assertOneLineError(CliRun.of("forget", "--store", st, "doca-gadget"), "nothing in the store matches 'doca-gadget'");
    }

    // ---- sources: archives, pages, unreachable defaults

    @Test
    void zipAndTarGzArchivesIngestLikeTheFolder(@TempDir Path own) throws Exception {
        Path zip = own.resolve("bundle-abc.zip"), tgz = own.resolve("bundle.tar.gz");
        zip(bundle(), "bundle-abc", zip);
        tarGz(bundle(), "bundle", tgz);
        String st = own.resolve("s").toString();
        CliRun z = CliRun.of("ingest", "--store", st, "--json", zip.toString());
        assertEquals(0, z.exit(), z.err());
        JsonNode first = JSON.readTree(z.out());
        assertEquals(2, first.get("skills").asInt());
        CliRun t = CliRun.of("ingest", "--store", st, tgz.toString());
        assertEquals(0, t.exit(), t.err());
        assertTrue(t.out().contains("nothing changed: all " + first.get("documents").asInt() + " documents were already in the store"), t.out());
        assertTrue(t.out().contains("store now: " + first.get("documents").asInt() + " documents"), t.out());
    }

    @Test
    void aBrokenArchiveIsOneLineAndExitOne(@TempDir Path own) throws Exception {
        Path zip = own.resolve("bundle-abc.zip"), cut = own.resolve("cut.zip"), clash = own.resolve("clash.zip");
        zip(bundle(), "bundle-abc", zip);
        byte[] whole = Files.readAllBytes(zip);
        Files.write(cut, java.util.Arrays.copyOf(whole, whole.length * 2 / 3));
        try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(clash))) {
            z.putNextEntry(new ZipEntry("a"));
            z.closeEntry();
            z.putNextEntry(new ZipEntry("a/SKILL.md"));
            z.closeEntry();
        }
        String st = own.resolve("s").toString();
        for (Path bad : List.of(cut, clash)) {
            CliRun r = CliRun.of("ingest", "--store", st, bad.toString());
            assertEquals(1, r.exit(), bad + ": " + r.err());
            // progress ("unpacking ...") may come first; the failure is one line
            assertEquals(1, r.err().lines().filter(l -> !l.startsWith("doca-kg: unpacking ")).count(), r.err());
            assertTrue(r.err().strip().lines().toList().getLast().startsWith("doca-kg: cannot unpack " + bad.getFileName()), r.err());
        }
    }

    @Test
    void anUnreachableDefaultSourceKeepsItsCauseAndNamesTheOfflineWay(@TempDir Path own) throws Exception {
        int closed;
        try (ServerSocket s = new ServerSocket(0)) { closed = s.getLocalPort(); }
        Path manifest = own.resolve("m.json");
        Files.writeString(manifest, """
                {"sources":[{"name":"fixture","kind":"skills","archive":"http://127.0.0.1:%d/a/fixture-abc.zip","root":"fixture-abc"}]}
                """.formatted(closed));
        Path st = own.resolve("s");
        CliRun r = CliRun.of("ingest", "--store", st.toString(), "--manifest", manifest.toString());
        assertEquals(1, r.exit(), r.err());
        List<String> lines = r.err().strip().lines().toList();
        assertEquals("doca-kg: downloading fixture (size unknown) from http://127.0.0.1:" + closed + "/a/fixture-abc.zip", lines.get(0));
        assertEquals(2, lines.size(), "the note and one error line: " + r.err());
        assertTrue(lines.get(1).contains("connection refused"), r.err());
        assertTrue(r.err().contains("download http://127.0.0.1:" + closed + "/a/fixture-abc.zip on a machine with access"), r.err());
        assertTrue(r.err().contains("doca-kg ingest fixture-abc.zip"), r.err());
        assertFalse(Files.exists(st.resolve("tdb2")));
        assertOneLineError(CliRun.of("ingest", "--store", st.toString(), "--manifest", manifest.toString(), "--only", "api"),
                "no default source brings api");
    }

    @Test
    void aPageUrlGoesThroughThePoliteFetcherAndItsCache(@TempDir Path own) throws Exception {
        List<String> conditional = new CopyOnWriteArrayList<>();
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        byte[] page = """
                <html><head><title>DOCA DMA</title></head><body><h1>DOCA DMA</h1>
                <p>doca_dma_task_memcpy copies a buffer; it returns DOCA_ERROR_NOT_PERMITTED without mmap permissions.</p></body></html>
                """.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        server.createContext("/robots.txt", ex -> reply(ex, 200, "User-agent: *\nDisallow: /private/\n".getBytes()));
        server.createContext("/docs/dma.html", ex -> {
            String etag = ex.getRequestHeaders().getFirst("If-None-Match");
            conditional.add(String.valueOf(etag));
            ex.getResponseHeaders().add("ETag", "\"v1\"");
            if ("\"v1\"".equals(etag)) {
                ex.sendResponseHeaders(304, -1);
                ex.close();
            } else {
                reply(ex, 200, page);
            }
        });
        server.start();
        try {
            String base = "http://127.0.0.1:" + server.getAddress().getPort();
            String st = own.resolve("s").toString();
            CliRun first = CliRun.of("ingest", "--store", st, base + "/docs/dma.html");
            assertEquals(0, first.exit(), first.err());
            CliRun second = CliRun.of("ingest", "--store", st, base + "/docs/dma.html");
            assertEquals(0, second.exit(), second.err());
            assertEquals(List.of("null", "\"v1\""), conditional, "the second run revalidates with If-None-Match");
            assertTrue(second.out().contains("nothing changed"), second.out());
            assertOneLineError(CliRun.of("ingest", "--store", st, base + "/private/x.html"), "robots.txt of " + base + " disallows");
        } finally {
            server.stop(0);
        }
    }

    @Test
    void capsAfterASavedProbeWithoutDevicesSaysSoInsteadOfAskingForAProbe(@TempDir Path own) throws Exception {
        String st = own.resolve("s").toString();
        assertEquals(0, CliRun.of("ingest", "--store", st, bundle().toString()).exit());
        CliRun before = CliRun.of("caps", "--store", st, "--library", "doca-widget");
        assertTrue(before.out().contains("no live values saved; run doca-kg probe --save"), before.out());
        // an empty DOCA root: the probe finds no library and no device, and saves that
        CliRun probe = CliRun.of("probe", "--store", st, "--save", "--root", own.resolve("no-doca").toString());
        assertEquals(0, probe.exit(), probe.err());
        CliRun after = CliRun.of("caps", "--store", st, "--library", "doca-widget");
        assertEquals(0, after.exit(), after.err());
        assertFalse(after.out().contains("run doca-kg probe --save"), after.out());
        assertTrue(after.out().contains("holds no values for these queries"), after.out());
    }

    // ---- SPARQL and the vocabulary

    @Test
    void sparqlKnowsTheVocabularyPrefixesWithoutDeclaringThem() {
        CliRun r = CliRun.of("sparql", "--store", store.toString(), "--format", "csv",
                "SELECT ?name WHERE { ?s a dkg:Skill ; rdfs:label ?name } ORDER BY ?name");
        assertEquals(0, r.exit(), r.err());
        assertEquals(List.of("name", "doca-gadget", "doca-widget"), r.out().strip().lines().map(String::strip).toList());
    }

    @Test
    void vocabListsClassesAndPropertiesWithComments() throws Exception {
        JsonNode v = JSON.readTree(CliRun.of("vocab", "--json").out());
        JsonNode skill = null;
        for (JsonNode c : v.get("classes")) if (c.get("name").asText().equals("dkg:Skill")) skill = c;
        assertNotNull(skill, "dkg:Skill is listed");
        assertFalse(skill.get("comment").asText().isBlank());
        assertTrue(v.get("properties").size() > 20);
        assertEquals("https://w3id.org/doca-kg/ontology#", v.get("prefixes").get("dkg").asText());
    }

    // ---- helpers

    private static void reply(com.sun.net.httpserver.HttpExchange ex, int status, byte[] body) throws IOException {
        ex.sendResponseHeaders(status, body.length);
        try (OutputStream o = ex.getResponseBody()) { o.write(body); }
    }

    static void zip(Path dir, String root, Path out) throws IOException {
        try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(out)); Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.filter(Files::isRegularFile).toList()) {
                z.putNextEntry(new ZipEntry(root + "/" + dir.relativize(p).toString().replace('\\', '/')));
                Files.copy(p, z);
                z.closeEntry();
            }
        }
    }

    static void tarGz(Path dir, String root, Path out) throws IOException {
        try (TarArchiveOutputStream t = new TarArchiveOutputStream(new GZIPOutputStream(Files.newOutputStream(out)));
             Stream<Path> files = Files.walk(dir)) {
            t.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
            for (Path p : files.filter(Files::isRegularFile).toList()) {
                TarArchiveEntry e = new TarArchiveEntry(p.toFile(), root + "/" + dir.relativize(p).toString().replace('\\', '/'));
                t.putArchiveEntry(e);
                Files.copy(p, t);
                t.closeArchiveEntry();
            }
        }
    }
}
