package dkg.search;

import java.util.Objects;

/**
 * One searchable thing: a skill, section, symbol or error cause, as read from one document graph.
 *
 * @param type   what the entry is
 * @param iri    the node's IRI (hits with the same IRI from several graphs collapse to one)
 * @param title  name or heading; weighs more than text
 * @param text   body text, may be empty
 * @param skill  skill name ({@code doca-dma}) or null
 * @param source {@code path#anchor} a reader opens to check it, or null
 * @param lang   language tag of the text ({@code en}, {@code zh}); null means en
 * @param graph  IRI of the named graph the entry was read from: the unit of delete and re-add
 */
public record IndexEntry(EntryType type, String iri, String title, String text, String skill, String source,
                         String lang, String graph) {
    public IndexEntry {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(iri, "iri");
        Objects.requireNonNull(graph, "graph");
        title = title == null ? "" : title;
        text = text == null ? "" : text;
        lang = lang == null || lang.isBlank() ? IndexSchema.DEFAULT_LANG : lang;
    }
}
