package dkg.ingest.parse.skill;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dkg.ingest.emit.DocumentGraphSink;
import dkg.ingest.parse.Problems;
import dkg.ingest.source.Source;
import dkg.ingest.source.SourceRegistry;
import dkg.ingest.source.SourceResolver;
import dkg.vocab.DKG;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.jena.graph.Graph;
import org.apache.jena.query.QueryExecutionFactory;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSet;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.rdf.model.ModelFactory;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.riot.system.StreamRDF;
import org.apache.jena.riot.system.StreamRDFLib;
import org.apache.jena.shacl.ShaclValidator;
import org.apache.jena.shacl.Shapes;
import org.apache.jena.shacl.ValidationReport;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The whole skills bundle (and the Chinese seed) through the resolver and the registered parsers
 * into an in-memory dataset, one named graph per document, checked against the facts and
 * the SHACL shapes. Fails when the corpus is missing under CI=true; skips otherwise.
 */
class SkillsBundleIT {
    private static DatasetGraph dataset;
    private static Model union;
    private static int documents;
    private static long millis;
    private static Problems problems;

    @BeforeAll
    static void ingest() {
        Path corpus = Path.of(System.getProperty("doca.corpus", "../../shared/corpus"));
        Path bundle = corpus.resolve("doca-skills");
        Path zh = corpus.resolve("seed-zh/000_7732844686a303cd.txt");
        if (!Files.isDirectory(bundle) || !Files.isRegularFile(zh)) {
            if ("true".equals(System.getenv("CI"))) fail("corpus missing at " + corpus.toAbsolutePath());
            Assumptions.abort("corpus missing at " + corpus.toAbsolutePath());
        }
        long t0 = System.nanoTime();
        List<Source> sources = new SourceResolver().resolve(List.of(bundle.toString(), zh.toString()));
        SourceRegistry registry = SourceRegistry.standard();
        problems = Problems.collecting();
        dataset = DatasetGraphFactory.create();
        StreamRDF out = StreamRDFLib.dataset(dataset);
        for (Source s : sources) {
            DocumentGraphSink sink = new DocumentGraphSink(DocumentGraphSink.graphFor(s.key()), out);
            sink.start();
            registry.parserFor(s.kind()).parse(s, sink, problems);
            sink.finish();
        }
        millis = (System.nanoTime() - t0) / 1_000_000;
        // a second pass, warm and into no store, shows what the parsers themselves cost
        long t1 = System.nanoTime();
        StreamRDF nowhere = StreamRDFLib.sinkNull();
        for (Source s : sources) registry.parserFor(s.kind()).parse(s, nowhere, Problems.collecting());
        System.err.printf("skills bundle: warm parse %d ms%n", (System.nanoTime() - t1) / 1_000_000);
        documents = sources.size();
        Graph g = GraphFactory.createDefaultGraph();
        dataset.find().forEachRemaining(q -> g.add(q.asTriple()));
        union = ModelFactory.createModelForGraph(g);
        System.err.printf("skills bundle: %d documents, %d quads, %d ms, %d problems%n",
                documents, dataset.stream().count(), millis, problems.list().size());
        problems.list().stream().limit(10).forEach(p -> System.err.println("  " + p));
        String dump = System.getProperty("dkg.dump"); // -Ddkg.dump=FILE.trig to look at what was read
        if (dump != null) {
            try (var os = Files.newOutputStream(Path.of(dump))) {
                org.apache.jena.riot.RDFDataMgr.write(os, dataset, Lang.TRIG);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }

    private static List<QuerySolution> select(String body) {
        List<QuerySolution> rows = new ArrayList<>();
        try (var qe = QueryExecutionFactory.create(DKG.PREFIXES + body, union)) {
            ResultSet rs = qe.execSelect();
            rs.forEachRemaining(rows::add);
        }
        return rows;
    }

    private static long count(String cls) {
        return select("SELECT (COUNT(DISTINCT ?x) AS ?n) { ?x a dkg:" + cls + " }").getFirst().getLiteral("n").getLong();
    }

    @Test
    void sixtySkillsByKind() {
        Map<String, Integer> kinds = new HashMap<>();
        for (QuerySolution r : select("SELECT ?k (COUNT(?s) AS ?n) { ?s a dkg:Skill ; dkg:skillKind ?k } GROUP BY ?k")) {
            kinds.put(r.getLiteral("k").getString(), r.getLiteral("n").getInt());
        }
        assertEquals(60, count("Skill"));
        assertEquals(Map.of("library", 38, "tool", 16, "service", 4, "knowledge", 2), kinds);
    }

    @Test
    void errorCausesAtLeast170() {
        long n = count("ErrorCause");
        System.err.println("ErrorCause: " + n + ", documents " + documents + ", sections " + count("Section")
                + ", symbols " + count("Symbol") + ", quads " + dataset.stream().count() + ", parse ms " + millis);
        assertTrue(n >= 170, "ErrorCause facts: " + n);
    }

    @Test
    void dmaCapabilityQueriesTiedToTheirFunctions() {
        Set<String> symbols = new TreeSet<>();
        for (QuerySolution r : select("""
                SELECT ?name { ?q a dkg:CapabilityQuery ; dkg:ofSkill ?s ; dkg:symbol ?sym .
                  ?s rdfs:label "doca-dma" . ?sym rdfs:label ?name }""")) symbols.add(r.getLiteral("name").getString());
        assertEquals(Set.of("doca_dma_cap_task_memcpy_is_supported", "doca_dma_cap_task_memcpy_get_max_buf_size",
                "doca_dma_cap_task_memcpy_get_max_buf_list_len"), symbols);
    }

    @Test
    void dmaRelatesAndRoutesToRdmaAndComch() {
        for (String target : List.of("doca-rdma", "doca-comch")) {
            for (String p : List.of("relatedSkill", "routesTo")) {
                assertTrue(ask("<" + DKG.skillIri("doca-dma") + "> dkg:" + p + " <" + DKG.skillIri(target) + ">"),
                        "doca-dma " + p + " " + target);
            }
            assertTrue(ask("?r a dkg:Referral ; dkg:fromSkill <" + DKG.skillIri("doca-dma") + "> ; dkg:toSkill <"
                    + DKG.skillIri(target) + "> ; dkg:reason ?why"), "referral to " + target);
        }
    }

    @Test
    void dmaPermissionPairs() {
        Set<String> pairs = new TreeSet<>();
        for (QuerySolution r : select("""
                SELECT ?role ?flag { ?p a dkg:PermissionRequirement ; dkg:ofSkill ?s ; dkg:regionRole ?role ;
                  dkg:requiresFlag/rdfs:label ?flag . ?s rdfs:label "doca-dma" }""")) {
            pairs.add(r.getLiteral("role").getString() + "->" + r.getLiteral("flag").getString());
        }
        assertEquals(Set.of("source->DOCA_ACCESS_FLAG_LOCAL_READ_ONLY", "destination->DOCA_ACCESS_FLAG_LOCAL_READ_WRITE"), pairs);
    }

    @Test
    void chineseDocumentTiedToDma() {
        assertTrue(ask("?d a dkg:Document ; dcterms:language \"zh\" ; dkg:ofSkill <" + DKG.skillIri("doca-dma") + "> ."
                + " ?s dkg:inDocument ?d ; dcterms:language \"zh\" ; dkg:mentions ?sym . ?sym rdfs:label \"DOCA_ERROR_NOT_PERMITTED\""));
    }

    @Test
    void unionGraphConformsToShapes() throws Exception {
        Graph shapesGraph = GraphFactory.createDefaultGraph();
        try (InputStream in = SkillsBundleIT.class.getResourceAsStream("/dkg/ontology/shapes.ttl")) {
            RDFParser.source(in).lang(Lang.TURTLE).parse(shapesGraph);
        }
        ValidationReport report = ShaclValidator.get().validate(Shapes.parse(shapesGraph), union.getGraph());
        if (!report.conforms()) {
            StringBuilder b = new StringBuilder(report.getEntries().size() + " violations, first:\n");
            report.getEntries().stream().limit(15).forEach(e -> b.append("  ").append(e).append('\n'));
            fail(b.toString());
        }
    }

    private static boolean ask(String pattern) {
        try (var qe = QueryExecutionFactory.create(DKG.PREFIXES + "ASK { " + pattern + " }", union)) {
            return qe.execAsk();
        }
    }
}
