package dkg.bench;

import dkg.search.SearchRequest;
import dkg.search.Searcher;
import dkg.storage.ChangeSet;
import dkg.storage.CommitResult;
import dkg.storage.GraphChange;
import dkg.storage.KgStore;
import dkg.storage.TestGraphs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Benchmark main (not a test): commit time of a synthetic bundle, warm search latency (median and
 * p95 over 1000 queries), Searcher open time. Run: java -cp TEST_CLASSPATH dkg.bench.StoreBench [DOCS]
 */
public final class StoreBench {
    static final String[] WORDS = ("copy memory buffer task submit permission error device queue region "
            + "register access remote write read flag context progress engine completion").split(" ");

    public static void main(String[] args) throws Exception {
        int docs = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        Path dir = Files.createTempDirectory("dkg-bench");
        Random r = new Random(1);
        List<GraphChange> changes = new ArrayList<>();
        for (int d = 0; d < docs; d++) {
            var doc = TestGraphs.doc("doca-s" + (d % 60), "skills/s" + d + "/SKILL.md").skill("library", text(r, 30));
            for (int s = 0; s < 25; s++) {
                var sec = doc.section("sec-" + s, text(r, 4), text(r, 80), "doca_s" + d + "_fn_" + s, "DOCA_ERROR_E" + (s % 20));
                if (s % 5 == 0) doc.errorCause(sec, "DOCA_ERROR_E" + s, text(r, 8), text(r, 12), text(r, 12));
            }
            changes.add(doc.change("h" + d));
        }
        long e0 = System.nanoTime();
        int n = 0;
        for (GraphChange c : changes) n += dkg.storage.IndexEntries.of(c.graph(), c.content()).size();
        System.out.printf("IndexEntries alone: %d entries in %.2f s%n", n, (System.nanoTime() - e0) / 1e9);
        try (KgStore store = KgStore.open(dir)) {
            long t0 = System.nanoTime();
            CommitResult res = store.commit(new ChangeSet(changes));
            long t1 = System.nanoTime();
            System.out.printf("commit: %d graphs, %d quads, %d index entries in %.2f s%n",
                    res.graphsChanged(), res.quadsWritten(), res.indexEntries(), (t1 - t0) / 1e9);
            long t2 = System.nanoTime();
            CommitResult one = store.commit(ChangeSet.of(TestGraphs.doc("doca-s1", "skills/s1/SKILL.md").skill("tool", "changed").change("new")));
            System.out.printf("re-commit of one graph (store of %d quads): %.1f ms%n", res.quadsWritten(), (System.nanoTime() - t2) / 1e6);
        }
        long o0 = System.nanoTime();
        try (Searcher s = Searcher.openStore(dir)) {
            System.out.printf("Searcher.openStore: %.1f ms (first in this JVM), %d entries%n", (System.nanoTime() - o0) / 1e6, s.entryCount());
            String[] queries = new String[1000];
            for (int i = 0; i < queries.length; i++)
                queries[i] = switch (i % 4) {
                    case 0 -> WORDS[r.nextInt(WORDS.length)] + " " + WORDS[r.nextInt(WORDS.length)];
                    case 1 -> "E" + r.nextInt(20);
                    case 2 -> "doca_s" + r.nextInt(docs) + "_fn";
                    default -> "copy returns NOT_PERMITTED on first " + WORDS[r.nextInt(WORDS.length)];
                };
            for (int i = 0; i < 300; i++) s.search(SearchRequest.of(queries[i], 10)); // warm-up
            long[] ns = new long[queries.length];
            for (int i = 0; i < queries.length; i++) {
                long a = System.nanoTime();
                s.search(SearchRequest.of(queries[i], 10));
                ns[i] = System.nanoTime() - a;
            }
            Arrays.sort(ns);
            System.out.printf("warm search (limit 10, with snippets): median %.3f ms, p95 %.3f ms over %d queries%n",
                    ns[ns.length / 2] / 1e6, ns[ns.length * 95 / 100] / 1e6, ns.length);
        }
    }

    static String text(Random r, int words) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < words; i++) b.append(i == 0 ? "" : " ").append(WORDS[r.nextInt(WORDS.length)]);
        return b.toString();
    }
}
