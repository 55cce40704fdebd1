package dkg.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code route} and {@code eval routing} end to end on the routing fixture bundle and evals. */
class RouteCommandTest {
    @TempDir static Path store;
    static final ObjectMapper JSON = new ObjectMapper();

    static String resource(String name) throws Exception {
        return Paths.get(RouteCommandTest.class.getResource(name).toURI()).toString();
    }

    @BeforeAll
    static void ingest() throws Exception {
        CliRun r = CliRun.of("ingest", "--store", store.toString(), resource("/route-bundle"));
        assertEquals(0, r.exit(), r.err());
    }

    @Test
    void routeJsonHasSkillsWithReasonsAndNotFor() throws Exception {
        CliRun r = CliRun.of("route", "--store", store.toString(), "--json", "--limit", "2",
                "why is it not doca-widget? I want to write into a remote machine's memory");
        assertEquals(0, r.exit(), r.err());
        JsonNode j = JSON.readTree(r.out());
        assertEquals("doca-gadget", j.get("skills").get(0).get("skill").asText(), r.out());
        assertTrue(j.get("skills").size() <= 2);
        assertFalse(j.get("skills").get(0).get("reasons").isEmpty());
        assertEquals("doca-widget", j.get("notFor").get(0).get("skill").asText(), r.out());
    }

    @Test
    void evalRoutingJsonReportsTheKnownNumbers() throws Exception {
        CliRun r = CliRun.of("eval", "routing", "--store", store.toString(), "--json", resource("/route-evals"));
        assertEquals(0, r.exit(), r.err());
        JsonNode j = JSON.readTree(r.out());
        assertEquals(4, j.get("positives").asInt());
        assertEquals(0.75, j.get("hit1").asDouble(), 1e-9);
        assertEquals(2, j.get("negatives").asInt());
        assertEquals(0.0, j.get("falseTrigger").asDouble(), 1e-9);
        assertEquals("w.elsewhere", j.get("misses").get(0).get("id").asText());
        for (String f : new String[] {"hit3", "mrr", "p50Ms", "p99Ms"}) assertTrue(j.has(f), f);
    }

    @Test
    void aMissingEvalsPathIsAUserError() {
        CliRun r = CliRun.of("eval", "routing", "--store", store.toString(), store.resolve("nope").toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("doca-kg: no such evals file"), r.err());
        assertTrue(r.out().isEmpty());
    }
}
