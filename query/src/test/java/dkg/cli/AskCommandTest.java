package dkg.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ask} and {@code eval ask} end to end on the routing fixture bundle. */
class AskCommandTest {
    @TempDir static Path store;
    static final ObjectMapper JSON = new ObjectMapper();

    @BeforeAll
    static void ingest() throws Exception {
        CliRun r = CliRun.of("ingest", "--store", store.toString(), RouteCommandTest.resource("/route-bundle"));
        assertEquals(0, r.exit(), r.err());
    }

    @Test
    void aDocaQuestionGetsItsSkillWithConfidenceEvidenceAndExtractedFacts() throws Exception {
        CliRun r = CliRun.of("ask", "--store", store.toString(), "--json",
                "On BlueField-3 with DOCA 2.9 my doca_widget_task_copy of a local buffer fails; how do I copy it on one machine?");
        assertEquals(0, r.exit(), r.err());
        JsonNode j = JSON.readTree(r.out());
        assertEquals("doca-widget", j.get("skills").get(0).get("skill").asText(), r.out());
        double c = j.get("skills").get(0).get("confidence").asDouble();
        assertTrue(c > 0.5 && c <= 1, r.out());
        assertFalse(j.get("abstain").asBoolean(), r.out());
        assertTrue(j.get("extracted").get("symbols").toString().contains("doca_widget_task_copy"), r.out());
        assertTrue(j.get("extracted").get("products").toString().contains("BlueField-3"), r.out());
        assertTrue(j.get("extracted").get("versions").toString().contains("DOCA 2.9"), r.out());
        assertFalse(j.get("evidence").isEmpty(), r.out());
        for (JsonNode e : j.get("evidence")) {
            assertFalse(e.get("source").asText().isBlank(), r.out());
            assertFalse(e.get("why").asText().isBlank(), r.out());
        }
    }

    @Test
    void softwareOutsideDocaIsAbstainedOnWithTheNearestStillNamed() throws Exception {
        CliRun r = CliRun.of("ask", "--store", store.toString(), "--json", "NCCL all_reduce_perf hangs over UCX between two hosts");
        assertEquals(0, r.exit(), r.err());
        JsonNode j = JSON.readTree(r.out());
        assertTrue(j.get("abstain").asBoolean(), r.out());
        assertTrue(j.get("aboutDoca").asDouble() < 0, r.out());
        for (JsonNode s : j.get("skills")) assertTrue(s.get("confidence").asDouble() < 0.5, r.out());
    }

    @Test
    void theQuestionMayComeFromStdinAndTheTextBriefNamesTheSkill() {
        CliRun r = withStdin("I want to write my buffer into a remote machine's memory with DOCA\n", "ask", "--store", store.toString(), "-");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("Load doca-gadget"), r.out());
    }

    @Test
    void moreThan64KiBIsRefused() {
        CliRun r = withStdin("x ".repeat(40_000), "ask", "--store", store.toString(), "-");
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().startsWith("doca-kg: the question"), r.err());
        assertTrue(r.out().isEmpty());
    }

    @Test
    void evalAskScoresTheFixtureSet() throws Exception {
        CliRun r = CliRun.of("eval", "ask", "--store", store.toString(), "--json", RouteCommandTest.resource("/ask-fixture/evals.json"));
        assertEquals(0, r.exit(), r.err());
        JsonNode j = JSON.readTree(r.out());
        assertEquals(3, j.get("items").asInt());
        assertEquals(2, j.get("positives").asInt());
        assertEquals(1.0, j.get("hit1").asDouble(), 1e-9, r.out());
        assertEquals(1.0, j.get("abstainOnNone").asDouble(), 1e-9, r.out());
        assertEquals(0.0, j.get("falseAbstain").asDouble(), 1e-9, r.out());
        for (String f : new String[] {"hit3", "evidenceRecall5", "p50Ms", "p99Ms", "misses"}) assertTrue(j.has(f), f);
        JsonNode cal = j.get("calibration");
        int banded = 0;
        for (JsonNode b : cal.get("bands")) banded += b.get("questions").asInt();
        assertEquals(3, banded, r.out());
        assertTrue(cal.get("brier").asDouble() >= 0 && cal.get("brier").asDouble() <= 1, r.out());
    }

    private static CliRun withStdin(String text, String... args) {
        InputStream old = System.in;
        try {
            System.setIn(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
            return CliRun.of(args);
        } finally {
            System.setIn(old);
        }
    }
}
