/**
 * Source parsers: each reads one kind of {@link dkg.ingest.source.Source} and streams triples into
 * a Jena {@code StreamRDF}; problems go to {@link dkg.ingest.parse.Problems}. No parser knows the store.
 */
package dkg.ingest.parse;
