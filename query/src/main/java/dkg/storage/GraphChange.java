package dkg.storage;

import java.util.Objects;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;

/**
 * Replace one named graph, or drop it.
 *
 * @param graph     the named graph's IRI (a document IRI, a host graph IRI); not the system graph
 * @param content   the graph's new triples, or null to drop the graph
 * @param sha256    hash of the source bytes; an equal recorded hash makes the change a no-op. May be null
 *                  (always written).
 * @param sourceKey the source's key (path relative to its root, or URL), recorded beside the hash; may be null
 */
public record GraphChange(Node graph, Graph content, String sha256, String sourceKey) {
    public GraphChange {
        Objects.requireNonNull(graph, "graph");
        if (!graph.isURI()) throw new IllegalArgumentException("graph name must be an IRI: " + graph);
        if (graph.getURI().equals(dkg.vocab.DKG.SYSTEM_GRAPH))
            throw new IllegalArgumentException("the system graph is written by the store only");
    }

    public static GraphChange drop(Node graph) { return new GraphChange(graph, null, null, null); }
}
