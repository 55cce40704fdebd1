/**
 * The SPARQL 1.1 endpoint of doca-kg: embedded Fuseki over the store's TDB2 dataset, read-only by
 * default ({@code /doca/sparql}, {@code /doca/get}); SERVICE and LOAD refused, a time limit and a
 * row cap on queries; {@code /doca/update} only when asked for, behind a bearer token off loopback.
 */
package dkg.http;
