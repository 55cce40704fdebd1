/**
 * The MCP face of doca-kg: a Model Context Protocol server over stdio (official Java SDK).
 *
 * <p>Each tool is one {@link dkg.mcp.McpTool}: a JSON input schema, a description written for an
 * agent, and a handler that calls one method of the query API ({@link dkg.api.DocaKg} or
 * {@link dkg.kg.Search}) and hands back the record it returns — as structured content and as
 * readable text. No SPARQL, Lucene query or IRI is built here. Ingested skill files are served as
 * resources {@code doca-kg://skills/<skill>/<path>}.
 */
package dkg.mcp;
