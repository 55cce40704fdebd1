package dkg.sparql;

import dkg.storage.ChangeSet;
import dkg.storage.KgStore;
import dkg.storage.TestGraphs;
import java.nio.file.Path;
import org.apache.jena.graph.Node;

/** A small store: two doca-dma documents, one doca-rdma skill. */
final class SparqlTestStore {
    private SparqlTestStore() {}

    static KgStore open(Path dir) {
        KgStore s = KgStore.open(dir);
        var skill = TestGraphs.doc("doca-dma", "skills/libs/doca-dma/SKILL.md").skill("library", "Copy memory with the DMA engine.");
        skill.section("copying", "Copying memory", "Submit a memcpy task.", "doca_dma_task_memcpy_alloc_init");
        var caps = TestGraphs.doc("doca-dma", "skills/libs/doca-dma/CAPABILITIES.md");
        Node sec = caps.section("error-taxonomy", "Error taxonomy", "What errors mean.");
        caps.errorCause(sec, "DOCA_ERROR_NOT_PERMITTED", "memcpy submit", "no write access", "register for writing");
        var rdma = TestGraphs.doc("doca-rdma", "skills/libs/doca-rdma/SKILL.md").skill("library", "Remote memory access.");
        var tool = TestGraphs.doc("doca-bench", "skills/tools/doca-bench/SKILL.md").skill("tool", "Benchmark DOCA libraries.");
        s.commit(ChangeSet.of(skill.change("a"), caps.change("b"), rdma.change("c"), tool.change("d")));
        return s;
    }
}
