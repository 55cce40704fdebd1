package dkg.docs;

/**
 * One ingested file of a skill, as listed for readers (MCP resources).
 *
 * @param skill  the skill's name ({@code doca-dma})
 * @param path   the file's path inside the skill folder, forward slashes ({@code SKILL.md}, {@code references/x.md})
 * @param key    the source key recorded in the graph (path relative to the bundle root)
 * @param title  the document title, or null
 * @param role   the document role (SKILL, CAPABILITIES, ...), or null
 */
public record SkillFile(String skill, String path, String key, String title, String role) {}
