package dkg.storage;

import dkg.search.EntryType;
import dkg.search.IndexEntry;
import dkg.search.IndexSchema;
import dkg.vocab.DKG;
import dkg.vocab.DKG.Nodes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.Triple;

/**
 * The index entries one named graph implies: one per Skill, Section, Symbol and ErrorCause in it.
 * A pure function of the graph's triples, so the index can always be rebuilt from TDB2.
 *
 * <ul>
 *   <li>Skill: title = name; text = description, implicit phrasings, example questions.</li>
 *   <li>Section: title = heading; text = {@code dkg:text}; source = {@code dkg:sourceRef};
 *       lang = {@code dcterms:language} of the section or its document.</li>
 *   <li>Symbol (typed, or the object of {@code dkg:mentions}): title = exact name; text = brief and
 *       description of its ApiDefinitions. A symbol only mentioned gets no text: the headings of the
 *       sections that mention it would make it match every query about those sections.</li>
 *   <li>ErrorCause: title = error name and skill; text = context, cause, remedy; source = sourceRef
 *       of the section it was derived from.</li>
 * </ul>
 */
public final class IndexEntries {
    private IndexEntries() {}

    private static final Set<Node> SYMBOL_TYPES = Set.of(Nodes.Symbol, Nodes.Function, Nodes.Type, Nodes.Struct,
            Nodes.Enum, Nodes.EnumValue, Nodes.Macro);

    public static List<IndexEntry> of(Node graphName, Graph g) {
        String graph = graphName.getURI();
        List<IndexEntry> out = new ArrayList<>();
        for (Node s : subjectsOfType(g, Set.of(Nodes.Skill))) {
            String name = skillName(g, s);
            String text = join(strings(g, s, Nodes.description), strings(g, s, Nodes.implicitPhrasing),
                    strings(g, s, Nodes.exampleQuestion));
            String source = first(g, s, Nodes.sourceRef).or(() -> first(g, s, Nodes.sourcePath)).orElse(null);
            out.add(new IndexEntry(EntryType.SKILL, s.getURI(), name, text, name, source, null, graph));
        }
        for (Node s : subjectsOfType(g, Set.of(Nodes.Section))) {
            String title = first(g, s, Nodes.label).or(() -> first(g, s, Nodes.title))
                    .or(() -> first(g, s, Nodes.headingPath).map(IndexEntries::lastHeading)).orElse("");
            out.add(new IndexEntry(EntryType.SECTION, s.getURI(), title, join(strings(g, s, Nodes.text)),
                    skillOf(g, s), first(g, s, Nodes.sourceRef).orElse(null), langOf(g, s), graph));
        }
        Set<Node> symbols = subjectsOfType(g, SYMBOL_TYPES);
        g.find(Node.ANY, Nodes.mentions, Node.ANY).forEachRemaining(t -> { if (t.getObject().isURI()) symbols.add(t.getObject()); });
        // one look-up per mentioning section, not per symbol: a section holds all its mentions
        // edges, so reading it anew for each of 20,000 symbols made the commit quadratic
        Map<Node, Mentioner> mentioners = new HashMap<>();
        for (Node s : symbols) out.add(symbol(g, s, graph, mentioners));
        for (Node s : subjectsOfType(g, Set.of(Nodes.ErrorCause))) {
            String skill = skillOf(g, s);
            Optional<Node> section = objects(g, s, Nodes.wasDerivedFrom).stream().findFirst();
            String error = objects(g, s, Nodes.error).stream().findFirst().map(e -> nameOf(g, e)).orElse("");
            String title = skill == null ? error : error + " (" + skill + ")";
            String text = join(strings(g, s, Nodes.context), strings(g, s, Nodes.cause), strings(g, s, Nodes.remedy));
            out.add(new IndexEntry(EntryType.ERROR, s.getURI(), title.strip(), text, skill,
                    section.flatMap(sec -> first(g, sec, Nodes.sourceRef)).orElse(null),
                    section.map(sec -> langOf(g, sec)).orElse(null), graph));
        }
        return out;
    }

    /** What a symbol entry takes from a section that mentions it. */
    private record Mentioner(String skill, String source, String lang) {
        static Mentioner of(Graph g, Node section) {
            return new Mentioner(skillOf(g, section), first(g, section, Nodes.sourceRef).orElse(null), langOf(g, section));
        }
    }

    private static IndexEntry symbol(Graph g, Node s, String graph, Map<Node, Mentioner> mentioners) {
        List<String> text = new ArrayList<>();
        List<Node> defs = new ArrayList<>();
        g.find(Node.ANY, Nodes.definitionOf, s).forEachRemaining(t -> defs.add(t.getSubject()));
        for (Node d : defs) { text.addAll(strings(g, d, Nodes.brief)); text.addAll(strings(g, d, Nodes.description)); }
        text.addAll(strings(g, s, Nodes.brief));
        text.addAll(strings(g, s, Nodes.description));
        List<Node> mentioning = new ArrayList<>();
        g.find(Node.ANY, Nodes.mentions, s).forEachRemaining(t -> mentioning.add(t.getSubject()));
        String skill = skillOf(g, s);
        String source = null, lang = null;
        for (Node sec : mentioning) {
            Mentioner m = mentioners.computeIfAbsent(sec, x -> Mentioner.of(g, x));
            if (skill == null) skill = m.skill();
            if (source == null) source = m.source();
            if (lang == null) lang = m.lang();
        }
        for (Node d : defs) if (source == null) source = first(g, d, Nodes.sourceRef).orElse(null);
        return new IndexEntry(EntryType.SYMBOL, s.getURI(), nameOf(g, s), join(text), skill, source, lang, graph);
    }

    /** Skill name of a node: through {@code dkg:ofSkill}, or of its document. */
    private static String skillOf(Graph g, Node s) {
        Optional<Node> skill = objects(g, s, Nodes.ofSkill).stream().findFirst();
        if (skill.isEmpty())
            skill = objects(g, s, Nodes.inDocument).stream().flatMap(d -> objects(g, d, Nodes.ofSkill).stream()).findFirst();
        return skill.map(k -> skillName(g, k)).orElse(null);
    }

    private static String skillName(Graph g, Node skill) {
        return first(g, skill, Nodes.label).orElseGet(() -> fromIri(skill.getURI(), DKG.skillIri("")));
    }

    private static String nameOf(Graph g, Node n) {
        return first(g, n, Nodes.label).orElseGet(() -> {
            String iri = n.getURI();
            int cut = Math.max(iri.lastIndexOf('/'), iri.lastIndexOf('#'));
            return DKG.dec(iri.substring(cut + 1));
        });
    }

    private static String langOf(Graph g, Node s) {
        return first(g, s, Nodes.language).orElseGet(() -> objects(g, s, Nodes.inDocument).stream()
                .flatMap(d -> first(g, d, Nodes.language).stream()).findFirst().orElse(null));
    }

    private static String fromIri(String iri, String prefix) {
        String name = DKG.nameAfter(iri, prefix);
        return name != null ? name : DKG.lastSegment(iri);
    }

    private static String lastHeading(String path) {
        int i = path.lastIndexOf(" > ");
        return i < 0 ? path : path.substring(i + 3);
    }

    private static Set<Node> subjectsOfType(Graph g, Set<Node> types) {
        Set<Node> out = new LinkedHashSet<>();
        for (Node type : types)
            g.find(Node.ANY, Nodes.type, type).forEachRemaining(t -> { if (t.getSubject().isURI()) out.add(t.getSubject()); });
        return out;
    }

    private static List<Node> objects(Graph g, Node s, Node p) {
        return g.find(s, p, Node.ANY).mapWith(Triple::getObject).toList();
    }

    private static List<String> strings(Graph g, Node s, Node p) {
        return objects(g, s, p).stream().filter(Node::isLiteral).map(Node::getLiteralLexicalForm).sorted().toList();
    }

    private static Optional<String> first(Graph g, Node s, Node p) { return strings(g, s, p).stream().findFirst(); }

    @SafeVarargs
    private static String join(List<String>... parts) {
        return java.util.Arrays.stream(parts).flatMap(List::stream).filter(x -> !x.isBlank())
                .collect(Collectors.joining("\n"));
    }
}
