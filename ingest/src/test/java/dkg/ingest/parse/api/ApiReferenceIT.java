package dkg.ingest.parse.api;

import static org.junit.jupiter.api.Assertions.*;

import dkg.ingest.emit.DocumentGraphSink;
import dkg.ingest.parse.Problems;
import dkg.ingest.source.ApiFolders;
import dkg.ingest.source.Source;
import dkg.ingest.source.SourceKind;
import dkg.vocab.DKG;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.jena.query.Dataset;
import org.apache.jena.query.DatasetFactory;
import org.apache.jena.query.QueryExecution;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.riot.system.StreamRDF;
import org.apache.jena.riot.system.StreamRDFLib;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The whole DOCA 3.0.0058 Doxygen reference of the shared corpus, parsed into an in-memory dataset. */
class ApiReferenceIT {

    static Dataset ds;
    static Problems problems;

    @BeforeAll
    static void parseAll() {
        Path dir = Path.of(System.getProperty("doca.corpus", "../shared/corpus"), "doca-api-3.0");
        if (!Files.isDirectory(dir)) {
            if ("true".equals(System.getenv("CI"))) fail("corpus missing at " + dir + " (CI=true)");
            Assumptions.abort("corpus missing at " + dir);
        }
        assertTrue(ApiFolders.isDoxygen(dir));
        List<Source> sources = ApiFolders.doxygen(dir);
        ds = DatasetFactory.create();
        problems = Problems.collecting();
        DoxygenPageParser parser = new DoxygenPageParser();
        StreamRDF base = StreamRDFLib.dataset(ds.asDatasetGraph());
        long t0 = System.nanoTime();
        for (Source s : sources) {
            assertEquals(SourceKind.DOXYGEN_HTML, s.kind());
            parser.parse(s, new DocumentGraphSink(DocumentGraphSink.graphFor(s.key()), base), problems);
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        System.err.printf("parsed %d pages in %d ms: %d quads, %d problems%n", sources.size(), ms,
                ds.asDatasetGraph().stream().count(), problems.list().size());
        problems.list().stream().limit(15).forEach(p -> System.err.println("  " + p));
    }

    static List<QuerySolution> select(String q) {
        try (QueryExecution qe = QueryExecution.dataset(ds).query(DKG.PREFIXES + q).build()) {
            List<QuerySolution> out = new java.util.ArrayList<>();
            qe.execSelect().forEachRemaining(out::add);
            return out;
        }
    }

    static long count(String q) { return select(q).get(0).getLiteral("n").getLong(); }

    private static final String GROUP_FUNCTIONS = """
            SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE { GRAPH ?g {
              ?d dkg:definitionOf ?s ; dkg:stability %s . ?s a dkg:Function . }
              GRAPH ?g { ?doc a dkg:Document ; dkg:sourcePath ?path . FILTER(CONTAINS(?path, "/group__")) } }
            """;

    @Test
    void functionsOnGroupPagesByStability() {
        long stable = count(GROUP_FUNCTIONS.formatted("\"stable\""));
        long experimental = count(GROUP_FUNCTIONS.formatted("\"experimental\""));
        long all = count(GROUP_FUNCTIONS.formatted("?any"));
        System.err.printf("group-page functions: %d (stable %d, experimental %d, none %d)%n", all, stable, experimental, all - stable - experimental);
        assertEquals(294, stable);
        assertEquals(1527, experimental);
        // The 1,848 counts the names in the groups' "Functions" summary tables; 12 of those
        // are typedefs (DOCA PCC Device) and one is Doxygen's "__attribute__": 1,835 real functions.
        assertEquals(1835, all);
        for (String typedef : List.of("doca_pcc_dev_algo_ctxt_t", "doca_pcc_dev_event_t", "doca_pcc_dev_rtt_tstamp_t")) {
            long asType = count("SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE { GRAPH ?g { <%s> a ?x FILTER(?x = dkg:Type) } }".formatted(DKG.symbolIri(typedef)));
            long asFunction = count("SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { <%s> a dkg:Function } }".formatted(DKG.symbolIri(typedef)));
            assertEquals(1, asType, typedef);
            assertEquals(0, asFunction, typedef + " is listed under Functions but is a typedef");
        }
    }

    @Test
    void capabilityQueries() {
        select("""
                SELECT ?l ?path WHERE { GRAPH ?g { ?q a dkg:CapabilityQuery ; rdfs:label ?l ; prov:wasDerivedFrom ?sec . ?sec dkg:sourceRef ?path FILTER(!CONTAINS(?path, "group__")) } }""")
                .forEach(r -> System.err.println("capability query off group pages: " + r));
        long n = count("""
                SELECT (COUNT(DISTINCT ?q) AS ?n) WHERE { GRAPH ?g { ?q a dkg:CapabilityQuery ; prov:wasDerivedFrom ?sec . ?sec dkg:sourceRef ?path FILTER(CONTAINS(?path, "/group__")) } }""");
        assertEquals(181, n);
        List<QuerySolution> sha = select("""
                SELECT ?first ?out ?extra ?enum WHERE { GRAPH ?g { ?q a dkg:CapabilityQuery ; dkg:symbol ?s ;
                  dkg:firstParamType ?first ; dkg:extraInputType ?extra ; dkg:extraInputEnum ?enum .
                  OPTIONAL { ?q dkg:outParamType ?out } ?s rdfs:label "doca_sha_cap_get_min_dst_buf_size" } }""");
        assertEquals(1, sha.size(), "doca_sha_cap_get_min_dst_buf_size: " + sha);
        // written "struct doca_devinfo const *" in doca_sha.h: normalised for the probe
        assertEquals("const struct doca_devinfo *", sha.get(0).getLiteral("first").getString());
        assertEquals("uint32_t *", sha.get(0).getLiteral("out").getString());
        assertEquals("enum doca_sha_algorithm", sha.get(0).getLiteral("extra").getString());
        long enumValues = count("SELECT (COUNT(?v) AS ?n) WHERE { GRAPH ?g { ?v dkg:ofEnum <" + sha.get(0).getResource("enum").getURI() + "> } }");
        assertTrue(enumValues >= 2, "the probe can list the extra input's values");
        long isSupportedWithOut = count("""
                SELECT (COUNT(DISTINCT ?q) AS ?n) WHERE { GRAPH ?g { ?q a dkg:CapabilityQuery ; dkg:symbol ?s ; dkg:outParamType ?o .
                  ?s rdfs:label ?l FILTER(STRENDS(?l, "_is_supported")) } }""");
        System.err.println("is_supported queries with an out parameter: " + isSupportedWithOut);
    }

    @Test
    void errors() {
        List<QuerySolution> rows = select("""
                SELECT DISTINCT ?name ?code ?d WHERE { GRAPH ?g { ?e a dkg:Error ; rdfs:label ?name ; dkg:errorCode ?code ; dcterms:description ?d } } ORDER BY ?code""");
        assertEquals(31, rows.size());
        for (int i = 0; i < 31; i++) assertEquals(i, rows.get(i).getLiteral("code").getInt());
        assertEquals("DOCA_SUCCESS", rows.get(0).getLiteral("name").getString());
        assertEquals("DOCA_ERROR_NOT_PERMITTED", rows.get(2).getLiteral("name").getString());
        assertEquals("Operation not permitted", rows.get(2).getLiteral("d").getString());
        assertEquals("DOCA_ERROR_SKIPPED", rows.get(30).getLiteral("name").getString());
    }

    @Test
    void accessFlagsCarryTheirOwnDescriptions() {
        List<QuerySolution> rows = select("""
                SELECT ?name ?bit ?d WHERE { GRAPH ?g { ?f a dkg:AccessFlag ; rdfs:label ?name ; dkg:bitValue ?bit . OPTIONAL { ?f dcterms:description ?d } } } ORDER BY ?bit""");
        java.util.Map<String, QuerySolution> by = new java.util.HashMap<>();
        rows.forEach(r -> by.put(r.getLiteral("name").getString(), r));
        assertEquals(1, by.get("DOCA_ACCESS_FLAG_LOCAL_READ_WRITE").getLiteral("bit").getInt());
        QuerySolution ro = by.get("DOCA_ACCESS_FLAG_PCI_READ_ONLY");
        assertEquals(16, ro.getLiteral("bit").getInt());
        String d = ro.getLiteral("d").getString();
        assertTrue(d.contains("reading") && d.contains("prevents write"), d);
        String rw = by.get("DOCA_ACCESS_FLAG_PCI_READ_WRITE").getLiteral("d").getString();
        assertTrue(rw.contains("reading and writing"), rw);
        assertNull(by.get("DOCA_ACCESS_FLAG_PCI_RELAXED_ORDERING").get("d"), "its own comment is lost in the HTML");
    }

    @Test
    void dmaMaxBufSize() {
        List<QuerySolution> rows = select("""
                SELECT ?sig ?stab ?lib ?header ?cond WHERE { GRAPH ?g {
                  ?d dkg:definitionOf ?s ; dkg:signature ?sig ; dkg:stability ?stab ; dkg:returnsError ?r .
                  ?r dkg:error <%s> ; dkg:condition ?cond . ?s dkg:ofLibrary ?lib }
                  OPTIONAL { GRAPH ?h { ?d dkg:headerFile ?header } } }"""
                .formatted(DKG.symbolIri("DOCA_ERROR_INVALID_VALUE")).replace("?d dkg:definitionOf ?s", "?d dkg:definitionOf <" + DKG.symbolIri("doca_dma_cap_task_memcpy_get_max_buf_size") + "> . ?d dkg:definitionOf ?s"));
        assertFalse(rows.isEmpty());
        QuerySolution r = rows.get(0);
        assertTrue(r.getLiteral("sig").getString().contains("uint64_t *buf_size"), r.toString());
        assertEquals("stable", r.getLiteral("stab").getString());
        assertEquals(DKG.libraryIri("doca-dma"), r.getResource("lib").getURI());
        assertEquals("doca_dma.h", r.getLiteral("header").getString());
        assertEquals("in case of invalid input", r.getLiteral("cond").getString());
        List<QuerySolution> params = select("""
                SELECT ?name ?type ?dir WHERE { GRAPH ?g { <%s> dkg:parameter ?p . ?p dkg:paramName ?name ; dkg:paramType ?type ; dkg:direction ?dir ; dkg:order ?o } } ORDER BY ?o"""
                .formatted(DKG.definitionIri("doca_dma_cap_task_memcpy_get_max_buf_size", "3.0.0058", "doxygen-html")));
        assertEquals(2, params.size());
        assertEquals("buf_size", params.get(1).getLiteral("name").getString());
        assertEquals("uint64_t *", params.get(1).getLiteral("type").getString());
        assertEquals("out", params.get(1).getLiteral("dir").getString());
        long lib = count("SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { <" + DKG.libraryIri("doca-dma") + "> dkg:pkgConfigModule \"doca-dma\" ; dkg:apiGroup \"DOCA DMA Engine\" } }");
        assertEquals(1, lib);
    }

    @Test
    void everyDefinitionHasProvenance() {
        long without = count("""
                SELECT (COUNT(DISTINCT ?d) AS ?n) WHERE { GRAPH ?g { ?d a dkg:ApiDefinition FILTER NOT EXISTS { ?d prov:wasDerivedFrom ?s } } }""");
        assertEquals(0, without);
        long sectionsWithoutRef = count("""
                SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE { GRAPH ?g { ?x prov:wasDerivedFrom ?s FILTER NOT EXISTS { ?s dkg:sourceRef ?r } FILTER NOT EXISTS { ?s a dkg:Document } } }""");
        assertEquals(0, sectionsWithoutRef);
    }
}
