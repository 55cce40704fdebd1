package dkg.it;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import dkg.ingestion.IngestReport;
import dkg.kg.Search;
import dkg.search.Hit;
import dkg.search.SearchRequest;
import dkg.vocab.DKG;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.jena.query.QueryExecution;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSet;
import org.apache.jena.system.Txn;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The spine's acceptance checks, on the real skills bundle and the Chinese seed. */
class SkillsCorpusIT {
    @TempDir static Path store;
    static DocaKg kg;
    static IngestReport report;

    @BeforeAll
    static void ingest() {
        List<String> sources = List.of(Corpus.skills().toString(), Corpus.seedZh().toString());
        kg = DocaKg.open(store);
        report = kg.ingest(sources, IngestOptions.defaults(), IngestListener.NONE);
    }

    @AfterAll
    static void close() { if (kg != null) kg.close(); }

    static List<QuerySolution> select(String body) {
        return Txn.calculateRead(kg.store().dataset(), () -> {
            try (QueryExecution qe = QueryExecution.dataset(kg.store().dataset()).query(DKG.PREFIXES + body).build()) {
                ResultSet rs = qe.execSelect();
                List<QuerySolution> out = new java.util.ArrayList<>();
                // copy inside the transaction: TDB2 rows resolve their nodes lazily
                rs.forEachRemaining(row -> {
                    org.apache.jena.query.QuerySolutionMap copy = new org.apache.jena.query.QuerySolutionMap();
                    copy.addAll(row);
                    out.add(copy);
                });
                return out;
            }
        });
    }

    @Test
    void anErrorSearchPutsTheErrorsOwnEntriesBeforeTheKnowledgeMapAndBreaksTiesByKind() {
        var hits = kg.generation().search(dkg.search.SearchRequest.of("NOT_PERMITTED", 20)).hits();
        assertFalse(hits.isEmpty());
        assertFalse(hits.getFirst().source().contains("doca-public-knowledge-map"), hits.getFirst().toString());
        assertTrue(List.of("symbol", "error").contains(hits.getFirst().type().label()), hits.getFirst().toString());
        for (int i = 1; i < hits.size(); i++) {
            var a = hits.get(i - 1);
            var b = hits.get(i);
            if (a.score() == b.score())
                assertTrue(dkg.search.Searcher.kindRank(a.type(), a.source()) <= dkg.search.Searcher.kindRank(b.type(), b.source()),
                        "tie out of order: " + a + " before " + b);
        }
    }

    @Test
    void sixtySkillsOfFourKinds() {
        Map<String, Integer> kinds = new HashMap<>();
        for (QuerySolution s : select("SELECT ?kind (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s a dkg:Skill ; dkg:skillKind ?kind } GROUP BY ?kind")) {
            kinds.put(s.getLiteral("kind").getString(), s.getLiteral("n").getInt());
        }
        assertEquals(Map.of("library", 38, "tool", 16, "service", 4, "knowledge", 2), kinds);
        assertEquals(60, report.skills());
    }

    @Test
    void atLeast170ErrorCauses() {
        int n = select("SELECT (COUNT(DISTINCT ?c) AS ?n) WHERE { ?c a dkg:ErrorCause ; dkg:error ?e ; prov:wasDerivedFrom ?sec }")
                .get(0).getLiteral("n").getInt();
        assertTrue(n >= 170, "only " + n + " error causes");
    }

    @Test
    void dmaCapabilityQueriesAreTiedToTheirSymbols() {
        Set<String> symbols = new HashSet<>();
        for (QuerySolution s : select("""
                SELECT ?name WHERE { ?q a dkg:CapabilityQuery ; dkg:ofSkill ?sk ; dkg:symbol ?sym .
                  ?sk rdfs:label "doca-dma" . ?sym rdfs:label ?name }""")) {
            symbols.add(s.getLiteral("name").getString());
        }
        assertTrue(symbols.containsAll(Set.of("doca_dma_cap_task_memcpy_is_supported",
                "doca_dma_cap_task_memcpy_get_max_buf_size", "doca_dma_cap_task_memcpy_get_max_buf_list_len")), symbols.toString());
    }

    @Test
    void dmaIsRelatedOrRoutesToRdmaAndComch() {
        Set<String> targets = new HashSet<>();
        for (QuerySolution s : select("""
                SELECT ?name WHERE { ?dma rdfs:label "doca-dma" ; a dkg:Skill .
                  { ?dma dkg:relatedSkill ?t } UNION { ?dma dkg:routesTo ?t } ?t rdfs:label ?name }""")) {
            targets.add(s.getLiteral("name").getString());
        }
        assertTrue(targets.containsAll(Set.of("doca-rdma", "doca-comch")), targets.toString());
    }

    @Test
    void dmaPermissionMatrix() {
        Map<String, Set<String>> byRole = new HashMap<>();
        for (QuerySolution s : select("""
                SELECT ?role ?flag WHERE { ?p a dkg:PermissionRequirement ; dkg:ofSkill ?sk ; dkg:regionRole ?role ; dkg:requiresFlag ?f .
                  ?sk rdfs:label "doca-dma" . ?f rdfs:label ?flag }""")) {
            byRole.computeIfAbsent(s.getLiteral("role").getString().toLowerCase(), k -> new HashSet<>()).add(s.getLiteral("flag").getString());
        }
        assertTrue(byRole.getOrDefault("source", Set.of()).contains("DOCA_ACCESS_FLAG_LOCAL_READ_ONLY"), byRole.toString());
        assertTrue(byRole.getOrDefault("destination", Set.of()).contains("DOCA_ACCESS_FLAG_LOCAL_READ_WRITE"), byRole.toString());
    }

    @Test
    void theWholeGraphConformsToTheShapes() {
        var v = kg.validate();
        assertTrue(v.conforms(), () -> v.violations() + " violations, first: " + v.messages().stream().limit(5).toList());
    }

    @Test
    void searchRanksADmaSectionFirstForTheNotPermittedQuestion() {
        List<Hit> hits = Search.search(store, new SearchRequest("copy returns NOT_PERMITTED on first submit", 10, null, null, null)).hits();
        assertFalse(hits.isEmpty());
        assertEquals("section", hits.get(0).type().label(), hits.get(0).toString());
        assertEquals("doca-dma", hits.get(0).skill(), hits.get(0).toString());
    }

    @Test
    void chineseSearchFindsTheChineseDocument() {
        List<Hit> hits = Search.search(store, new SearchRequest("首次提交 权限", 10, null, null, "zh")).hits();
        assertFalse(hits.isEmpty(), "no hit for the Chinese query");
        assertTrue(hits.stream().anyMatch(h -> h.source() != null && h.source().startsWith("localized/zh/")), hits.toString());
    }

    @Test
    void reingestingTheSameInputChangesNothing() {
        long gen = kg.store().generation();
        IngestReport again = kg.ingest(List.of(Corpus.skills().toString(), Corpus.seedZh().toString()), IngestOptions.defaults(), IngestListener.NONE);
        assertEquals(0, again.documents());
        assertEquals(gen, kg.store().generation());
    }

    @Test
    void everyFactKeepsItsSourceFileAndAnchor() {
        List<QuerySolution> rows = select("""
                SELECT ?ref WHERE { ?c a dkg:ErrorCause ; dkg:error ?e ; prov:wasDerivedFrom ?sec . ?e rdfs:label "DOCA_ERROR_NOT_PERMITTED" .
                  ?c dkg:ofSkill ?sk . ?sk rdfs:label "doca-dma" . ?sec dkg:sourceRef ?ref }""");
        assertFalse(rows.isEmpty());
        assertEquals("skills/libs/doca-dma/CAPABILITIES.md#error-taxonomy", rows.get(0).getLiteral("ref").getString());
    }
}
