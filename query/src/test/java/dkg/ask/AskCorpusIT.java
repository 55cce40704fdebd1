package dkg.ask;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dkg.it.Corpus;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code eval ask} on the committed development set (real public questions) and the Chinese set,
 * over the real skills bundle and API reference. The dev thresholds are the targets the answers
 * were built to (see the ask-eval README); Chinese evidence and dev2 are held at the figures
 * reached. Latency is printed, not asserted.
 */
class AskCorpusIT {
    @TempDir Path store;

    static Path set(String name) throws Exception {
        return Paths.get(AskCorpusIT.class.getResource("/ask-eval/" + name).toURI());
    }

    @Test
    void devAndChineseSetsReachTheMeasuredFigures() throws Exception {
        try (DocaKg kg = DocaKg.open(store)) {
            kg.ingest(List.of(Corpus.skills().toString(), Corpus.apiReference().toString()), IngestOptions.defaults(), IngestListener.NONE);
            // the figures below are the fused ranking's: the ingest made passage vectors
            boolean noVectors = kg.generation().withSearcher(s -> dkg.search.DenseSkills.read(s.reader()).isEmpty());
            assertFalse(noVectors, "no passage vectors were made");
            AskEval dev = dkg.ask.Asking.evaluate(kg.generation(), set("dev.json"));
            AskEval zh = dkg.ask.Asking.evaluate(kg.generation(), set("zh.json"));
            System.err.println("ask on dev: " + dev);
            System.err.println("ask on zh: " + zh);
            assertEquals(70, dev.items());
            assertTrue(dev.abstainOnNone() >= 0.8, "abstention on none " + dev.abstainOnNone());
            assertTrue(dev.falseAbstain() <= 0.1, "false abstention " + dev.falseAbstain());
            assertTrue(dev.hit1() >= 0.8, "hit@1 " + dev.hit1() + " misses " + dev.misses());
            assertTrue(dev.hit3() >= 0.9, "hit@3 " + dev.hit3());
            // held at the fused ranking's figure: the lexical ranking alone reached 0.8 (bench/fit-fusion.sh shows both)
            assertTrue(dev.evidenceRecall5() >= 0.75, "evidence recall@5 " + dev.evidenceRecall5());
            assertTrue(zh.hit1() >= 0.9, "zh hit@1 " + zh.hit1() + " misses " + zh.misses());
            assertTrue(zh.evidenceRecall5() >= 0.73, "zh evidence recall@5 " + zh.evidenceRecall5());
            // the second development set: real questions the tuning may look at, its figures held where they are
            AskEval dev2 = dkg.ask.Asking.evaluate(kg.generation(), set("dev2.json"));
            System.err.println("ask on dev2: " + dev2);
            assertTrue(dev2.hit1() >= 0.72, "dev2 hit@1 " + dev2.hit1() + " misses " + dev2.misses());
            // printed for the report, figures only: a change made because of one of their misses would make them development sets
            for (String held : List.of("heldout", "heldout2", "heldout3"))
                System.err.print("ask on " + held + ":\n" + figuresOnly(dkg.ask.Asking.evaluate(kg.generation(), set(held + ".json"))));
            for (String name : List.of("dev.json", "dev2.json", "zh.json", "heldout.json", "heldout2.json", "heldout3.json")) everyAnchorIsASection(kg, name);
        }
    }

    /** The set's figures as {@code eval ask} prints them, without its misses (which name items and what came back for them). */
    static String figuresOnly(AskEval e) {
        return new dkg.render.AskEvalText().text(new AskEval(e.items(), e.positives(), e.hit1(), e.hit3(), e.nones(), e.abstainOnNone(),
                e.falseAbstain(), e.anchored(), e.evidenceRecall5(), e.p50Ms(), e.p99Ms(), e.calibration(), List.of(), e.answerFacts(), e.factRecall5()));
    }

    /**
     * An anchor that names no ingested section can never be recalled: a heading renamed in the
     * bundle would otherwise pass for a miss of ask's.
     */
    private static void everyAnchorIsASection(DocaKg kg, String name) throws Exception {
        JsonNode items = new ObjectMapper().readTree(set(name).toFile()).path("items");
        assertFalse(items.isEmpty(), name);
        for (JsonNode item : items) {
            String anchor = item.path("anchor").asText(null);
            if (anchor == null || anchor.isBlank()) continue;
            String ask = "ASK { ?section <" + dkg.vocab.DKG.sourceRef + "> \"" + anchor.replace("\"", "") + "\" }";
            String body = kg.query(ask, java.time.Duration.ofSeconds(30), 0).body();
            assertTrue(body.contains("true"), name + ": " + item.path("id").asText() + "'s anchor " + anchor + " is no ingested section");
        }
    }
}
