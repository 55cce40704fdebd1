package dkg.ingest.emit;

import dkg.vocab.DKG;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.riot.system.StreamRDF;
import org.apache.jena.riot.system.StreamRDFWrapper;
import org.apache.jena.sparql.core.Quad;

/**
 * Puts every triple a parser emits into the named graph of its document: provenance at document
 * level is chosen here, never by the parser. Quads pass through unchanged.
 */
public final class DocumentGraphSink extends StreamRDFWrapper {
    private final Node graph;

    public DocumentGraphSink(Node graph, StreamRDF downstream) {
        super(downstream);
        this.graph = graph;
    }

    /** The named graph for the document with this key. */
    public static Node graphFor(String documentKey) {
        return NodeFactory.createURI(DKG.documentIri(documentKey));
    }

    @Override
    public void triple(Triple t) {
        other.quad(Quad.create(graph, t));
    }

    public Node graph() { return graph; }
}
