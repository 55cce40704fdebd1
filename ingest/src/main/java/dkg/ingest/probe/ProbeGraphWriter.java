package dkg.ingest.probe;

import dkg.vocab.DKG;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.riot.system.StreamRDF;

/**
 * Writes a probe's live facts as triples: one {@code dkg:Device} per device and one
 * {@code dkg:CapabilityValue} per reading (device, query symbol, typed value or error name, enum
 * input, observation time). The caller routes them into {@code DKG.hostGraphIri(host)} and replaces
 * that graph on each save; this class knows no store. Does not call {@code start()}/{@code finish()}.
 */
public final class ProbeGraphWriter {
    private ProbeGraphWriter() {}

    /** Writes the report's devices and, when the native path ran, its readings. */
    public static void write(ProbeReport report, StreamRDF sink) {
        String host = report.hostName();
        for (DeviceIdentity d : report.devices()) device(host, d, sink);
        if (report.nativeResult() == null) return;
        // the installed release, for answers at the user's release when no headers are ingested
        String runtime = report.nativeResult().runtimeVersion();
        if (runtime != null && !runtime.isBlank())
            for (DeviceIdentity d : report.devices())
                sink.triple(Triple.create(NodeFactory.createURI(DKG.deviceIri(host, d.pciAddress())), DKG.Nodes.runtimeVersion,
                        NodeFactory.createLiteralString(runtime.strip())));
        Node at = NodeFactory.createLiteralDT(report.observedAt().toString(), XSDDatatype.XSDdateTime);
        for (DeviceReadings dr : report.nativeResult().devices()) {
            Node device = NodeFactory.createURI(DKG.deviceIri(host, dr.device().pciAddress()));
            for (CapabilityReading c : dr.readings()) {
                Node v = NodeFactory.createURI(DKG.capabilityValueIri(host, dr.device().pciAddress(), c.symbol(), c.input()));
                sink.triple(Triple.create(v, DKG.Nodes.type, DKG.Nodes.CapabilityValue));
                sink.triple(Triple.create(v, DKG.Nodes.device, device));
                sink.triple(Triple.create(v, DKG.Nodes.query, NodeFactory.createURI(DKG.symbolIri(c.symbol()))));
                if (c.input() != null) sink.triple(Triple.create(v, DKG.Nodes.queryInput, NodeFactory.createLiteralString(c.input())));
                if (c.error() != null) sink.triple(Triple.create(v, DKG.Nodes.errorName, NodeFactory.createLiteralString(c.error())));
                else sink.triple(Triple.create(v, DKG.Nodes.value, literal(c.value())));
                sink.triple(Triple.create(v, DKG.Nodes.observedAt, at));
            }
        }
    }

    private static void device(String host, DeviceIdentity d, StreamRDF sink) {
        Node s = NodeFactory.createURI(DKG.deviceIri(host, d.pciAddress()));
        sink.triple(Triple.create(s, DKG.Nodes.type, DKG.Nodes.Device));
        sink.triple(Triple.create(s, DKG.Nodes.pciAddress, NodeFactory.createLiteralString(d.pciAddress())));
        if (d.ibdevName() != null) sink.triple(Triple.create(s, DKG.Nodes.ibdevName, NodeFactory.createLiteralString(d.ibdevName())));
        if (d.ifaceName() != null) sink.triple(Triple.create(s, DKG.Nodes.interfaceName, NodeFactory.createLiteralString(d.ifaceName())));
        sink.triple(Triple.create(s, DKG.Nodes.hostName, NodeFactory.createLiteralString(host)));
    }

    private static Node literal(Object value) {
        return value instanceof Boolean b
                ? NodeFactory.createLiteralDT(b.toString(), XSDDatatype.XSDboolean)
                : NodeFactory.createLiteralDT(value.toString(), XSDDatatype.XSDinteger);
    }

}
