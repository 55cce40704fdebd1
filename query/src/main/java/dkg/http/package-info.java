/**
 * The SPARQL 1.1 endpoint of doca-kg: embedded Fuseki over the store's TDB2 dataset, read-only
 * ({@code /doca/sparql}, {@code /doca/get}); SERVICE refused and every query held to the bounds of
 * {@link dkg.sparql.QueryLimits}.
 */
package dkg.http;
