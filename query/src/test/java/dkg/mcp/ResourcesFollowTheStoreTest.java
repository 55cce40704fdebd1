package dkg.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The stdio server's resources/list follows the store it holds: documents an ingest adds are listed
 * at the next request, documents forgotten are no longer listed, and the client is told once per
 * change that the list changed (the server says in its capabilities that it will).
 */
class ResourcesFollowTheStoreTest {
    @TempDir Path dir;

    @Test
    void anIngestAndAForgetMoveTheListOfARunningServer() throws Exception {
        DocaKg kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir));
        try (var mcp = new InProcessMcp(kg, StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES)) {
            mcp.send("{\"jsonrpc\":\"2.0\",\"id\":\"init\",\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\","
                    + "\"capabilities\":{},\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}");
            JsonNode init = mcp.until("init", Duration.ofMinutes(1)).getLast();
            assertNotNull(init);
            assertTrue(init.at("/result/capabilities/resources/listChanged").asBoolean(), init.toString());
            mcp.send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
            Set<String> before = listed(mcp, "list-1", new ArrayList<>());

            kg.ingest(List.of(DocumentResourcesTest.fixture("api/include-3.0")), IngestOptions.defaults(), IngestListener.NONE);
            List<String> added = dkg.docs.Documents.documentKeys(kg.generation()).stream().map(DocumentResources::uri).filter(u -> !before.contains(u)).toList();
            assertFalse(added.isEmpty(), "the ingest adds documents");
            List<JsonNode> seen = new ArrayList<>();
            Set<String> after = listed(mcp, "list-2", seen);
            assertTrue(after.containsAll(added), "documents of the new generation are listed: " + added);
            assertTrue(after.containsAll(before), "and those it kept");
            // the notice goes out before or beside the answer; wait for it only to catch a hang
            assertEquals(1, changeNotices(mcp, seen), "one notice for the whole change, not one per resource");

            String forgotten = dkg.docs.Documents.documentKeys(kg.generation()).stream().filter(k -> k.endsWith(".h")).findFirst().orElseThrow();
            kg.forget(forgotten);
            Set<String> last = listed(mcp, "list-3", new ArrayList<>());
            assertFalse(last.contains(DocumentResources.uri(forgotten)), "a forgotten document is no longer listed");
            assertEquals(after.size() - 1, last.size(), "and nothing else went");
        } finally {
            kg.close();
        }
    }

    /** The URIs resources/list answers; every line before the answer is added to {@code seen}. */
    private static Set<String> listed(InProcessMcp mcp, String id, List<JsonNode> seen) throws Exception {
        mcp.send("{\"jsonrpc\":\"2.0\",\"id\":\"" + id + "\",\"method\":\"resources/list\"}");
        List<JsonNode> lines = mcp.until(id, Duration.ofMinutes(1));
        JsonNode answer = lines.getLast();
        assertNotNull(answer, "no answer to resources/list");
        seen.addAll(lines);
        Set<String> uris = new TreeSet<>();
        answer.at("/result/resources").forEach(r -> uris.add(r.get("uri").asText()));
        assertFalse(uris.isEmpty(), answer.toString());
        return uris;
    }

    /** Change notices among {@code seen} and any that follow, read until a ping's answer closes them off. */
    private static long changeNotices(InProcessMcp mcp, List<JsonNode> seen) throws Exception {
        mcp.send("{\"jsonrpc\":\"2.0\",\"id\":\"fence\",\"method\":\"ping\"}");
        seen.addAll(mcp.until("fence", Duration.ofMinutes(1)));
        return seen.stream().filter(m -> m != null && "notifications/resources/list_changed".equals(m.path("method").asText())).count();
    }
}
