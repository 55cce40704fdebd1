package dkg.housekeeping;

import dkg.error.BadInputException;
import dkg.error.Check;
import java.io.OutputStream;
import java.util.List;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.riot.RDFDataMgr;
import org.apache.jena.riot.RDFFormat;
import org.apache.jena.sparql.core.DatasetGraph;

/**
 * Writes the store, or one named graph of it, in a standard RDF syntax through Jena RIOT. N-Quads and
 * TriG keep every named graph (so a re-import rebuilds the same dataset); Turtle and JSON-LD of the
 * whole store write the union of the document graphs. Call inside a read transaction.
 */
public final class RdfExport {
    public static final List<String> FORMATS = List.of("nq", "trig", "ttl", "jsonld");

    private RdfExport() {}

    public static void write(DatasetGraph dsg, String format, String graph, OutputStream out) {
        String f = Check.oneOf(format, FORMATS, "export format");
        if (graph != null && !graph.isBlank()) {
            var name = NodeFactory.createURI(graph.strip());
            if (!dsg.containsGraph(name))
                throw new BadInputException("no graph <" + graph.strip() + "> in the store; list graphs with "
                        + "doca-kg sparql 'SELECT DISTINCT ?g { GRAPH ?g {} }'");
            Graph g = dsg.getGraph(name);
            RDFDataMgr.write(out, g, f.equals("jsonld") ? RDFFormat.JSONLD11 : RDFFormat.TURTLE_BLOCKS);
            return;
        }
        switch (f) {
            // streaming writers: the full store does not have to fit in memory twice
            case "nq" -> RDFDataMgr.write(out, dsg, RDFFormat.NQUADS);
            case "trig" -> RDFDataMgr.write(out, dsg, RDFFormat.TRIG_BLOCKS);
            case "ttl" -> RDFDataMgr.write(out, dsg.getUnionGraph(), RDFFormat.TURTLE_BLOCKS);
            default -> RDFDataMgr.write(out, dsg, RDFFormat.JSONLD11);
        }
    }
}
