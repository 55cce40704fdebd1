/**
 * What to ingest: {@link dkg.ingest.source.Source} values, their kinds, the registry that maps a kind
 * to its parser, and the resolver that turns command-line arguments into sources.
 */
package dkg.ingest.source;
