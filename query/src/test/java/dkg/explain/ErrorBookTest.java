package dkg.explain;

import dkg.api.DocaKg;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The error book says what the graph says: for every error it holds, with no library and with
 * every module (and a short name of one), its explanation equals {@link ErrorExplainer}'s; codes
 * resolve to the same error; and a later {@code explain} is answered from its files.
 */
class ErrorBookTest {
    @TempDir Path dir;

    private static String fixture(String name) throws Exception {
        return Paths.get(ErrorBookTest.class.getResource("/" + name).toURI()).toString();
    }

    @Test
    void theBookExplainsEveryErrorAsTheGraphDoes() throws Exception {
        Path store = dir.resolve("store");
        try (DocaKg kg = DocaKg.open(store)) {
            kg.ingest(List.of(fixture("bundle"), fixture("lint"), fixture("api/include-3.0"), fixture("api/include-3.1"),
                    fixture("api/doxygen-3.2")), IngestOptions.defaults(), IngestListener.NONE);
            kg.store().read(d -> {
                ErrorBook.Computed book = ErrorBook.compute(d);
                assertTrue(book.index().errors().size() >= 3, "the fixture's errors: " + book.index().errors());
                List<String> libraries = new ArrayList<>(book.index().modules());
                libraries.add(null);
                libraries.add("widget");
                int compared = 0;
                for (String name : book.index().errors())
                    for (String library : libraries) {
                        ErrorExplanation x = ErrorExplainer.explain(d, name, library, null);
                        assertEquals(x, ErrorBook.filtered(book.index(), book.explanations().get(name), library), name + " --library " + library);
                        assertEquals(x.examples().stream().distinct().toList(), x.examples(), "each example once");
                        assertTrue(x.examples().size() <= ErrorExplainer.EXAMPLES_SHOWN, x.examples().toString());
                        if (library != null)
                            assertEquals(x.causes().stream().map(ErrorExplanation.Cause::skill).distinct().sorted().toList(), x.relatedSkills(),
                                    "related skills are those of the library's causes: " + name + " --library " + library);
                        compared++;
                    }
                assertTrue(compared > 10, "compared " + compared);
                book.index().codes().forEach((code, name) ->
                        assertEquals(ErrorExplainer.explain(d, code, null, null).error(), ErrorBook.resolve(book.index(), code)));
                assertNull(ErrorBook.resolve(book.index(), "NO_SUCH_ERROR"), "left to the graph, which names close matches");
                assertNull(ErrorBook.filtered(book.index(), book.explanations().values().iterator().next(), "widgit"), "an unknown library too");
                return null;
            });
        }
        Path index = store.resolve("derived/errors.json");
        assertTrue(Files.exists(index), "the ingest keeps the book for the first explain");
        Files.delete(index);
        ErrorExplanation first;
        try (DocaKg kg = DocaKg.openExisting(store)) {
            first = dkg.explain.Explanations.explain(kg.generation(), "AGAIN", "widget", null);
        }
        assertTrue(Files.exists(index), "an explain without a book keeps a new one");
        try (DocaKg kg = DocaKg.openExisting(store)) {
            assertEquals(first, dkg.explain.Explanations.explain(kg.generation(), "DOCA_ERROR_AGAIN", "doca-widget", null));
        }
    }
}
