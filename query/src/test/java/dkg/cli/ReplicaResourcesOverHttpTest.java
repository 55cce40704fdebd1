package dkg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import dkg.replica.LiveReplica;
import dkg.http.EndpointOptions;
import dkg.http.HostPolicy;
import dkg.http.McpRoute;
import dkg.http.SparqlEndpoint;
import dkg.mcp.DocumentResources;
import dkg.mcp.StdioMcpServer;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A replica's {@code /mcp} lists the resources of the snapshot it serves now: after it takes up a
 * snapshot with more documents, an MCP client over streamable HTTP sees them listed (and reads one);
 * after a roll-back to the older snapshot, they are no longer listed.
 */
class ReplicaResourcesOverHttpTest {
    @TempDir Path dir;

    @Test
    void theListFollowsTheSnapshotTheReplicaServes() throws Exception {
        Path older = dir.resolve("older.tar.gz"), newer = dir.resolve("newer.tar.gz");
        List<String> olderKeys, newerKeys;
        try (DocaKg source = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir))) {
            source.snapshot(older);
            olderKeys = dkg.docs.Documents.documentKeys(source.generation());
            source.ingest(List.of(Paths.get(getClass().getResource("/api/include-3.0").toURI()).toString()), IngestOptions.defaults(), IngestListener.NONE);
            source.snapshot(newer);
            newerKeys = dkg.docs.Documents.documentKeys(source.generation());
        }
        List<String> added = newerKeys.stream().filter(k -> !olderKeys.contains(k)).map(DocumentResources::uri).toList();
        assertFalse(added.isEmpty());
        Path published = dir.resolve("published.tar.gz");
        Files.copy(older, published);
        List<McpRoute> routes = new ArrayList<>();
        try (LiveReplica replica = LiveReplica.open(published, line -> {});
             SparqlEndpoint endpoint = SparqlEndpoint.start(replica,
                     new EndpointOptions("127.0.0.1", 0, dkg.sparql.QueryLimits.DEFAULTS, HostPolicy.of("127.0.0.1", List.of(), List.of()), null),
                     b -> routes.add(McpRoute.mount(b, McpCommand.server(replica, Duration.ofSeconds(10), 1000, StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES),
                             StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES)))) {
            var transport = HttpClientStreamableHttpTransport.builder(endpoint.pageUrl().replaceAll("/$", "")).endpoint(McpRoute.PATH).build();
            try (McpSyncClient client = McpClient.sync(transport).requestTimeout(Duration.ofMinutes(2)).build()) {
                client.initialize();
                Set<String> before = uris(client);
                assertTrue(before.stream().noneMatch(added::contains), "the older snapshot's list lacks the newer documents");

                publish(newer, published);
                assertTrue(replica.refresh());
                Set<String> after = uris(client);
                assertTrue(after.containsAll(added), "a document new in the snapshot taken up is listed: " + added);
                assertTrue(after.containsAll(before));
                var read = client.readResource(new McpSchema.ReadResourceRequest(added.getFirst()));
                assertFalse(((McpSchema.TextResourceContents) read.contents().getFirst()).text().isBlank(), "and readable");

                publish(older, published);
                assertTrue(replica.refresh(), "rolled back");
                assertEquals(before, uris(client), "documents gone from the snapshot served are no longer listed");
            }
        } finally {
            routes.forEach(McpRoute::close);
        }
    }

    private static Set<String> uris(McpSyncClient client) {
        Set<String> out = new TreeSet<>();
        client.listResources().resources().forEach(r -> out.add(r.uri()));
        return out;
    }

    private static void publish(Path snapshot, Path at) throws Exception {
        Path aside = at.resolveSibling("." + at.getFileName() + ".part");
        Files.copy(snapshot, aside, StandardCopyOption.REPLACE_EXISTING);
        Files.move(aside, at, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }
}
