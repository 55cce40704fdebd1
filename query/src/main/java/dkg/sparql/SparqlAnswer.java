package dkg.sparql;

/**
 * The complete result of one read-only SPARQL query, for faces that hand it on whole (MCP).
 *
 * @param form      SELECT, ASK, CONSTRUCT or DESCRIBE
 * @param mediaType {@code application/sparql-results+json} for SELECT and ASK, {@code text/turtle} otherwise
 * @param body      the result in that media type
 * @param count     rows of a SELECT, 1/0 for ASK, triples of CONSTRUCT/DESCRIBE
 * @param capped    true when the result was cut at the result cap (rows of a SELECT, triples otherwise)
 */
public record SparqlAnswer(String form, String mediaType, String body, long count, boolean capped) {}
