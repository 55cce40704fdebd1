package dkg.sparql;

import dkg.vocab.DKG;
import java.io.InputStream;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFDataMgr;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.shacl.ShaclValidator;
import org.apache.jena.shacl.Shapes;
import org.apache.jena.shacl.ValidationReport;
import org.apache.jena.shacl.validation.ReportEntry;
import org.apache.jena.shacl.validation.Severity;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.graph.GraphFactory;
import org.apache.jena.system.Txn;

/**
 * SHACL validation of the union of the store's named graphs (the system graph excluded) against
 * the project shapes ({@value #SHAPES_RESOURCE} on the classpath, from the ontology module).
 */
public final class Validation {
    private Validation() {}

    public static final String SHAPES_RESOURCE = "/dkg/ontology/shapes.ttl";

    /** Validates against the project shapes. */
    public static ValidationOutcome validate(DatasetGraph dsg) { return validate(dsg, projectShapes()); }

    public static ValidationOutcome validate(DatasetGraph dsg, Graph shapesGraph) {
        Graph data = Txn.calculateRead(dsg, () -> {
            Graph g = GraphFactory.createDefaultGraph();
            dsg.listGraphNodes().forEachRemaining(name -> {
                if (!name.getURI().equals(DKG.SYSTEM_GRAPH))
                    dsg.find(name, Node.ANY, Node.ANY, Node.ANY).forEachRemaining(q -> g.add(q.asTriple()));
            });
            return g;
        });
        return validate(data, shapesGraph);
    }

    /** Validates one graph (no store needed). */
    public static ValidationOutcome validate(Graph data, Graph shapesGraph) {
        ValidationReport report = ShaclValidator.get().validate(Shapes.parse(shapesGraph), data);
        List<String> messages = new ArrayList<>();
        int violations = 0;
        for (ReportEntry e : report.getEntries()) {
            if (Severity.Violation.equals(e.severity())) violations++;
            messages.add(e.severity().level().getLocalName() + " " + str(e.focusNode())
                    + (e.resultPath() == null ? "" : " " + e.resultPath()) + ": " + e.message());
        }
        StringWriter w = new StringWriter();
        RDFDataMgr.write(w, report.getGraph(), Lang.TURTLE);
        return new ValidationOutcome(report.conforms(), violations, w.toString(), messages);
    }

    /** The shapes shipped in the ontology module. */
    public static Graph projectShapes() {
        InputStream in = Validation.class.getResourceAsStream(SHAPES_RESOURCE);
        if (in == null) throw new IllegalStateException(SHAPES_RESOURCE + " is not on the classpath");
        return RDFParser.source(in).lang(Lang.TURTLE).toGraph();
    }

    private static String str(Node n) { return n == null ? "" : n.isURI() ? "<" + n.getURI() + ">" : n.toString(); }
}
