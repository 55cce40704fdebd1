/**
 * SPARQL over the store: the {@code dkg:search} property function, a read-only query runner with
 * a timeout, store statistics and SHACL validation.
 */
package dkg.sparql;
