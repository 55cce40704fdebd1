package dkg.docs;

/**
 * The text of one ingested skill file, read back from the folder it was ingested from.
 *
 * @param file     which file
 * @param mimeType {@code text/markdown} or {@code application/yaml}
 * @param text     the file's content (UTF-8)
 */
public record SkillFileText(SkillFile file, String mimeType, String text) {}
