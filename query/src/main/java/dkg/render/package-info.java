/**
 * Answers as text and JSON: one {@link dkg.render.TextRenderer} per answer record, registered in
 * {@link dkg.render.Renderers}, shared by the CLI, MCP and HTTP faces.
 */
package dkg.render;
