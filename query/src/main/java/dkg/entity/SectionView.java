package dkg.entity;

/**
 * One ingested section as a reader sees it: its heading, where it is from, and its body as safe
 * HTML (rendered from the source Markdown when the file is still on this machine, else from the
 * section text the graph keeps).
 *
 * @param iri      the section's IRI
 * @param title    its heading
 * @param ref      {@code path#anchor} of the section in its source
 * @param headingPath the chain of headings above it, or null
 * @param html     sanitised HTML of the body (no scripts, no event handlers, no remote embeds)
 * @param fromSource true when {@code html} was rendered from the source file, false for the stored text
 */
public record SectionView(String iri, String title, String ref, String headingPath, String html, boolean fromSource) {}
