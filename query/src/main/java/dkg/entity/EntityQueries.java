package dkg.entity;

import dkg.error.BadInputException;
import dkg.vocab.DKG;
import dkg.vocab.DKG.Nodes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.jena.atlas.iterator.Iter;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.sparql.core.DatasetGraph;

/**
 * The graph around one entity: finding it by name, its page (facts with their sections) and its
 * neighbourhood for a picture. Call inside a read transaction ({@code KgStore.read}); reads the
 * union of all document graphs.
 */
public final class EntityQueries {
    /**
     * Classes from most to least telling: an entity typed both {@code Error} and {@code EnumValue}
     * is shown as an Error. Also the order neighbours are kept in when a hub must be cut.
     */
    static final List<String> KINDS = List.of(
            "Skill", "Library", "ErrorCause", "Error", "CapabilityQuery", "TaskType", "PermissionRequirement",
            "AccessFlag", "Device", "CapabilityValue", "PathRule", "Referral", "Command", "Function", "Struct",
            "Enum", "EnumValue", "Macro", "Field", "Type", "Symbol", "ApiDefinition", "Parameter", "ErrorReturn",
            "Section", "Document");

    /** Links that are bookkeeping rather than meaning; drawn only when a filter names them. */
    static final Set<String> STRUCTURAL = Set.of("type", "wasDerivedFrom", "inDocument", "parentSection", "linksTo",
            "mentions", "sourceRoot", "definitionOf", "parameter", "returnsError");

    /** Kinds left out of a picture unless a filter names a relation that reaches them. */
    private static final Set<String> HIDDEN_KINDS = Set.of("Section", "Document", "ApiDefinition", "Parameter", "ErrorReturn");

    private static final int INCOMING_CAP = 200;
    private static final int FAN_OUT_FIRST = 80;
    private static final int FAN_OUT_LATER = 10;
    /** A hub (a common type named by thousands of sections) is read this far, not to its end. */
    private static final int LINKS_PER_NODE = 5000;

    private EntityQueries() {}

    // ---- finding an entity

    /** The entity an IRI or a name means; a name picks the most telling kind among equal labels. */
    static Node resolve(DatasetGraph dsg, String nameOrIri) {
        String s = nameOrIri.strip();
        Graph g = dsg.getUnionGraph();
        if (s.startsWith(DKG.ID)) {
            Node n = NodeFactory.createURI(s);
            if (g.contains(n, Node.ANY, Node.ANY)) return n;
            throw new BadInputException("no entity " + s + " in the store; search for its name instead");
        }
        Node cited = bySourceRef(g, s);
        if (cited != null) return cited;
        List<String> names = new ArrayList<>(List.of(s));
        String upper = s.toUpperCase(Locale.ROOT);
        if (!upper.startsWith("DOCA_ERROR_") && upper.matches("[A-Z_]+")) names.add("DOCA_ERROR_" + upper);
        if (!s.startsWith("doca-")) names.add("doca-" + s.toLowerCase(Locale.ROOT));
        for (String name : names) {
            Node best = null;
            int bestRank = Integer.MAX_VALUE;
            var it = g.find(Node.ANY, Nodes.label, NodeFactory.createLiteralString(name));
            try {
                while (it.hasNext()) {
                    Node n = it.next().getSubject();
                    int rank = KINDS.indexOf(kind(g, n));
                    if (rank < 0) rank = KINDS.size();
                    if (rank < bestRank) { best = n; bestRank = rank; }
                }
            } finally {
                Iter.close(it);
            }
            if (best != null) return best;
        }
        throw new BadInputException("no entity named '" + s + "' in the store; search for it first (doca-kg search \""
                + s + "\") and use a name or IRI it returns");
    }

    /**
     * The section a {@code file#anchor} cites, as ask and search give their sources
     * ({@code skills/libs/doca-dma/CAPABILITIES.md#error-taxonomy}); null for anything else.
     */
    private static Node bySourceRef(Graph g, String ref) {
        if (ref.indexOf('#') <= 0 || ref.contains(" ")) return null;
        var it = g.find(Node.ANY, Nodes.sourceRef, NodeFactory.createLiteralString(ref));
        try {
            Node any = null;
            while (it.hasNext()) {
                Node n = it.next().getSubject();
                if ("Section".equals(kind(g, n))) return n;
                if (any == null) any = n;
            }
            return any;
        } finally {
            Iter.close(it);
        }
    }

    // ---- the entity page

    static EntityPage page(DatasetGraph dsg, Node e) {
        Graph g = dsg.getUnionGraph();
        List<EntityPage.Ref> sources = new ArrayList<>();
        for (Node src : objects(g, e, Nodes.wasDerivedFrom)) sources.add(ref(g, src));
        EntityPage.Ref mainSource = sources.isEmpty() ? null : sources.getFirst();

        List<EntityPage.Fact> literals = new ArrayList<>();
        List<EntityPage.Fact> links = new ArrayList<>();
        var out = g.find(e, Node.ANY, Node.ANY);
        try {
            while (out.hasNext()) {
                Triple t = out.next();
                Node p = t.getPredicate();
                if (p.equals(Nodes.type) || p.equals(Nodes.label) || p.equals(Nodes.wasDerivedFrom)) continue;
                Node o = t.getObject();
                if (o.isLiteral()) literals.add(new EntityPage.Fact(local(p), p.getURI(), o.getLiteralLexicalForm(), null, mainSource));
                else if (o.isURI()) links.add(new EntityPage.Fact(local(p), p.getURI(), null, ref(g, o), mainSource));
            }
        } finally {
            Iter.close(out);
        }
        literals.sort(Comparator.comparing(EntityPage.Fact::relation).thenComparing(EntityPage.Fact::text));
        links.sort(Comparator.comparing(EntityPage.Fact::relation).thenComparing(f -> f.other().label()));
        List<EntityPage.Fact> facts = new ArrayList<>(literals);
        facts.addAll(links);

        List<EntityPage.Fact> incoming = new ArrayList<>();
        var in = g.find(Node.ANY, Node.ANY, e);
        try {
            while (in.hasNext() && incoming.size() < INCOMING_CAP * 5) {
                Triple t = in.next();
                Node s = t.getSubject();
                Node p = t.getPredicate();
                if (p.equals(Nodes.wasDerivedFrom) || !s.isURI()) continue;
                List<Node> from = objects(g, s, Nodes.wasDerivedFrom);
                incoming.add(new EntityPage.Fact(local(p), p.getURI(), null, ref(g, s), from.isEmpty() ? null : ref(g, from.getFirst())));
            }
        } finally {
            Iter.close(in);
        }
        // the telling ones first (causes, queries, skills), the many mentioning sections last
        incoming.sort(Comparator.comparingInt((EntityPage.Fact f) -> rank(f.other().kind()))
                .thenComparing(EntityPage.Fact::relation).thenComparing(f -> f.other().label()));
        int total = incoming.size();
        if (incoming.size() > INCOMING_CAP) incoming = incoming.subList(0, INCOMING_CAP);

        return new EntityPage(e.getURI(), label(g, e), kind(g, e), description(g, e), facts, incoming, total, sources);
    }

    // ---- the neighbourhood

    static Neighbourhood neighbourhood(DatasetGraph dsg, Node center, NeighbourhoodRequest req) {
        Graph g = dsg.getUnionGraph();
        // hubs sort hundreds of candidates: each node's kind and label are looked up once
        Map<Node, String> kinds = new HashMap<>();
        Map<Node, String> labels = new HashMap<>();
        java.util.function.Function<Node, String> kindOf = n -> kinds.computeIfAbsent(n, k -> kind(g, k));
        java.util.function.Function<Node, String> labelOf = n -> labels.computeIfAbsent(n, k -> label(g, k));
        Map<Node, Integer> distance = new LinkedHashMap<>();
        distance.put(center, 0);
        Set<String> relationsMet = new TreeSet<>();
        List<Node[]> links = new ArrayList<>(); // {s, p, o}
        boolean truncated = false;
        List<Node> frontier = List.of(center);
        for (int d = 1; d <= req.depth() && !frontier.isEmpty(); d++) {
            Map<Node, List<Node>> found = new LinkedHashMap<>(); // frontier node -> new neighbours
            for (Node[] l : linksOf(g, frontier)) {
                String rel = local(l[1]);
                if (!STRUCTURAL.contains(rel) || req.relations().contains(rel)) relationsMet.add(rel);
                if (!shown(rel, req)) continue;
                boolean out = distance.containsKey(l[0]) && frontier.contains(l[0]);
                Node from = out ? l[0] : l[2];
                Node other = out ? l[2] : l[0];
                if (other.equals(from)) continue;
                if (req.relations().isEmpty() && HIDDEN_KINDS.contains(kindOf.apply(other))) continue;
                links.add(l);
                if (!distance.containsKey(other)) found.computeIfAbsent(from, k -> new ArrayList<>()).add(other);
            }
            List<Node> next = new ArrayList<>();
            int fanOut = d == 1 ? FAN_OUT_FIRST : FAN_OUT_LATER;
            for (var entry : found.entrySet()) {
                List<Node> candidates = new ArrayList<>(new LinkedHashSet<>(entry.getValue()));
                candidates.removeIf(distance::containsKey);
                candidates.sort(Comparator.comparingInt((Node n) -> rank(kindOf.apply(n))).thenComparing(labelOf));
                if (candidates.size() > fanOut) { truncated = true; candidates = candidates.subList(0, fanOut); }
                for (Node n : candidates) {
                    if (distance.size() >= req.maxNodes()) { truncated = true; break; }
                    distance.put(n, d);
                    // a neighbouring skill has its own picture, a click away: expanding it too floods this one
                    if (d == 1 && n != center && "Skill".equals(kindOf.apply(n)) && req.relations().isEmpty()) continue;
                    next.add(n);
                }
            }
            frontier = next;
        }
        List<Neighbourhood.Node> nodes = new ArrayList<>();
        distance.forEach((n, dist) -> nodes.add(new Neighbourhood.Node(n.getURI(), labelOf.apply(n), kindOf.apply(n), dist)));
        Set<String> edgeKeys = new LinkedHashSet<>();
        List<Neighbourhood.Edge> edges = new ArrayList<>();
        for (Node[] l : links) {
            if (!distance.containsKey(l[0]) || !distance.containsKey(l[2])) continue;
            Neighbourhood.Edge edge = new Neighbourhood.Edge(l[0].getURI(), l[2].getURI(), local(l[1]));
            if (edgeKeys.add(edge.from() + " " + edge.relation() + " " + edge.to())) edges.add(edge);
        }
        return new Neighbourhood(center.getURI(), req.depth(), nodes, edges, List.copyOf(relationsMet), truncated);
    }

    private static boolean shown(String relation, NeighbourhoodRequest req) {
        return req.relations().isEmpty() ? !STRUCTURAL.contains(relation) : req.relations().contains(relation);
    }

    /**
     * Every IRI-to-IRI statement touching one of {@code frontier}, either way, as {s, p, o}: two index
     * look-ups per node (SPO and OSP), which TDB2 answers directly; a SPARQL join of the frontier with
     * a union was planned as a scan of the whole store.
     */
    private static List<Node[]> linksOf(Graph g, List<Node> frontier) {
        List<Node[]> out = new ArrayList<>();
        for (Node n : frontier) {
            collect(g.find(n, Node.ANY, Node.ANY), out, true);
            collect(g.find(Node.ANY, Node.ANY, n), out, false);
        }
        return out;
    }

    private static void collect(java.util.Iterator<Triple> it, List<Node[]> out, boolean outgoing) {
        try {
            int taken = 0;
            while (it.hasNext() && taken < LINKS_PER_NODE) {
                Triple t = it.next();
                if (t.getPredicate().equals(Nodes.type)) continue;
                if (!(outgoing ? t.getObject() : t.getSubject()).isURI()) continue;
                out.add(new Node[] {t.getSubject(), t.getPredicate(), t.getObject()});
                taken++;
            }
        } finally {
            Iter.close(it);
        }
    }

    // ---- naming nodes

    static EntityPage.Ref ref(Graph g, Node n) {
        String kind = kind(g, n);
        String sourceRef = firstLiteral(g, n, Nodes.sourceRef);
        if (sourceRef == null && "Document".equals(kind)) sourceRef = firstLiteral(g, n, Nodes.sourcePath);
        return new EntityPage.Ref(n.getURI(), label(g, n), kind, sourceRef);
    }

    static String label(Graph g, Node n) {
        String l = firstLiteral(g, n, Nodes.label);
        if (l == null) l = firstLiteral(g, n, Nodes.title);
        if (l != null) return l;
        String iri = n.isURI() ? n.getURI() : n.toString();
        int cut = Math.max(iri.lastIndexOf('/'), iri.lastIndexOf('#'));
        return cut >= 0 && cut < iri.length() - 1 ? iri.substring(cut + 1) : iri;
    }

    static String kind(Graph g, Node n) {
        Set<String> types = new java.util.HashSet<>();
        for (Node t : objects(g, n, Nodes.type)) if (t.isURI() && t.getURI().startsWith(DKG.NS)) types.add(local(t));
        for (String k : KINDS) if (types.contains(k)) return k;
        return types.isEmpty() ? "Resource" : types.iterator().next();
    }

    private static String description(Graph g, Node n) {
        for (Node p : List.of(Nodes.description, Nodes.brief, Nodes.comment)) {
            String d = firstLiteral(g, n, p);
            if (d != null) return d;
        }
        return null;
    }

    static int rank(String kind) {
        int i = KINDS.indexOf(kind);
        return i < 0 ? KINDS.size() : i;
    }

    static String local(Node p) {
        String iri = p.getURI();
        int cut = Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/'));
        return iri.substring(cut + 1);
    }

    /** The first literal object of {@code s p ?o} in {@code g}, as text, or null. */
    static String firstLiteral(Graph g, Node s, Node p) {
        var it = g.find(s, p, Node.ANY);
        try {
            while (it.hasNext()) {
                Node o = it.next().getObject();
                if (o.isLiteral()) return o.getLiteralLexicalForm();
            }
            return null;
        } finally {
            Iter.close(it);
        }
    }

    private static List<Node> objects(Graph g, Node s, Node p) {
        var it = g.find(s, p, Node.ANY);
        try {
            List<Node> out = new ArrayList<>();
            it.forEachRemaining(t -> out.add(t.getObject()));
            return out;
        } finally {
            Iter.close(it);
        }
    }
}
