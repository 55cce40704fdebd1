/**
 * The query API every face uses: {@link dkg.api.DocaKg} (one method per task, each returning a
 * record) and the Jena-free {@link dkg.api.Search}. The small query classes behind it
 * ({@code SymbolDescriber}, {@code ErrorExplainer}, {@code Linter}, {@code CapabilityCatalog}, ...)
 * each turn one question into SPARQL over the store.
 */
package dkg.api;
