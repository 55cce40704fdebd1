/**
 * The DOCA C API as the graph sees it: {@link dkg.ingest.parse.api.DoxygenPageParser} reads the
 * Doxygen HTML reference, {@link dkg.ingest.parse.api.HeaderParser} installed headers; both fill
 * {@link dkg.ingest.parse.api.ApiMember}s that {@link dkg.ingest.parse.api.ApiEmitter} writes as
 * Symbols, ApiDefinitions, Parameters, ErrorReturns, Errors, AccessFlags, Libraries and
 * CapabilityQueries.
 */
package dkg.ingest.parse.api;
