package dkg.docs;

/**
 * The text of one ingested document, read back from the file it was ingested from.
 *
 * @param key      the document's source key, as hits and answers cite it before their {@code #anchor}
 * @param mimeType by the file's ending ({@code text/markdown}, {@code text/html}, {@code text/x-c}, ...)
 * @param text     the file's content (UTF-8), exactly the bytes that were ingested
 */
public record DocumentText(String key, String mimeType, String text) {}
