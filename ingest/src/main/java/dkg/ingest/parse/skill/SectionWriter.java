package dkg.ingest.parse.skill;

import dkg.ingest.emit.Minter;
import dkg.vocab.DKG.Nodes;
import org.apache.jena.graph.Node;

/**
 * Writes the triples of one Section, the same way for Markdown and for localized plain text, and
 * makes it the Minter's current section.
 */
final class SectionWriter {
    private SectionWriter() {}

    /**
     * @param heading heading text; {@code path} the headings from the top joined with " > "
     * @param parent  the enclosing Section, or null at the top
     * @param lang    language of the text ({@code en}, {@code zh}); labels and text are tagged with it
     *                unless it is {@code en}
     */
    static Node write(Minter m, Node skill, String anchor, String heading, String path, int level, int order,
                      Node parent, String text, String lang) {
        Node s = m.enterSection(anchor);
        String tag = "en".equals(lang) ? null : lang;
        m.triple(s, Nodes.type, Nodes.Section);
        m.literal(s, Nodes.label, heading, tag);
        m.literal(s, Nodes.anchor, anchor);
        m.literal(s, Nodes.headingPath, path, tag);
        m.integer(s, Nodes.headingLevel, level);
        m.integer(s, Nodes.order, order);
        m.triple(s, Nodes.inDocument, m.document());
        if (parent != null) m.triple(s, Nodes.parentSection, parent);
        m.literal(s, Nodes.sourceRef, m.source().key() + "#" + anchor);
        if (skill != null) m.triple(s, Nodes.ofSkill, skill);
        m.literal(s, Nodes.language, lang);
        m.literal(s, Nodes.text, text, tag);
        return s;
    }
}
