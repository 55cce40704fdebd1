package dkg.storage;

import dkg.vocab.DKG;
import dkg.vocab.DKG.Nodes;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.sparql.graph.GraphFactory;

/**
 * Test-only child process of {@link StoreCrashIT}: commits synthetic changes into a store until
 * killed. Commit k (the one that makes generation k) replaces graph {@code slot(k % SLOTS)} with
 * {@link #sections(long)}, so the parent can tell what any generation must contain.
 *
 * <p>Args: {@code STORE_DIR [STEP N | LIMIT N]}. With a step, the N-th commit of this process prints
 * {@code AT STEP} and sleeps there, waiting for the parent's SIGKILL; with a limit, it makes N
 * commits and exits. Prints {@code committed G} after each commit.
 */
public final class CrashCommitter {
    static final int SLOTS = 3;

    static Node slot(long k) { return TestGraphs.uri(DKG.documentIri("crash/slot-" + (k % SLOTS))); }

    /** Section labels commit k writes: between 3 and 6 of them. */
    static List<String> sections(long k) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < 3 + k % 4; i++) out.add("k" + k + " section " + i);
        return out;
    }

    static Graph content(long k) {
        Graph g = GraphFactory.createDefaultGraph();
        Node doc = slot(k);
        g.add(doc, Nodes.type, Nodes.Document);
        for (String label : sections(k)) {
            Node s = TestGraphs.uri(doc.getURI() + "#" + label.replace(' ', '-'));
            g.add(s, Nodes.type, Nodes.Section);
            g.add(s, Nodes.label, TestGraphs.lit(label));
            g.add(s, Nodes.text, TestGraphs.lit("text of commit " + k + " padding ".repeat(20)));
            g.add(s, Nodes.inDocument, doc);
        }
        return g;
    }

    /** Commits the next generation's content, as a child would. */
    static void commitNext(KgStore store) {
        long k = store.generation() + 1;
        store.commit(ChangeSet.of(new GraphChange(slot(k), content(k), "k" + k, "crash/slot")));
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        int limit = args.length > 2 && args[1].equals("LIMIT") ? Integer.parseInt(args[2]) : Integer.MAX_VALUE;
        if (args.length > 2 && limit == Integer.MAX_VALUE) {
            KgStore.Step target = KgStore.Step.valueOf(args[1]);
            int nth = Integer.parseInt(args[2]);
            int[] seen = {0};
            KgStore.stepHook = step -> {
                if (step == target && ++seen[0] == nth) {
                    System.out.println("AT " + step);
                    System.out.flush();
                    try { Thread.sleep(Long.MAX_VALUE); } catch (InterruptedException e) { Thread.currentThread().interrupt(); }
                }
            };
        }
        try (KgStore store = KgStore.open(dir)) {
            for (int i = 0; i < limit; i++) {
                commitNext(store);
                System.out.println("committed " + store.generation());
                System.out.flush();
            }
        }
    }
}
