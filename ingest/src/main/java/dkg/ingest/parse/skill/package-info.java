/**
 * Parsers of the DOCA agent-skills bundle: {@link dkg.ingest.parse.skill.SkillMarkdownParser} for its
 * Markdown files, {@link dkg.ingest.parse.skill.SkillCardYamlParser} for SKILLCARD.yaml and
 * {@link dkg.ingest.parse.skill.LocalizedTextParser} for localized copies whose markup was lost.
 */
package dkg.ingest.parse.skill;
