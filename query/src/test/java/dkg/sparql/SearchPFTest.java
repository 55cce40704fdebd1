package dkg.sparql;

import static org.junit.jupiter.api.Assertions.*;

import dkg.storage.KgStore;
import dkg.vocab.DKG;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.jena.sparql.exec.QueryExec;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SearchPFTest {
    @TempDir static Path dir;
    static KgStore store;

    @BeforeAll static void open() { store = SparqlTestStore.open(dir); }
    @AfterAll static void close() { store.close(); }

    List<String> column(String query, String var) {
        return store.read(d -> {
            List<String> out = new ArrayList<>();
            QueryExec.dataset(d).query(DKG.PREFIXES + query).select()
                    .forEachRemaining(b -> out.add(b.get(var).isURI() ? b.get(var).getURI() : b.get(var).getLiteralLexicalForm()));
            return out;
        });
    }

    @Test
    void hitsJoinWithTheGraph() {
        List<String> remedies = column("""
                SELECT ?remedy WHERE {
                  ?hit dkg:search ("NOT_PERMITTED" 10) .
                  ?hit a dkg:ErrorCause ; dkg:remedy ?remedy .
                }""", "remedy");
        assertEquals(List.of("register for writing"), remedies);
    }

    @Test
    void scoreIsBoundAndOrderedAndTheLimitHolds() {
        List<String> scores = column("SELECT ?score WHERE { (?hit ?score) dkg:search (\"memory\" 2) }", "score");
        assertEquals(2, scores.size());
        assertTrue(Float.parseFloat(scores.get(0)) >= Float.parseFloat(scores.get(1)));
    }

    @Test
    void plainLiteralAndTypeArgument() {
        assertFalse(column("SELECT ?hit { ?hit dkg:search \"memcpy\" }", "hit").isEmpty());
        List<String> skills = column("SELECT ?hit { ?hit dkg:search (\"memory\" 10 \"skill\") }", "hit");
        assertEquals(List.of(DKG.skillIri("doca-dma"), DKG.skillIri("doca-rdma")).stream().sorted().toList(),
                skills.stream().sorted().toList());
    }

    @Test
    void aBoundSubjectActsAsAFilter() {
        String dma = DKG.skillIri("doca-dma");
        assertEquals(1, column("SELECT ?x { BIND(<" + dma + "> AS ?hit) ?hit dkg:search (\"memory\" 10) BIND(1 AS ?x) }", "x").size());
        assertEquals(0, column("SELECT ?x { BIND(<" + dma + "> AS ?hit) ?hit dkg:search (\"benchmark\" 10) BIND(1 AS ?x) }", "x").size());
    }
}
