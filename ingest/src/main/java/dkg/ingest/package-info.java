/**
 * Sources to RDF. Sub-packages: {@code source} (what to read), {@code parse} (one parser per
 * kind, streaming triples into a Jena {@code StreamRDF}; no store), {@code emit} (minting with
 * provenance), {@code fetch} (polite HTTP with cache), {@code probe} (live device facts).
 * {@link dkg.error.BadInputException} marks bad input everywhere.
 */
package dkg.ingest;
