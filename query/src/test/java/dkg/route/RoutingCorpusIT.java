package dkg.route;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import dkg.it.Corpus;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The router on the real skills bundle and its shared evals (issue 5's targets). Fails under CI
 * when the corpus is missing. Latency is reported, not asserted: speed is measured in benchmarks.
 */
class RoutingCorpusIT {
    @TempDir Path store;

    @Test
    void sharedEvalsMeetTheTargets() {
        Path skills = Corpus.skills();
        try (DocaKg kg = DocaKg.open(store)) {
            kg.ingest(List.of(skills.toString(), Corpus.seedZh().toString()), IngestOptions.defaults(), IngestListener.NONE);
            RoutingEval e = dkg.routing.Routing.evaluate(kg.generation(), List.of(skills.resolve("skills")));
            System.err.println("routing on shared evals: " + e);
            assertTrue(e.positives() >= 100, e.toString());
            assertEquals("doca-dma", dkg.routing.Routing.route(kg.generation(), new dkg.routing.RouteRequest("I want to memcpy a host buffer to the BlueField without using the CPU", 5, "auto")).top());
            assertEquals("doca-dma", dkg.routing.Routing.route(kg.generation(), new dkg.routing.RouteRequest("将主机缓冲区复制到 BlueField，而不使用 CPU", 5, "auto")).top());
            assertTrue(e.hit3() >= 0.99, "hit@3 " + e.hit3() + " misses " + e.misses());
            assertTrue(e.falseTrigger() <= 0.05, "false-trigger " + e.falseTrigger() + " misses " + e.misses());
            assertTrue(e.hit1() >= 0.95, "hit@1 " + e.hit1() + " misses " + e.misses());
        }
    }
}
