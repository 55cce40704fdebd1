package dkg.it;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.explain.ErrorExplanation;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import dkg.lint.LintReport;
import dkg.describe.SymbolDescription;
import dkg.sparql.StoreStats;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The API issue's acceptance checks on the real skills bundle and the DOCA 3.0.0058 Doxygen
 * reference, through the façade the CLI calls.
 */
class ApiCorpusIT {
    @TempDir static Path store;
    static DocaKg kg;

    @BeforeAll
    static void ingest() {
        List<String> sources = List.of(Corpus.skills().toString(), Corpus.apiReference().toString());
        kg = DocaKg.open(store);
        kg.ingest(sources, IngestOptions.defaults(), IngestListener.NONE);
    }

    @AfterAll
    static void close() { if (kg != null) kg.close(); }

    @Test
    void statsCountWhatTheReferenceDefines() {
        StoreStats.ApiCounts api = dkg.housekeeping.Statistics.of(kg.generation()).api();
        System.err.println("api counts: " + api);
        // The issue's 1,848 counts names in the groups' "Functions" tables: 12 are PCC typedefs and one
        // is Doxygen's "__attribute__" misparse, leaving 1,835 functions.
        assertEquals(1835, api.functions());
        assertEquals(294, api.stable());
        assertEquals(1527, api.experimental());
        // 181 on group pages; doca_sta_cap_is_supported is documented on the doca_sta.h page only, outside any group
        assertEquals(181, api.capabilityQueries());
        assertEquals(31, api.errors());
    }

    @Test
    void accessFlagsHaveTheirValuesAndOwnDescriptions() {
        SymbolDescription rw = dkg.describe.Descriptions.describe(kg.generation(), "DOCA_ACCESS_FLAG_LOCAL_READ_WRITE", null);
        assertEquals("enum-value", rw.kind());
        assertEquals(1L, rw.value());
        SymbolDescription ro = dkg.describe.Descriptions.describe(kg.generation(), "DOCA_ACCESS_FLAG_PCI_READ_ONLY", null);
        assertEquals(16L, ro.value());
        assertTrue(ro.description().contains("reading") && ro.description().contains("prevents write"), ro.description());
        assertNotEquals(ro.description(), dkg.describe.Descriptions.describe(kg.generation(), "DOCA_ACCESS_FLAG_PCI_READ_WRITE", null).description());
    }

    @Test
    void explainNotPermitted() {
        ErrorExplanation e = dkg.explain.Explanations.explain(kg.generation(), "NOT_PERMITTED", null, null);
        assertEquals("DOCA_ERROR_NOT_PERMITTED", e.error());
        assertEquals(2L, e.code());
        assertEquals("Operation not permitted", e.description());
        ErrorExplanation.Cause dma = e.causes().stream().filter(c -> "doca-dma".equals(c.skill())).findFirst().orElseThrow();
        assertTrue(dma.cause().contains("DOCA_ACCESS_FLAG_LOCAL_READ_ONLY") && dma.cause().contains("DOCA_ACCESS_FLAG_LOCAL_READ_WRITE"), dma.cause());
        assertTrue(dma.source().startsWith("skills/libs/doca-dma/CAPABILITIES.md#"), dma.source());
        assertTrue(e.returnedBy().size() >= 10, "functions documented to return it: " + e.returnedBy().size());
        e.returnedBy().forEach(r -> assertNotNull(r.function()));
        assertTrue(e.relatedSkills().contains("doca-dma"));
        assertEquals(e, dkg.explain.Explanations.explain(kg.generation(), "2", null, null));
        ErrorExplanation dmaOnly = dkg.explain.Explanations.explain(kg.generation(), "DOCA_ERROR_NOT_PERMITTED", "DMA", null);
        assertEquals(List.of("doca-dma"), dmaOnly.causes().stream().map(ErrorExplanation.Cause::skill).distinct().toList());
        dmaOnly.returnedBy().forEach(r -> assertEquals("doca-dma", r.library()));
    }

    @Test
    void describeTheDmaBufferSizeQuery() {
        SymbolDescription d = dkg.describe.Descriptions.describe(kg.generation(), "doca_dma_cap_task_memcpy_get_max_buf_size", null);
        assertEquals("function", d.kind());
        assertTrue(d.signature().contains("uint64_t *buf_size"), d.signature());
        SymbolDescription.Param out = d.params().stream().filter(p -> "buf_size".equals(p.name())).findFirst().orElseThrow();
        assertEquals("out", out.direction());
        assertEquals("uint64_t *", out.type());
        assertEquals("stable", d.stability());
        assertEquals("doca-dma", d.library());
        assertEquals("3.0.0058", d.docaVersion());
        assertEquals("doxygen-html", d.apiSource());
        assertTrue(d.returns().stream().anyMatch(r -> r.error().equals("DOCA_ERROR_INVALID_VALUE")), d.returns().toString());
        List<String> dmaSections = d.mentionedIn().stream().filter(m -> "doca-dma".equals(m.skill())).map(SymbolDescription.Mention::source).toList();
        assertTrue(dmaSections.contains("skills/libs/doca-dma/CAPABILITIES.md#capabilities-and-modes"), dmaSections.toString());
    }

    @Test
    void lintRunsAndListsFindings() {
        LintReport l = dkg.lint.Linter.lint(kg.generation());
        System.err.println("lint: " + l.note());
        l.undefinedSymbols().stream().limit(5).forEach(s -> System.err.println("  undefined " + s.symbol() + " in " + s.mentionedIn().get(0).source()));
        l.brokenLinks().forEach(b -> System.err.println("  broken " + b.from() + " -> " + b.target()));
        assertFalse(l.apiReleases().isEmpty());
        assertTrue(l.findings() > 0);
        List<String> names = l.undefinedSymbols().stream().map(LintReport.UndefinedSymbol::symbol).toList();
        assertTrue(names.contains("doca_ctx_destroy"), "DOCA has no doca_ctx_destroy; the skills name it");
        assertFalse(names.contains("doca_dma_cap_task_memcpy_get_max_buf_size"), "defined by the reference");
        assertFalse(names.contains("doca_dev"), "an opaque type the declarations use");
        assertFalse(names.contains("doca_caps"), "a tool skill's program, not an API symbol");
        assertTrue(l.brokenLinks().stream().anyMatch(b -> b.target().startsWith("skills/doca-public-knowledge-map/references/map.md#externally-productized")));
    }

    // ---- wrong outputs a newcomer met, on the real input

    @Test
    void guidesTheBundleMarksAsLibrariesAreNoPkgConfigModules() {
        // the skills' side: which skills the graph makes pkg-config libraries (the API reference names
        // modules by header, doca_version.h among them, on its own)
        String modules = kg.query("SELECT DISTINCT ?m WHERE { ?s a dkg:Skill ; dkg:ofLibrary/dkg:pkgConfigModule ?m }",
                java.time.Duration.ofSeconds(30), 0).body();
        for (String guide : List.of("doca-debug", "doca-setup", "doca-upgrade", "doca-version", "doca-bare-metal-deployment",
                "doca-hardware-safety", "doca-programming-guide")) {
            assertFalse(modules.contains("\"" + guide + "\""), guide + " is listed as a pkg-config module: " + modules);
        }
        assertTrue(modules.contains("\"doca-dma\""), modules);
    }

    @Test
    void aSnippetNeverRepeatsASentence() {
        var hits = kg.store().searcher().search(new dkg.search.SearchRequest("enable pipe miss counter", 20, null, null, null)).hits();
        assertFalse(hits.isEmpty());
        for (var h : hits) {
            if (h.snippet() == null) continue;
            String[] sentences = h.snippet().split("(?<=[.!?])\\s+");
            for (int i = 1; i < sentences.length; i++) assertNotEquals(sentences[i - 1], sentences[i], h.snippet());
        }
    }

    @Test
    void aFunctionIsOneHitNotASymbolAndTwoReferenceSections() {
        var hits = kg.store().searcher().search(new dkg.search.SearchRequest("doca_dma_task_memcpy_alloc_init", 10, null, null, null)).hits();
        assertEquals(1, hits.stream().filter(h -> "doca_dma_task_memcpy_alloc_init".equals(h.title())).count(), hits.toString());
    }

    @Test
    void explainPrintsNoEmptyTrigger() {
        String out = dkg.render.Renderers.text(dkg.explain.Explanations.explain(kg.generation(), "AGAIN", null, null));
        assertTrue(out.contains("[doca-dpa]"), out);
        assertFalse(out.lines().anyMatch(l -> l.matches("\\s*\\[[^\\]]+\\]\\s+")), "a skill tag with an empty trigger: " + out);
    }
}
