package dkg.storage;

import dkg.vocab.DKG;
import dkg.vocab.DKG.Nodes;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.sparql.graph.GraphFactory;

/** Hand-built document graphs for store, search and SPARQL tests (no parser needed). */
public final class TestGraphs {
    private TestGraphs() {}

    public static Node uri(String iri) { return NodeFactory.createURI(iri); }
    public static Node lit(String s) { return NodeFactory.createLiteralString(s); }

    /** A document graph builder for the document {@code key} of {@code skill}. */
    public static Doc doc(String skill, String key) { return new Doc(skill, key); }

    public static final class Doc {
        final Graph g = GraphFactory.createDefaultGraph();
        final String skill, key;
        final Node docNode, skillNode;

        Doc(String skill, String key) {
            this.skill = skill;
            this.key = key;
            docNode = uri(DKG.documentIri(key));
            skillNode = uri(DKG.skillIri(skill));
            g.add(docNode, Nodes.type, Nodes.Document);
            g.add(docNode, Nodes.ofSkill, skillNode);
        }

        public Node graphName() { return docNode; }
        public Graph graph() { return g; }

        public Doc lang(String lang) { g.add(docNode, Nodes.language, lit(lang)); return this; }

        public Doc skill(String kind, String description) {
            g.add(skillNode, Nodes.type, Nodes.Skill);
            g.add(skillNode, Nodes.label, lit(skill));
            g.add(skillNode, Nodes.skillKind, lit(kind));
            g.add(skillNode, Nodes.description, lit(description));
            return this;
        }

        /** A section with heading and text; {@code mentions} are symbol names. */
        public Node section(String anchor, String heading, String text, String... mentions) {
            Node s = uri(DKG.inDocumentIri(key, anchor));
            g.add(s, Nodes.type, Nodes.Section);
            g.add(s, Nodes.label, lit(heading));
            g.add(s, Nodes.anchor, lit(anchor));
            g.add(s, Nodes.text, lit(text));
            g.add(s, Nodes.sourceRef, lit(key + "#" + anchor));
            g.add(s, Nodes.inDocument, docNode);
            g.add(s, Nodes.ofSkill, skillNode);
            for (String m : mentions) {
                Node sym = uri(DKG.symbolIri(m));
                g.add(s, Nodes.mentions, sym);
                g.add(sym, Nodes.type, Nodes.Symbol);
                g.add(sym, Nodes.label, lit(m));
            }
            return s;
        }

        public Node errorCause(Node section, String error, String context, String cause, String remedy) {
            Node ec = uri(DKG.inDocumentIri(key, "error-" + error));
            Node err = uri(DKG.symbolIri(error));
            g.add(ec, Nodes.type, Nodes.ErrorCause);
            g.add(ec, Nodes.error, err);
            g.add(err, Nodes.type, Nodes.Error);
            g.add(err, Nodes.label, lit(error));
            g.add(ec, Nodes.context, lit(context));
            g.add(ec, Nodes.cause, lit(cause));
            g.add(ec, Nodes.remedy, lit(remedy));
            g.add(ec, Nodes.ofSkill, skillNode);
            g.add(ec, Nodes.wasDerivedFrom, section);
            return ec;
        }

        public GraphChange change(String sha) { return new GraphChange(docNode, g, sha, key); }
    }
}
