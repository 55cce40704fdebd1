/**
 * Markdown tools shared by the skill parsers, all working on the commonmark-java AST (never on raw
 * Markdown): plain text of a node, GitHub-style anchors, the front-matter split, and the scan for
 * DOCA symbol names in code.
 */
package dkg.ingest.parse.md;
