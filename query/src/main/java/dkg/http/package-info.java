/**
 * The HTTP face of doca-kg: embedded Fuseki over a read-only view of the store that the façade hands
 * out ({@code /doca/sparql}, {@code /doca/get}); SERVICE refused and every query held to the bounds
 * of {@link dkg.sparql.QueryLimits}. It never imports the CLI or the storage package.
 */
package dkg.http;
