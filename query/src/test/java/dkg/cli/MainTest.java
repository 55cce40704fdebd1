package dkg.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CLI end to end on the fixture bundle: results on stdout, messages on stderr, exit codes. */
class MainTest {
    @TempDir static Path store;
    static final ObjectMapper JSON = new ObjectMapper();
    static JsonNode firstIngest;

    static String bundle() throws Exception {
        return Paths.get(MainTest.class.getResource("/bundle").toURI()).toString();
    }

    @BeforeAll
    static void ingest() throws Exception {
        CliRun r = CliRun.of("ingest", "--store", store.toString(), "--json", bundle());
        assertEquals(0, r.exit(), r.err());
        firstIngest = JSON.readTree(r.out());
    }

    @Test
    void aFullDiskIsTheUsersToFixNotAnInternalFailure() {
        // a full disk cannot be made here without mounting a file system: the failure a write raises is built instead
        var full = new java.io.UncheckedIOException(new java.nio.file.FileSystemException("/s/tdb/data.dat", null, "No space left on device"));
        var e = Main.userErrorIn(new IllegalStateException("commit failed", full));
        assertNotNull(e);
        assertEquals("the disk is full (writing /s/tdb/data.dat); free some space and run it again", e.getMessage());
        assertNull(Main.userErrorIn(new java.io.UncheckedIOException(new java.io.IOException("Input/output error"))));
    }

    @Test
    void ingestJsonCountsWhatTheBundleHolds() {
        assertEquals(2, firstIngest.get("skills").asInt());
        assertTrue(firstIngest.get("documents").asInt() >= 3, firstIngest.toString());
        assertTrue(firstIngest.get("errorCauses").asInt() >= 3, firstIngest.toString());
        for (String f : new String[] {"documents", "quads", "skills", "sections", "symbols", "errorCauses", "seconds"}) {
            assertTrue(firstIngest.has(f), "ingest --json lacks " + f);
        }
    }

    @Test
    void ingestingTheSameInputTwiceWritesNothing() throws Exception {
        CliRun r = CliRun.of("ingest", "--store", store.toString(), "--json", bundle());
        assertEquals(0, r.exit(), r.err());
        JsonNode j = JSON.readTree(r.out());
        assertEquals(0, j.get("documents").asInt());
        assertEquals(firstIngest.get("documents").asInt(), j.get("unchanged").asInt());
        assertEquals(firstIngest.get("generation").asLong(), j.get("generation").asLong(), "generation moved on a no-op ingest");
    }

    @Test
    void searchPrintsJsonHitsOnStdoutOnly() throws Exception {
        CliRun r = CliRun.of("search", "--store", store.toString(), "--json", "widget copy NOT_PERMITTED");
        assertEquals(0, r.exit(), r.err());
        JsonNode hits = JSON.readTree(r.out()).get("hits");
        assertFalse(hits.isEmpty());
        assertEquals("doca-widget", hits.get(0).get("skill").asText(), r.out());
        assertTrue(hits.get(0).get("source").asText().startsWith("skills/libs/doca-widget/"), r.out());
    }

    @Test
    void sparqlSelectAsJsonResults() throws Exception {
        CliRun r = CliRun.of("sparql", "--store", store.toString(), "--format", "json",
                "PREFIX dkg: <https://w3id.org/doca-kg/ontology#> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> "
                        + "SELECT ?name WHERE { ?s a dkg:Skill ; rdfs:label ?name } ORDER BY ?name");
        assertEquals(0, r.exit(), r.err());
        JsonNode b = JSON.readTree(r.out()).get("results").get("bindings");
        assertEquals("doca-gadget", b.get(0).get("name").get("value").asText());
        assertEquals("doca-widget", b.get(1).get("name").get("value").asText());
    }

    @Test
    void statsCountsClassesAndKinds() throws Exception {
        CliRun r = CliRun.of("stats", "--store", store.toString(), "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode j = JSON.readTree(r.out());
        assertEquals(2, j.get("classes").get("Skill").asInt());
        assertEquals(2, j.get("skillKinds").get("library").asInt());
    }

    @Test
    void validateConforms() {
        CliRun r = CliRun.of("validate", "--store", store.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
    }

    @Test
    void missingSourceIsAUserErrorOnOneLine() {
        CliRun r = CliRun.of("ingest", "--store", store.toString(), "/no/such/folder");
        assertEquals(1, r.exit());
        assertTrue(r.out().isEmpty(), "stdout must stay empty: " + r.out());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("doca-kg: no such file or folder: /no/such/folder"), r.err());
    }

    @Test
    void updateIsRefusedWithExitOne() {
        CliRun r = CliRun.of("sparql", "--store", store.toString(), "INSERT DATA { <urn:a> <urn:b> <urn:c> }");
        assertEquals(1, r.exit(), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void unknownFlagExitsOne() {
        assertEquals(1, CliRun.of("search", "--no-such-flag", "x").exit());
    }
}
