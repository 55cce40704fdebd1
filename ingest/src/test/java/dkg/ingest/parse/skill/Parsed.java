package dkg.ingest.parse.skill;

import dkg.ingest.parse.Problems;
import dkg.ingest.parse.SourceParser;
import dkg.ingest.source.Source;
import dkg.ingest.source.SourceKind;
import dkg.vocab.DKG;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.jena.graph.Graph;
import org.apache.jena.query.QueryExecutionFactory;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.rdf.model.ModelFactory;
import org.apache.jena.riot.system.StreamRDF;
import org.apache.jena.riot.system.StreamRDFLib;
import org.apache.jena.sparql.graph.GraphFactory;

/** Test helper: fixture sources parsed into one collecting graph, with SPARQL look-ups. */
final class Parsed {
    final Model model;
    final Problems problems = Problems.collecting();

    private Parsed(Model model) { this.model = model; }

    static Path fixture(String resource) {
        try {
            return Path.of(Parsed.class.getResource(resource).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A bundle fixture file as the resolver would key it: path relative to {@code /skills/bundle}. */
    static Source bundleSource(SourceKind kind, String key, String skill) {
        return Source.of(kind, fixture("/skills/bundle/" + key), key, Map.of(Source.SKILL, skill));
    }

    static Parsed of(SourceParser parser, Source... sources) {
        Graph g = GraphFactory.createDefaultGraph();
        StreamRDF sink = StreamRDFLib.graph(g);
        Parsed p = new Parsed(ModelFactory.createModelForGraph(g));
        sink.start();
        for (Source s : sources) parser.parse(s, sink, p.problems);
        sink.finish();
        return p;
    }

    boolean ask(String pattern) {
        try (var qe = QueryExecutionFactory.create(DKG.PREFIXES + "ASK { " + pattern + " }", model)) {
            return qe.execAsk();
        }
    }

    /** Values of the one variable {@code ?v} in {@code pattern}, as strings (lexical form or IRI). */
    List<String> values(String pattern) {
        List<String> out = new ArrayList<>();
        try (var qe = QueryExecutionFactory.create(DKG.PREFIXES + "SELECT ?v { " + pattern + " } ORDER BY ?v", model)) {
            qe.execSelect().forEachRemaining(r -> {
                var v = r.get("v");
                out.add(v.isLiteral() ? v.asLiteral().getLexicalForm() : v.toString());
            });
        }
        return out;
    }

    static String skill(String name) { return "<" + DKG.skillIri(name) + ">"; }

    static String doc(String key) { return "<" + DKG.documentIri(key) + ">"; }

    static String section(String key, String anchor) { return "<" + DKG.inDocumentIri(key, anchor) + ">"; }

    static String symbol(String name) { return "<" + DKG.symbolIri(name) + ">"; }
}
