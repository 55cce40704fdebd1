package dkg.it;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.vocab.DKG;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A real SPARQL client — Debian's roqet (rasqal-utils) — runs SELECTs over HTTP against
 * {@code doca-kg serve} on the skills-bundle store, and gets what the store itself answers.
 */
class RoqetIT {
    static final String SKILLS = DKG.PREFIXES + "SELECT ?name WHERE { ?s a dkg:Skill ; rdfs:label ?name } ORDER BY ?name";

    @Test
    void roqetSelectsOverTheSparqlProtocol() throws Exception {
        ServeFixture.requireTool("roqet (apt-get install rasqal-utils)", "roqet", "--version");
        Path store = ServeFixture.store();
        long expected;
        try (DocaKg kg = DocaKg.open(store)) {
            expected = kg.query(SKILLS, Duration.ofSeconds(30), 0).count();
        }
        assertTrue(expected >= 50, "skills in the store: " + expected);

        Process serve = new ProcessBuilder(ServeFixture.launcher().toString(), "serve", "--store", store.toString(), "--port", "0")
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try {
            String url = new BufferedReader(new InputStreamReader(serve.getInputStream(), StandardCharsets.UTF_8)).readLine();
            assertNotNull(url, "serve printed no URL");
            assertTrue(url.matches("http://127\\.0\\.0\\.1:\\d+/doca/sparql"), url);

            List<String> rows = roqet(url, SKILLS, "csv");
            assertEquals("name", rows.getFirst().strip());
            List<String> names = rows.subList(1, rows.size()).stream().map(String::strip).toList();
            assertEquals(expected, names.size(), String.join("\n", rows));
            assertTrue(names.contains("doca-dma") && names.contains("doca-rdma"), names.toString());
            assertEquals(names.stream().sorted().toList(), names, "ORDER BY held");

            List<String> hits = roqet(url, DKG.PREFIXES + "SELECT ?hit WHERE { ?hit dkg:search (\"dma memcpy\" 5) }", "csv");
            assertTrue(hits.size() > 1 && hits.size() <= 6, String.join("\n", hits));
            assertTrue(hits.get(1).contains("dma"), hits.get(1));
        } finally {
            serve.destroy();
            if (!serve.waitFor(30, TimeUnit.SECONDS)) serve.destroyForcibly();
        }
    }

    static List<String> roqet(String url, String query, String format) throws Exception {
        Process p = new ProcessBuilder("roqet", "-q", "-p", url, "-e", query, "-r", format)
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "roqet hung");
        assertEquals(0, p.exitValue(), "roqet failed: " + out);
        return out.lines().filter(l -> !l.isBlank()).toList();
    }
}
