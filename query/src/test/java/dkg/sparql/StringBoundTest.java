package dkg.sparql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dkg.error.BadInputException;
import dkg.storage.KgStore;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Queries that build ever longer strings stop at {@link StringBound}'s bounds; ordinary string work is untouched. */
class StringBoundTest {
    @TempDir static Path dir;
    static KgStore store;
    static QueryRunner runner;

    @BeforeAll static void open() {
        store = SparqlTestStore.open(dir);
        runner = new QueryRunner(store.dataset().asDatasetGraph());
    }

    @AfterAll static void close() { store.close(); }

    static String json(String query) {
        var out = new ByteArrayOutputStream();
        runner.run(query, QueryRunner.Format.JSON, out);
        return out.toString(StandardCharsets.UTF_8);
    }

    static String refusal(String query) {
        return assertThrows(BadInputException.class, () -> json(query)).getMessage();
    }

    /** {@code BIND(CONCAT(?v0, ?v0) AS ?v1)} and so on, {@code steps} times, from a 64-character string. */
    static String doubling(int steps) {
        StringBuilder q = new StringBuilder("SELECT (STRLEN(?v" + steps + ") AS ?n) WHERE { BIND(\"" + "x".repeat(64) + "\" AS ?v0) ");
        for (int i = 0; i < steps; i++) q.append("BIND(CONCAT(?v").append(i).append(", ?v").append(i).append(") AS ?v").append(i + 1).append(") ");
        return q.append("}").toString();
    }

    @Test
    void aDoublingChainStopsAtTheStringBound() {
        String m = refusal(doubling(40));
        assertTrue(m.contains("more than 1,048,576 characters"), m);
        // 64 × 2^14 = 1 Mi characters: still allowed
        assertTrue(json(doubling(14)).contains("\"1048576\""));
    }

    /** {@code VALUES} of {@code n} numbers, crossed {@code times} times: n^times rows. */
    static String cross(int n, int times) {
        String values = IntStream.range(0, n).mapToObj(Integer::toString).collect(Collectors.joining(" "));
        StringBuilder where = new StringBuilder();
        for (int i = 0; i < times; i++) where.append("VALUES ?c").append(i).append(" { ").append(values).append(" } ");
        return where.toString();
    }

    @Test
    void aGroupConcatOverALargeJoinStopsAtTheTotal() {
        // 100^3 rows of 100 characters: 100 M characters, over the 64 Mi total
        String m = refusal("SELECT (STRLEN(GROUP_CONCAT(?s)) AS ?n) WHERE { " + cross(100, 3) + "BIND(\"" + "y".repeat(100) + "\" AS ?s) }");
        assertTrue(m.contains("more than 67,108,864 characters"), m);
        // a long separator counts too
        String sep = refusal("SELECT (STRLEN(GROUP_CONCAT(?s; SEPARATOR=\"" + "-".repeat(1000) + "\")) AS ?n) WHERE { " + cross(100, 3) + "BIND(\"\" AS ?s) }");
        assertTrue(sep.contains("more than 67,108,864 characters"), sep);
        // and an ordinary one is untouched
        assertTrue(json("SELECT (GROUP_CONCAT(?s; SEPARATOR=\",\") AS ?all) WHERE { VALUES ?s { \"a\" \"b\" } }").contains("a,b") 
                || json("SELECT (GROUP_CONCAT(?s; SEPARATOR=\",\") AS ?all) WHERE { VALUES ?s { \"a\" \"b\" } }").contains("b,a"));
    }

    @Test
    void doublingInsideASubqueryOrAProjectionStopsToo() {
        String inner = doubling(20).replace("SELECT (STRLEN(?v20) AS ?n)", "SELECT ?v20");
        String m = refusal("SELECT (STRLEN(CONCAT(?v20, ?v20)) AS ?n) WHERE { { " + inner + " } }");
        assertTrue(m.contains("more than 1,048,576 characters"), m);
        String twice = "SELECT (STRLEN(?w) AS ?n) WHERE { { " + doubling(13).replace("SELECT (STRLEN(?v13) AS ?n)", "SELECT ?v13")
                + " } BIND(CONCAT(?v13, ?v13, ?v13, ?v13) AS ?w) }";
        assertTrue(refusal(twice).contains("more than 1,048,576 characters"));
    }

    @Test
    void aReplaceThatWouldMultiplyItsInputIsRefusedBeforeItRuns() {
        String big = "y".repeat(20_000);
        String m = refusal("SELECT (STRLEN(REPLACE(\"" + big + "\", \".\", \"" + big + "\")) AS ?n) WHERE {}");
        assertTrue(m.contains("more than 1,048,576 characters"), m);
        assertTrue(json("SELECT (REPLACE(\"doca_dma\", \"_\", \"-\") AS ?r) WHERE {}").contains("\"doca-dma\""));
        assertTrue(json("SELECT (REPLACE(\"ab\", \"(a)\", \"$1$1\") AS ?r) WHERE {}").contains("\"aab\""));
    }

    /** {@code rows} solutions, each building a 10,000-character string. */
    static String manyStrings(int rows) {
        String values = IntStream.range(0, rows / 100).mapToObj(Integer::toString).collect(Collectors.joining(" "));
        String hundred = IntStream.range(0, 100).mapToObj(Integer::toString).collect(Collectors.joining(" "));
        return "SELECT (COUNT(?x) AS ?n) WHERE { VALUES ?i { " + values + " } VALUES ?j { " + hundred + " } "
                + "BIND(CONCAT(\"" + "z".repeat(10_000) + "\", STR(?i), STR(?j)) AS ?x) }";
    }

    @Test
    void oneExecutionBuildsAtMostTheTotalBound() throws Exception {
        String m = refusal(manyStrings(10_000));
        assertTrue(m.contains("more than 67,108,864 characters"), m);
        // the total is per execution: three runs of 30 Mi characters each all answer
        for (int run = 0; run < 3; run++)
            assertEquals(3000, new ObjectMapper().readTree(json(manyStrings(3000))).at("/results/bindings/0/n/value").asInt());
    }
}
