package dkg.it;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import dkg.code.CheckReport;
import dkg.code.ReleaseChanges;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The six public samples releases with the skills and the 3.0 API reference: every release's own
 * samples and applications checked at that release have no unknown or newer-than-version symbol
 * (the other rules' counts go to stderr), changes between the oldest and newest say what the trees
 * show with evidence, and describe lists a symbol's releases.
 */
class ReleasesIT {
    static final List<String> TREES = List.of("2.9.0", "2.10.0", "3.0.0", "3.1.0", "3.2.0", "3.3.0");
    @TempDir static Path store;
    static DocaKg kg;

    static Path tree(String release) { return Corpus.root().resolve("doca-samples").resolve(release); }

    @BeforeAll
    static void ingest() {
        List<String> sources = new java.util.ArrayList<>(List.of(Corpus.skills().toString(), Corpus.apiReference().toString()));
        TREES.forEach(t -> sources.add(tree(t).toString()));
        kg = DocaKg.open(store);
        kg.ingest(sources, IngestOptions.defaults(), IngestListener.NONE);
    }

    @AfterAll
    static void close() { if (kg != null) kg.close(); }

    @Test
    void eachReleasesOwnCodeAtThatReleaseHasNoUnknownOrNewerSymbol() throws Exception {
        for (String t : TREES) {
            String version = Files.readString(tree(t).resolve("VERSION")).strip();
            CheckReport r = dkg.samples.Samples.code(kg.generation()).check(List.of(tree(t).toString()), version);
            Map<String, Long> perRule = r.findings().stream().collect(Collectors.groupingBy(CheckReport.Finding::rule, TreeMap::new, Collectors.counting()));
            System.err.println(t + " at " + r.docaVersion() + ": " + r.files().size() + " files, findings per rule " + perRule
                    + (r.capped().isEmpty() ? "" : ", capped: " + r.capped()));
            assertEquals(version, r.docaVersion());
            assertTrue(r.files().size() > 400, r.files().size() + " files");
            for (String rule : List.of("unknown-symbol", "newer-than-version"))
                assertEquals(0L, perRule.getOrDefault(rule, 0L), t + ": " + rule + " " + r.findings().stream().filter(f -> f.rule().equals(rule)).limit(5).toList());
        }
    }

    @Test
    void changesFromTheOldestToTheNewestShowWhatTheTreesShow() {
        ReleaseChanges c = dkg.samples.Samples.code(kg.generation()).changes("2.9", "3.3", null);
        assertEquals("2.9.0072", c.from());
        assertEquals("3.3.0", c.to());
        assertFalse(c.added().isEmpty());
        assertFalse(c.removed().isEmpty());
        assertFalse(c.samplesAdded().isEmpty());
        for (var s : c.removed()) assertTrue(s.evidence().startsWith("doca-samples/2.9.0072/"), s.toString());
        for (var h : c.hints()) {
            assertTrue(h.before().startsWith("doca-samples/2.9.0072/"), h.toString());
            assertTrue(h.after().startsWith("doca-samples/3.3.0/"), h.toString());
        }
        for (var g : c.signatures()) assertNotEquals(g.fromArgs(), g.toArgs(), g.toString());
        for (var u : c.samplesRenamed()) assertTrue(u.similarity() >= 0.6, u.toString());
        System.err.println("2.9 -> 3.3: " + c.added().size() + " symbols added, " + c.removed().size() + " not seen, " + c.signatures().size()
                + " argument-count changes, " + c.hints().size() + " migration hints, " + c.samplesAdded().size() + " units added, "
                + c.samplesRemoved().size() + " removed, " + c.samplesRenamed().size() + " renamed");
    }

    @Test
    void describeListsTheReleasesOfTheMemcpyAlloc() {
        List<String> notes = dkg.describe.Descriptions.describe(kg.generation(), "doca_dma_task_memcpy_alloc_init", null).versionNotes();
        for (String release : List.of("2.9.0072", "2.10.0087", "3.0.0058", "3.1.0105", "3.2.0118", "3.3.0"))
            assertTrue(notes.stream().anyMatch(n -> n.startsWith("DOCA " + release + ": ")), release + " in " + notes);
    }

    @Test
    void theSkillsStatedCommChannelRenameIsAFact() {
        assertTrue(dkg.samples.Samples.code(kg.generation()).catalog().stated().stream().anyMatch(f -> f.kind().equals("renamed") && "DOCA Comm Channel".equals(f.formerName())
                && "doca_comm_channel_".equals(f.formerPrefix()) && "doca_comch_".equals(f.currentPrefix())
                && f.sourceRef().equals("skills/libs/doca-comch/CAPABILITIES.md#version-compatibility")), dkg.samples.Samples.code(kg.generation()).catalog().stated().toString());
    }
}
