package dkg.search;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A question nears the skill whose passages mean what it asks, with none of their words in common. */
class DenseSkillsTest {
    @TempDir Path dir;

    @Test
    void aQuestionInOtherWordsIsNearestTheSkillThatMeansIt() throws Exception {
        List<IndexEntry> entries = List.of(
                PassageVectorsTest.section("doca-dma", "copy", "Copying memory", "Copy a buffer from host memory to DPU memory with a DMA memcpy task."),
                PassageVectorsTest.section("doca-flow", "pipes", "Pipes", "A pipe matches packet headers and forwards or drops matching packets in hardware."),
                PassageVectorsTest.section("doca-hardware-safety", "power", "Power cycling", "A cold power cycle of the host resets the card after a firmware burn."));
        DenseSkills dense = indexed(entries);
        assertFalse(dense.isEmpty());
        Map<String, Double> near = dense.nearness(PassageModel.question("how do I drop some traffic on the NIC by its IP header"));
        assertEquals(3, near.size());
        assertTrue(near.get("doca-flow") > near.get("doca-dma") && near.get("doca-flow") > near.get("doca-hardware-safety"), near.toString());
        near = dense.nearness(PassageModel.question("the server must be switched off and on again after flashing"));
        assertTrue(near.get("doca-hardware-safety") > near.get("doca-flow") && near.get("doca-hardware-safety") > near.get("doca-dma"), near.toString());
    }

    @Test
    void theKnowledgeMapsRowsAreFoundByMeaningWithTheirSectionAndText() throws Exception {
        String table = """
                Products routed elsewhere:
                Product | Where | What it is
                --- | --- | ---
                **DOCA Platform Framework (DPF)** | <https://example.invalid/dpf> | provisions DPUs in a Kubernetes cluster from flavors
                **NVIDIA Firmware Tools (MFT)** | <https://example.invalid/mft> | burns and queries NIC firmware with flint and mlxconfig
                """;
        List<IndexEntry> entries = List.of(
                PassageVectorsTest.section(Passages.KNOWLEDGE_MAP, "outside", "Outside the bundle", table),
                PassageVectorsTest.section("doca-dma", "copy", "Copying memory", "Copy a buffer | host | DPU memory with a DMA memcpy task."));
        List<DenseSkills.NearRow> rows = indexed(entries).nearestRows(PassageModel.question("my cluster cannot provision the DPU with a custom flavor"), 10);
        // the header, the rule and the two routes; a table-like line of another skill is no row
        assertEquals(4, rows.size(), rows.toString());
        assertTrue(rows.getFirst().row().startsWith("**DOCA Platform Framework (DPF)**"), rows.toString());
        assertEquals("skills/" + Passages.KNOWLEDGE_MAP + "/SKILL.md#outside", rows.getFirst().source());
        assertTrue(rows.getFirst().cosine() >= rows.get(1).cosine());
    }

    /** The entries indexed with their vectors, read back. */
    private DenseSkills indexed(List<IndexEntry> entries) throws Exception {
        try (Directory d = FSDirectory.open(dir)) {
            PassageVectors.Made made = PassageVectors.of(entries, d);
            try (IndexWriter w = Indexer.openWriter(d, true)) {
                new Indexer(w).addAll(entries, made);
                w.commit();
            }
            try (DirectoryReader r = DirectoryReader.open(d)) {
                assertTrue(DenseSkills.present(r), "said present before a vector is read");
                return DenseSkills.read(r);
            }
        }
    }

    @Test
    void anIndexWithoutVectorsReadsEmpty() throws Exception {
        try (Directory d = FSDirectory.open(dir)) {
            try (IndexWriter w = Indexer.openWriter(d, true)) {
                new Indexer(w).addAll(List.of(PassageVectorsTest.section("doca-dma", "copy", "Copying", "Copy memory.")), PassageVectors.Made.NONE);
                w.commit();
            }
            try (DirectoryReader r = DirectoryReader.open(d)) {
                assertTrue(DenseSkills.read(r).isEmpty());
                assertFalse(DenseSkills.present(r), "no vector field: the model need not load");
            }
        }
    }
}
