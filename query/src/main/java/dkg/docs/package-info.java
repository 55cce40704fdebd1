/**
 * Skill files and ingested documents as they were read, and full-text {@code search}: what the MCP
 * resources and the web page show verbatim.
 */
package dkg.docs;
