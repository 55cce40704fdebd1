package dkg.sparql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.error.BadInputException;
import dkg.storage.KgStore;
import java.io.ByteArrayOutputStream;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A query whose own arguments fail once it runs is the caller's error, with one line, in the CLI's runner too. */
class QueryFaultsTest {
    @TempDir static Path dir;
    static KgStore store;
    static QueryRunner runner;

    @BeforeAll static void open() {
        store = SparqlTestStore.open(dir);
        runner = new QueryRunner(store.dataset().asDatasetGraph());
    }

    @AfterAll static void close() { store.close(); }

    static BadInputException refused(String query) {
        return assertThrows(BadInputException.class, () -> runner.run(query, QueryRunner.Format.JSON, new ByteArrayOutputStream()));
    }

    @Test
    void aRegexThatDoesNotCompileIsBadInput() {
        for (String q : new String[] {"SELECT (REGEX(\"a\", \"(\") AS ?x) WHERE {}",
                "SELECT * WHERE { ?s <http://jena.apache.org/ARQ/property#strSplit> (\"a\" \"(\") }"}) {
            BadInputException e = refused(q);
            assertEquals(BadInputException.Code.BAD_QUERY, e.code(), e.getMessage());
            assertEquals(1, e.getMessage().lines().count(), e.getMessage());
            assertTrue(!e.getMessage().contains("Exception") && e.getMessage().contains("Unclosed group"), e.getMessage());
        }
    }

    @Test
    void aBadSearchLimitIsBadInputNamingTheFunction() {
        BadInputException e = refused("SELECT * WHERE { ?s <https://w3id.org/doca-kg/ontology#search> (\"dma\" \"ten\") }");
        assertTrue(e.getMessage().startsWith("dkg:search: the limit must be a whole number"), e.getMessage());
    }
}
