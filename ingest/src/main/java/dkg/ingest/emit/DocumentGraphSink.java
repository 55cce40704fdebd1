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
 *
 * <p>Also holds a document to {@link dkg.ingest.source.IngestLimits#maxLinksPerPage} link and
 * mention edges ({@code dkg:linksTo}, {@code dkg:linkTarget}, {@code dkg:mentions}): a page of
 * 100,000 links is a crawler trap or a generated index, not documentation; the edges past the
 * limit are dropped and counted ({@link #droppedLinks()}) for the caller to warn about.
 */
public final class DocumentGraphSink extends StreamRDFWrapper {
    private final Node graph;
    private final int maxLinks;
    private int links;
    private int dropped;

    public DocumentGraphSink(Node graph, StreamRDF downstream) {
        this(graph, downstream, dkg.ingest.source.IngestLimits.current().maxLinksPerPage());
    }

    public DocumentGraphSink(Node graph, StreamRDF downstream, int maxLinks) {
        super(downstream);
        this.graph = graph;
        this.maxLinks = maxLinks;
    }

    /** Link and mention edges dropped over the limit. */
    public int droppedLinks() { return dropped; }

    /** The named graph for the document with this key. */
    public static Node graphFor(String documentKey) {
        return NodeFactory.createURI(DKG.documentIri(documentKey));
    }

    @Override
    public void triple(Triple t) {
        Node p = t.getPredicate();
        if (p.equals(DKG.Nodes.mentions) || p.equals(DKG.Nodes.linksTo) || p.equals(DKG.Nodes.linkTarget)) {
            if (++links > maxLinks) { dropped++; return; }
        }
        other.quad(Quad.create(graph, t));
    }

    public Node graph() { return graph; }
}
