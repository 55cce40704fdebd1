package dkg.route;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class FieldIndexTest {
    static final List<List<String>> DOCS = List.of(
            List.of("dma", "copy", "buffer", "copy"),
            List.of("rdma", "write", "remote", "buffer"),
            List.of("flow", "pipe", "entry", "pipe", "pipe"),
            List.of());

    /** BM25 (k1 1.2, b 0.75) of one document, written out term by term from the documents themselves. */
    static double bm25(Set<String> q, Map<String, Double> w, int doc) {
        double avg = DOCS.stream().mapToInt(List::size).average().orElseThrow(), s = 0;
        for (String t : q) {
            long f = DOCS.get(doc).stream().filter(t::equals).count();
            long df = DOCS.stream().filter(d -> d.contains(t)).count();
            if (f == 0) continue;
            double idf = Math.log(1 + (DOCS.size() - df + 0.5) / (df + 0.5));
            s += w.getOrDefault(t, 1.0) * idf * f * 2.2 / (f + 1.2 * (0.25 + 0.75 * DOCS.get(doc).size() / avg));
        }
        return s;
    }

    @Test
    void scoringEveryDocumentAtOnceGivesEachDocumentItsBm25() {
        FieldIndex f = FieldIndex.of(DOCS);
        Set<String> q = Set.of("copy", "buffer", "pipe", "absent");
        Map<String, Double> w = Map.of("pipe", 1.5);
        double[] all = f.scoreAll(q, w);
        assertEquals(4, all.length);
        for (int d = 0; d < all.length; d++) assertEquals(bm25(q, w, d), all[d], 1e-12, "doc " + d);
        assertTrue(all[0] > all[1] && all[1] > 0 && all[3] == 0, java.util.Arrays.toString(all));
        assertEquals(List.of("copy", "buffer"), f.matched(q, 0), "highest IDF first");
    }

    @Test
    void theUnionsIdfCountsADocumentOnceWhicheverFieldsHoldTheTerm() {
        FieldIndex a = FieldIndex.of(List.of(List.of("copy"), List.of("write"), List.of())),
                b = FieldIndex.of(List.of(List.of("copy", "buffer"), List.of("copy"), List.of()));
        var union = new FieldIndex.Union(List.of(a, b));
        assertEquals(Math.log(1 + (3 - 2 + 0.5) / (2 + 0.5)), union.idf("copy"), 1e-12, "in documents 0 and 1");
        assertEquals(Math.log(1 + (3 - 1 + 0.5) / (1 + 0.5)), union.idf("buffer"), 1e-12);
        assertEquals(0.0, union.idf("absent"));
    }
}
