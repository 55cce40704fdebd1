/**
 * Turning parsed input into triples: {@link dkg.ingest.emit.Minter} mints nodes with provenance,
 * {@link dkg.ingest.emit.DocumentGraphSink} places them in the document's named graph.
 */
package dkg.ingest.emit;
