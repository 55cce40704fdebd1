package dkg.route;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class FieldIndexTest {
    @Test
    void scoringEveryDocumentAtOnceGivesEachDocumentsOwnScore() {
        FieldIndex f = FieldIndex.of(List.of(
                List.of("dma", "copy", "buffer", "copy"),
                List.of("rdma", "write", "remote", "buffer"),
                List.of("flow", "pipe", "entry", "pipe", "pipe"),
                List.of()));
        Set<String> q = Set.of("copy", "buffer", "pipe", "absent");
        Map<String, Double> w = Map.of("pipe", 1.5);
        double[] first = f.scoreAll(q, w), all = f.scoreAll(q, w); // document by document, then over the postings
        assertEquals(4, all.length);
        for (int d = 0; d < all.length; d++) {
            assertEquals(f.score(q, w, d), first[d], 1e-12, "doc " + d);
            assertEquals(f.score(q, w, d), all[d], 1e-12, "doc " + d);
        }
        assertTrue(all[0] > all[1] && all[1] > 0 && all[3] == 0, java.util.Arrays.toString(all));
    }
}
