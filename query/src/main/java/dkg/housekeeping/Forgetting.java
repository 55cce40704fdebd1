package dkg.housekeeping;

import dkg.lint.DanglingLinks;

import dkg.error.BadInputException;
import dkg.storage.ChangeSet;
import dkg.storage.GraphChange;
import dkg.storage.KgStore;
import java.util.ArrayList;
import java.util.List;
import org.apache.jena.graph.NodeFactory;

/**
 * Removes stored graphs that a name picks, in one commit of graph and index. A name is a graph IRI,
 * a document's source key ({@code skills/libs/doca-dma/SKILL.md}), a key folder
 * ({@code skills/libs/doca-dma/}, {@code api/3.0.0058}, {@code skills}), or a skill name
 * ({@code doca-dma}: every file of that skill).
 */
public final class Forgetting {
    private final KgStore store;

    public Forgetting(KgStore store) { this.store = store; }

    public ForgetReport forget(String target) {
        if (target == null || target.isBlank()) throw new BadInputException("name what to forget: a source key, a folder of keys, a skill or a graph IRI (see doca-kg status)");
        List<KgStore.StoredGraph> picked = pick(store.storedGraphs(), target.strip());
        if (picked.isEmpty()) {
            throw new BadInputException(BadInputException.Code.NOT_FOUND, "nothing in the store matches '" + target
                    + "'; doca-kg status lists the sources and what to give forget");
        }
        List<GraphChange> drops = new ArrayList<>();
        for (KgStore.StoredGraph g : picked) drops.add(GraphChange.drop(NodeFactory.createURI(g.graph())));
        drops.addAll(store.read(d -> DanglingLinks.pruned(d, picked, store.storedGraphs(), store.documentHashes())));
        long generation = store.commit(new ChangeSet(drops)).generation();
        return new ForgetReport(target, picked.stream().map(g -> g.sourceKey() != null ? g.sourceKey() : g.graph()).toList(), generation);
    }

    public static List<KgStore.StoredGraph> pick(List<KgStore.StoredGraph> graphs, String target) {
        String folder = target.endsWith("/") ? target : target + "/";
        List<KgStore.StoredGraph> exact = graphs.stream()
                .filter(g -> target.equals(g.graph()) || target.equals(g.sourceKey())).toList();
        if (!exact.isEmpty()) return exact;
        List<KgStore.StoredGraph> underFolder = graphs.stream()
                .filter(g -> g.sourceKey() != null && g.sourceKey().startsWith(folder)).toList();
        if (!underFolder.isEmpty()) return underFolder;
        // a skill name: every file of that skill, wherever its folder is in the bundle
        return graphs.stream().filter(g -> g.sourceKey() != null && g.sourceKey().startsWith("skills/")
                && g.sourceKey().contains("/" + folder)).toList();
    }
}
