package dkg.search;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Vectors are made by the real model at commit, kept in the index, and reused by the hash of their text. */
class PassageVectorsTest {
    @TempDir Path dir;

    static IndexEntry section(String skill, String anchor, String title, String text) {
        return new IndexEntry(EntryType.SECTION, "urn:sec:" + skill + ":" + anchor, title, text, skill, "skills/" + skill + "/SKILL.md#" + anchor, "en", "urn:g:" + skill);
    }

    static final List<IndexEntry> ENTRIES = List.of(
            section("doca-dma", "copy", "Copying memory", "Copy a buffer from host memory to DPU memory with a DMA memcpy task."),
            section("doca-flow", "pipes", "Pipes", "A pipe matches packet headers and forwards or drops matching packets in hardware."),
            new IndexEntry(EntryType.SYMBOL, "urn:sym:x", "doca_dma_cap_task_memcpy_get_max_buf_size", "", "doca-dma", "x#y", "en", "urn:g:doca-dma"),
            new IndexEntry(EntryType.SECTION, "urn:sec:zh", "错误处理", "首次提交任务时返回权限错误。", "doca-dma", "seed-zh/a.txt#b", "zh", "urn:g:zh"),
            new IndexEntry(EntryType.SECTION, "urn:sec:sample", "Sample", "Build the sample with meson.", null, "doca-samples/README.md#build", "en", "urn:g:s"));

    /** This test's own memory of vectors made: another test's must not count as reuse here. */
    private final com.github.benmanes.caffeine.cache.Cache<String, float[]> lately = PassageVectors.memory();

    private PassageVectors.Made commit(Directory d, List<IndexEntry> entries) throws Exception {
        PassageVectors.Made made = PassageVectors.of(entries, d, lately);
        try (IndexWriter w = Indexer.openWriter(d, true)) {
            new Indexer(w).addAll(entries, made);
            w.commit();
        }
        return made;
    }

    @Test
    void onlySkillPassagesInEnglishAreEmbeddedAndUnchangedTextIsNeverEmbeddedAgain() throws Exception {
        try (Directory d = FSDirectory.open(dir)) {
            PassageVectors.Made first = commit(d, ENTRIES);
            assertEquals(2, first.embedded(), "the two English sections of a skill; not the symbol, the Chinese copy or the sample");
            assertEquals(0, first.reused());
            assertNull(first.of(ENTRIES.get(2)));
            assertNull(first.of(ENTRIES.get(3)));
            assertNull(first.of(ENTRIES.get(4)));

            PassageVectors.Made again = commit(d, ENTRIES);
            assertEquals(0, again.embedded());
            assertEquals(2, again.reused());
            assertArrayEquals(first.of(ENTRIES.get(0)).values().getFirst(), again.of(ENTRIES.get(0)).values().getFirst());

            List<IndexEntry> changed = new ArrayList<>(ENTRIES);
            changed.set(1, section("doca-flow", "pipes", "Pipes", "A pipe matches packet headers and mirrors matching packets."));
            PassageVectors.Made third = commit(d, changed);
            assertEquals(1, third.embedded(), "only the changed section");
            assertEquals(1, third.reused());
        }
    }

    @Test
    void aSecondStoreOfTheSameTextInTheSameProcessEmbedsNothing(@TempDir Path other) throws Exception {
        try (Directory first = FSDirectory.open(dir); Directory second = FSDirectory.open(other)) {
            PassageVectors.Made made = commit(first, ENTRIES);
            assertEquals(2, made.embedded());
            PassageVectors.Made again = commit(second, ENTRIES);
            assertEquals(0, again.embedded(), "the process made these vectors a moment ago");
            assertEquals(2, again.reused());
            assertArrayEquals(made.of(ENTRIES.get(1)).values().getFirst(), again.of(ENTRIES.get(1)).values().getFirst());
        }
    }

    @Test
    void aKnowledgeMapSectionIsEmbeddedRowByRowAfterItsOpening() throws Exception {
        IndexEntry map = new IndexEntry(EntryType.SECTION, "urn:sec:map", "Externally productized software",
                "Topic | Where to go\nMellanox OFED | the MLNX_OFED documentation\nBlueField BMC | the BMC user guide",
                Passages.KNOWLEDGE_MAP, "skills/" + Passages.KNOWLEDGE_MAP + "/references/map.md#ext", "en", "urn:g:map");
        try (Directory d = FSDirectory.open(dir)) {
            PassageVectors.Made made = commit(d, List.of(map));
            assertEquals(List.of("Externally productized software: Topic | Where to go Mellanox OFED | the MLNX_OFED documentation BlueField BMC | the BMC user guide",
                    "Externally productized software: Topic | Where to go",
                    "Externally productized software: Mellanox OFED | the MLNX_OFED documentation",
                    "Externally productized software: BlueField BMC | the BMC user guide"), Passages.texts(map));
            assertEquals(4, made.of(map).values().size());
            try (DirectoryReader r = DirectoryReader.open(d)) {
                PassageVectors.Vectors stored = PassageVectors.read(r.storedFields().document(0));
                assertEquals(made.of(map).hashes(), stored.hashes());
                for (int i = 0; i < 4; i++) assertArrayEquals(made.of(map).values().get(i), stored.values().get(i));
            }
        }
    }

    @Test
    void vectorsAreUnitLength() throws Exception {
        try (Directory d = FSDirectory.open(dir)) {
            float[] v = commit(d, ENTRIES).of(ENTRIES.get(0)).values().getFirst();
            assertEquals(PassageModel.DIMENSIONS, v.length);
            double n = 0;
            for (float x : v) n += x * x;
            assertEquals(1.0, n, 1e-4);
        }
    }
}
