package dkg.lint;

import dkg.storage.GraphChange;
import dkg.storage.KgStore;
import dkg.vocab.DKG.Nodes;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.Quad;
import org.apache.jena.sparql.graph.GraphFactory;

/**
 * What the graphs that stay say of the things only forgotten graphs defined. A skill's graph types
 * it; other skills' documents link to it ({@code routesTo}, {@code relatedSkill}, a Referral's
 * {@code toSkill}), as they are parsed while it is in the bundle. Without it those links point at
 * an untyped node and {@code validate} fails. So the forget rewrites each such graph as an ingest
 * without the forgotten files would have made it: links to the gone nodes are dropped, and a
 * Referral to one goes as a whole (it is nothing without its target). The rewritten graph keeps its
 * source key, and its content hash marked {@link #PRUNED}, so the next ingest of its file parses it
 * again (and links again to a skill that came back).
 */
public final class DanglingLinks {
    /** Appended to a rewritten graph's recorded hash: it still counts as a document, but no file's hash equals it. */
    public static final String PRUNED = "+pruned";

    private DanglingLinks() {}

    /** Replacements for the graphs, other than {@code forgotten}, that link to nodes typed only in {@code forgotten}. */
    public static List<GraphChange> pruned(DatasetGraph d, List<KgStore.StoredGraph> forgotten, List<KgStore.StoredGraph> all,
                                    java.util.Map<String, String> hashes) {
        Set<Node> forgottenGraphs = forgotten.stream().map(g -> NodeFactory.createURI(g.graph())).collect(Collectors.toSet());
        Set<Node> gone = new HashSet<>();
        for (Node g : forgottenGraphs) d.find(g, Node.ANY, Nodes.type, Node.ANY).forEachRemaining(q -> gone.add(q.getSubject()));
        gone.removeIf(n -> typedOutside(d, n, forgottenGraphs));
        if (gone.isEmpty()) return List.of();

        List<GraphChange> out = new ArrayList<>();
        for (KgStore.StoredGraph stays : all) {
            Node g = NodeFactory.createURI(stays.graph());
            if (forgottenGraphs.contains(g) || !linksTo(d, g, gone)) continue;
            String hash = hashes.get(stays.graph());
            out.add(new GraphChange(g, without(d, g, gone), (hash == null ? "" : hash) + PRUNED, stays.sourceKey()));
        }
        return out;
    }

    private static boolean typedOutside(DatasetGraph d, Node n, Set<Node> forgottenGraphs) {
        Iterator<Quad> it = d.find(Node.ANY, n, Nodes.type, Node.ANY);
        while (it.hasNext()) if (!forgottenGraphs.contains(it.next().getGraph())) return true;
        return false;
    }

    private static boolean linksTo(DatasetGraph d, Node g, Set<Node> gone) {
        for (Node n : gone) if (d.contains(g, Node.ANY, Node.ANY, n)) return true;
        return false;
    }

    /** Graph {@code g} without its links to {@code gone}, and without its Referrals to them. */
    private static Graph without(DatasetGraph d, Node g, Set<Node> gone) {
        Set<Node> referrals = new HashSet<>();
        for (Node n : gone) d.find(g, Node.ANY, Nodes.toSkill, n).forEachRemaining(q -> referrals.add(q.getSubject()));
        Graph out = GraphFactory.createDefaultGraph();
        d.find(g, Node.ANY, Node.ANY, Node.ANY).forEachRemaining(q -> {
            Triple t = q.asTriple();
            if (gone.contains(t.getObject()) || referrals.contains(t.getSubject()) || referrals.contains(t.getObject())) return;
            out.add(t);
        });
        return out;
    }
}
