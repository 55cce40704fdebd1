package dkg.ingest.parse.api;

import dkg.ingest.emit.DocumentGraphSink;
import dkg.ingest.parse.Problems;
import dkg.ingest.parse.SourceParser;
import dkg.ingest.source.Source;
import dkg.vocab.DKG;
import java.util.ArrayList;
import java.util.List;
import org.apache.jena.query.Dataset;
import org.apache.jena.query.DatasetFactory;
import org.apache.jena.query.QueryExecution;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.riot.system.StreamRDFLib;

/** Test support: parses sources into an in-memory dataset (one named graph per document) and queries it. */
final class GraphQueries {
    final Dataset ds = DatasetFactory.create();
    final Problems problems = Problems.collecting();

    GraphQueries parse(SourceParser parser, List<Source> sources) {
        for (Source s : sources) {
            parser.parse(s, new DocumentGraphSink(DocumentGraphSink.graphFor(s.key()), StreamRDFLib.dataset(ds.asDatasetGraph())), problems);
        }
        return this;
    }

    /** SELECT over the union of the named graphs ({@code GRAPH ?g} is added around the pattern). */
    List<QuerySolution> select(String vars, String pattern) {
        String q = DKG.PREFIXES + "SELECT DISTINCT " + vars + " WHERE { GRAPH ?g { " + pattern + " } }";
        try (QueryExecution qe = QueryExecution.dataset(ds).query(q).build()) {
            List<QuerySolution> out = new ArrayList<>();
            qe.execSelect().forEachRemaining(out::add);
            return out;
        }
    }

    /** The single value of {@code ?v}, or null when none; fails when there are several. */
    String one(String pattern) {
        List<QuerySolution> rows = select("?v", pattern);
        if (rows.size() > 1) throw new AssertionError("several values for " + pattern + ": " + rows);
        if (rows.isEmpty()) return null;
        var v = rows.get(0).get("v");
        return v.isLiteral() ? v.asLiteral().getLexicalForm() : v.asResource().getURI();
    }

    static String sym(String name) { return "<" + DKG.symbolIri(name) + ">"; }

    static String def(String name, String version, String source) { return "<" + DKG.definitionIri(name, version, source) + ">"; }
}
