package dkg.storage;

import static org.junit.jupiter.api.Assertions.*;

import dkg.search.IndexEntry;
import dkg.vocab.DKG;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.apache.jena.graph.Node;
import org.junit.jupiter.api.Test;

class IndexEntriesTest {

    @Test
    void oneEntryPerSkillSectionSymbolAndErrorCause() {
        var d = TestGraphs.doc("doca-dma", "skills/libs/doca-dma/CAPABILITIES.md").skill("library", "Copy memory.");
        Node sec = d.section("error-taxonomy", "Error taxonomy", "Errors of memcpy.", "doca_dma_task_memcpy_alloc_init");
        d.errorCause(sec, "DOCA_ERROR_NOT_PERMITTED", "memcpy submit", "no write access", "register for writing");
        Map<String, IndexEntry> byIri = IndexEntries.of(d.graphName(), d.graph()).stream()
                .collect(Collectors.toMap(IndexEntry::iri, Function.identity()));

        IndexEntry skill = byIri.get(DKG.skillIri("doca-dma"));
        assertEquals(dkg.search.EntryType.SKILL, skill.type());
        assertEquals("doca-dma", skill.title());
        assertEquals("Copy memory.", skill.text());

        IndexEntry section = byIri.get(DKG.inDocumentIri("skills/libs/doca-dma/CAPABILITIES.md", "error-taxonomy"));
        assertEquals("Error taxonomy", section.title());
        assertEquals("skills/libs/doca-dma/CAPABILITIES.md#error-taxonomy", section.source());
        assertEquals("doca-dma", section.skill());
        assertEquals(d.graphName().getURI(), section.graph());

        IndexEntry symbol = byIri.get(DKG.symbolIri("doca_dma_task_memcpy_alloc_init"));
        assertEquals(dkg.search.EntryType.SYMBOL, symbol.type());
        assertEquals("doca_dma_task_memcpy_alloc_init", symbol.title());
        assertEquals("", symbol.text(), "a symbol only mentioned carries no text of the sections that mention it");
        assertEquals("skills/libs/doca-dma/CAPABILITIES.md#error-taxonomy", symbol.source(), "but points at where it is mentioned");
        assertEquals("doca-dma", symbol.skill());

        IndexEntry cause = byIri.get(DKG.inDocumentIri("skills/libs/doca-dma/CAPABILITIES.md", "error-DOCA_ERROR_NOT_PERMITTED"));
        assertEquals(dkg.search.EntryType.ERROR, cause.type());
        assertEquals("DOCA_ERROR_NOT_PERMITTED (doca-dma)", cause.title());
        assertEquals(List.of("memcpy submit", "no write access", "register for writing"), List.of(cause.text().split("\n")));
        assertEquals("skills/libs/doca-dma/CAPABILITIES.md#error-taxonomy", cause.source());
    }

    @Test
    void sectionLanguageComesFromItsDocument() {
        var d = TestGraphs.doc("doca-dma", "seed-zh/000.txt").lang("zh");
        d.section("sec-1", "错误处理", "首次提交任务时返回权限错误。");
        List<IndexEntry> entries = IndexEntries.of(d.graphName(), d.graph());
        assertEquals(1, entries.size());
        assertEquals("zh", entries.get(0).lang());
    }
}
