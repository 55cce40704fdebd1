package dkg.ingest.parse.code;

import dkg.ingest.emit.Minter;
import dkg.ingest.parse.api.Libraries;
import dkg.ingest.source.Source;
import dkg.vocab.DKG;
import dkg.vocab.DKG.Nodes;
import org.apache.jena.graph.Node;

/**
 * Declares the Sample or Application a samples-tree file belongs to, from the resolver's
 * attributes: every file of a unit writes the same node (type, label, release, folder, and the
 * library of a sample's {@code samples/<lib>} folder), each in its own graph, so the unit stays
 * whole when one file is re-ingested.
 */
final class CodeUnits {
    private CodeUnits() {}

    /** The unit node, declared; null when the file is above any unit. */
    static Node declare(Minter m) {
        Source s = m.source();
        String folder = s.attribute(Source.CODE_UNIT);
        String version = s.attribute(Source.DOCA_VERSION);
        if (folder == null || version == null) return null;
        Node unit = Minter.uri(DKG.codeUnitIri(version, folder));
        boolean sample = "sample".equals(s.attribute(Source.CODE_UNIT_KIND));
        m.triple(unit, Nodes.type, sample ? Nodes.Sample : Nodes.Application);
        m.literal(unit, Nodes.label, folder.substring(folder.lastIndexOf('/') + 1));
        m.literal(unit, Nodes.docaVersion, version);
        m.literal(unit, Nodes.sourcePath, folder);
        m.triple(unit, Nodes.wasDerivedFrom, m.document());
        String[] parts = folder.split("/");
        if (sample && parts.length >= 2 && parts[1].startsWith("doca_"))
            m.triple(unit, Nodes.ofLibrary, Minter.library(Libraries.moduleForHeader(parts[1])));
        m.triple(m.document(), Nodes.inCodeUnit, unit);
        return unit;
    }
}
