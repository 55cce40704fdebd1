package dkg.caps;

import dkg.ingest.probe.ProbeGraphWriter;
import dkg.ingest.probe.ProbeReport;
import dkg.storage.GraphChange;
import dkg.vocab.DKG;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFDataMgr;
import org.apache.jena.riot.system.StreamRDF;
import org.apache.jena.riot.system.StreamRDFLib;
import org.apache.jena.sparql.graph.GraphFactory;

/**
 * A probe report as a store change: the host's named graph ({@code DKG.hostGraphIri(host)}) with
 * the triples {@link ProbeGraphWriter} writes, the SHA-256 of their sorted N-Triples (so the hash
 * is a function of the content, not of write order), and source key {@code probe:<host>}.
 */
public final class LiveFacts {
    private LiveFacts() {}

    static GraphChange change(ProbeReport report) {
        Graph g = GraphFactory.createDefaultGraph();
        StreamRDF sink = StreamRDFLib.graph(g);
        sink.start();
        ProbeGraphWriter.write(report, sink);
        sink.finish();
        return new GraphChange(NodeFactory.createURI(DKG.hostGraphIri(report.hostName())), g, sha256(g),
                "probe:" + report.hostName());
    }

    static String sha256(Graph g) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        RDFDataMgr.write(out, g, Lang.NTRIPLES);
        String sorted = out.toString(StandardCharsets.UTF_8).lines().sorted().collect(java.util.stream.Collectors.joining("\n", "", "\n"));
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(sorted.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
