package dkg.ingest.emit;

import dkg.ingest.source.Source;
import dkg.vocab.DKG;
import dkg.vocab.DKG.Nodes;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.riot.system.StreamRDF;

/**
 * Mints the nodes of one document and writes its triples, as Jena's {@code ParserProfile} creates
 * nodes for a parser. It keeps the current {@link #section() section}, so every fact minted with
 * {@link #fact} is tied to where it was read ({@code prov:wasDerivedFrom}): a parser cannot forget
 * provenance by accident, and the SHACL shapes check it did not.
 *
 * <p>Literal writers skip null and blank values, so parsers need no guards around optional cells.
 * One Minter per document and thread.
 */
public final class Minter {
    private final Source source;
    private final StreamRDF out;
    private final Node document;
    private Node section;

    public Minter(Source source, StreamRDF out) {
        this.source = source;
        this.out = out;
        this.document = uri(DKG.documentIri(source.key()));
        this.section = document;
    }

    public Source source() { return source; }

    /** The Document node. */
    public Node document() { return document; }

    /** The Section facts are derived from now (the document itself before any heading). */
    public Node section() { return section; }

    /** Makes {@code anchor}'s Section current and returns its node. */
    public Node enterSection(String anchor) {
        section = sectionNode(anchor);
        return section;
    }

    /** The Section node of an anchor in this document, without making it current. */
    public Node sectionNode(String anchor) { return uri(DKG.inDocumentIri(source.key(), anchor)); }

    /** The Section node of an anchor in another document of the same source tree. */
    public static Node sectionNode(String documentKey, String anchor) {
        return anchor == null || anchor.isEmpty()
                ? uri(DKG.documentIri(documentKey))
                : uri(DKG.inDocumentIri(documentKey, anchor));
    }

    /** A node local to this document: its IRI is the document's plus {@code #fragment}. */
    public Node local(String fragment) { return uri(DKG.inDocumentIri(source.key(), fragment)); }

    /**
     * A new fact node of {@code type}, local to this document, tied to the current section and,
     * when given, to its skill.
     */
    public Node fact(Node type, String fragment, Node skill) {
        Node n = local(fragment);
        triple(n, Nodes.type, type);
        triple(n, Nodes.wasDerivedFrom, section);
        if (skill != null) triple(n, Nodes.ofSkill, skill);
        return n;
    }

    public static Node symbol(String name) { return uri(DKG.symbolIri(name)); }

    public static Node skill(String name) { return uri(DKG.skillIri(name)); }

    public static Node library(String module) { return uri(DKG.libraryIri(module)); }

    public static Node uri(String iri) { return NodeFactory.createURI(iri); }

    public void triple(Node s, Node p, Node o) { out.triple(Triple.create(s, p, o)); }

    /** A plain string literal; skipped when null or blank. */
    public void literal(Node s, Node p, String value) {
        if (value != null && !value.isBlank()) triple(s, p, NodeFactory.createLiteralString(value.strip()));
    }

    /** A language-tagged literal; skipped when null or blank. */
    public void literal(Node s, Node p, String value, String lang) {
        if (value == null || value.isBlank()) return;
        triple(s, p, lang == null || lang.isEmpty()
                ? NodeFactory.createLiteralString(value.strip())
                : NodeFactory.createLiteralLang(value.strip(), lang));
    }

    public void integer(Node s, Node p, long value) {
        triple(s, p, NodeFactory.createLiteralDT(Long.toString(value), XSDDatatype.XSDinteger));
    }

    public void bool(Node s, Node p, boolean value) {
        triple(s, p, NodeFactory.createLiteralDT(Boolean.toString(value), XSDDatatype.XSDboolean));
    }

    /**
     * Declares the Document node: kind, path, hash, and (when known) language and skill. Every
     * parser calls this once, first.
     */
    public void declareDocument(String title, String language, Node skill) {
        triple(document, Nodes.type, Nodes.Document);
        literal(document, Nodes.sourcePath, source.key());
        literal(document, Nodes.sourceKind, source.kind().id());
        literal(document, Nodes.sha256, source.sha256());
        literal(document, Nodes.title, title);
        literal(document, Nodes.language, language);
        if (skill != null) triple(document, Nodes.ofSkill, skill);
    }
}
