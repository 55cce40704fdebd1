package dkg.ask;

import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import dkg.kg.DerivedFiles;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What ask reads from the graph once per generation is kept with the store ({@link AskKnowledge}):
 * a later process answers a question that names an error but no symbol without starting Jena,
 * and answers it exactly as the process that read the graph did.
 */
class AskWithoutTheGraphTest {
    @TempDir Path dir;

    @Test
    void aLaterProcessAnswersFromTheKeptKnowledgeAsTheGraphDid() throws Exception {
        String question = "My widget copy fails with DOCA_ERROR_NOT_PERMITTED on the first submit, what is wrong?";
        AskAnswer first;
        try (DocaKg kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir))) {
            first = dkg.ask.Asking.ask(kg.generation(), AskRequest.of(question));
        }
        assertFalse(first.facts().isEmpty(), "the error's facts: " + first);
        Path store = dir.resolve("store");
        try (DocaKg kg = DocaKg.open(store)) {
            AskAnswer again = dkg.ask.Asking.ask(kg.generation(), AskRequest.of(question));
            assertFalse(kg.generation().graphOpen(), "answered from the kept knowledge, the error book and the index");
            assertEquals(first, again);
        }
        try (dkg.storage.KgStore graph = dkg.storage.KgStore.open(store, false)) {
            AskKnowledge fromGraph = graph.read(d -> AskKnowledge.read(d, java.util.List.of(Asker.DRIFT_ENTRY)));
            assertEquals(fromGraph, DerivedFiles.readBinary(store, "ask", graph.generation(), AskKnowledge::read), "kept as read");
        }
    }
}
