package dkg.mcp;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import dkg.api.DocaKg;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import dkg.error.BadInputException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every source an answer cites is readable as a resource: skills, API reference (headers) and samples alike. */
class DocumentResourcesTest {
    @TempDir static Path store;
    static DocaKg kg;

    static String fixture(String name) throws Exception {
        return Paths.get(DocumentResourcesTest.class.getResource("/" + name).toURI()).toString();
    }

    @BeforeAll
    static void ingest() throws Exception {
        kg = DocaKg.open(store);
        kg.ingest(List.of(fixture("bundle"), fixture("api/include-3.0"), fixture("samples-tree")), IngestOptions.defaults(), IngestListener.NONE);
    }

    @AfterAll
    static void close() { if (kg != null) kg.close(); }

    static McpTool tool(String name) {
        return new DocaKgTools(() -> kg, Duration.ofSeconds(5), 100).all().stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void everySearchHitsSourceReadsAsAResource() {
        var r = StdioMcpServer.call(tool("search_docs"), Map.of("query", "widget copy", "limit", 20));
        assertTrue(r.structuredContent().toString().contains("type=skill"), "a skill hit is among them: " + r.structuredContent());
        List<?> hits = (List<?>) ((Map<?, ?>) r.structuredContent()).get("hits");
        assertFalse(hits.isEmpty());
        for (Object h : hits) {
            String source = (String) ((Map<?, ?>) h).get("source");
            if (source == null) continue; // nothing cited
            var text = DocumentResources.read(kg, DocumentResources.uri(source));
            assertFalse(text.text().isBlank(), source);
            String cited = source.contains("#") ? source.substring(0, source.indexOf('#')) : source;
            // a skill hit cites its folder, read as its SKILL.md
            assertTrue(text.key().equals(cited) || text.key().equals(cited + "/SKILL.md"), cited + " read as " + text.key());
        }
    }

    @Test
    void apiHeadersAndSamplesAreDocumentsToo() {
        List<String> keys = dkg.docs.Documents.documentKeys(kg.generation());
        String header = keys.stream().filter(k -> k.endsWith(".h") && !k.contains("samples")).findFirst().orElseThrow(() -> new AssertionError(keys));
        String sample = keys.stream().filter(k -> k.endsWith(".c")).findFirst().orElseThrow(() -> new AssertionError(keys));
        assertTrue(DocumentResources.read(kg, DocumentResources.uri(header)).text().contains("doca_"), header);
        assertEquals("text/x-c", DocumentResources.read(kg, DocumentResources.uri(sample)).mimeType());
    }

    @Test
    void onlyIngestedDocumentsAreRead() {
        for (String uri : List.of("doca-kg://doc/../../etc/passwd", "doca-kg://doc/%2Fetc%2Fpasswd", "doca-kg://doc/skills/nope.md", "doca-kg://doc/"))
            assertThrows(BadInputException.class, () -> DocumentResources.read(kg, uri), uri);
    }

    @Test
    void theServerListsAndReadsThemOverTheProtocol() throws Exception {
        String source = (String) ((Map<?, ?>) ((List<?>) ((Map<?, ?>) StdioMcpServer.call(tool("search_docs"),
                Map.of("query", "widget copy", "limit", 1)).structuredContent()).get("hits")).getFirst()).get("source");
        try (var mcp = new InProcessMcp(kg, StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES)) {
            mcp.initialize();
            mcp.send("{\"jsonrpc\":\"2.0\",\"id\":\"list\",\"method\":\"resources/list\"}");
            JsonNode list = mcp.until("list", Duration.ofSeconds(60)).getLast();
            assertNotNull(list);
            assertTrue(list.toString().contains(DocumentResources.uri(source)), "not listed: " + DocumentResources.uri(source));
            mcp.send("{\"jsonrpc\":\"2.0\",\"id\":\"read\",\"method\":\"resources/read\",\"params\":{\"uri\":\"" + DocumentResources.uri(source) + "\"}}");
            JsonNode read = mcp.until("read", Duration.ofSeconds(60)).getLast();
            assertNotNull(read);
            assertFalse(read.at("/result/contents/0/text").asText().isBlank(), read.toString());
            mcp.send("{\"jsonrpc\":\"2.0\",\"id\":\"bad\",\"method\":\"resources/read\",\"params\":{\"uri\":\"doca-kg://doc/x\"}}");
            JsonNode bad = mcp.until("bad", Duration.ofSeconds(60)).getLast();
            assertNotNull(bad);
            assertTrue(bad.has("error"), bad.toString());
        }
    }
}
