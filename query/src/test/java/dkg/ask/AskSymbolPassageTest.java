package dkg.ask;

import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An API symbol the question names is evidence where the skill of its own library speaks of it,
 * whichever skill the question routes to: a question about sending buffers with the gadget that
 * quotes a widget capability query is answered by the widget's capability table too.
 */
class AskSymbolPassageTest {
    @TempDir static Path dir;
    static DocaKg kg;

    @BeforeAll
    static void open() throws Exception {
        kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir));
        Path headers = Paths.get(AskSymbolPassageTest.class.getResource("/api/include-3.1").toURI());
        kg.ingest(List.of(headers.toString()), IngestOptions.defaults(), IngestListener.NONE);
    }

    @AfterAll
    static void close() { kg.close(); }

    @Test
    void aNamedSymbolOpensItsLibrarySkillWhereItIsDocumented() {
        AskAnswer a = dkg.ask.Asking.ask(kg.generation(), AskRequest.of("I send buffers across the network with doca gadget remote writes; "
                + "before that I call doca_widget_cap_task_copy_get_max_size, which returns 0"));
        List<AskAnswer.Evidence> api = a.evidence().stream().filter(e -> e.kind() == AskAnswer.Evidence.Kind.API_DEFINITION).toList();
        assertEquals(1, api.size(), a.evidence().toString());
        assertEquals("doca-widget", api.getFirst().skill());
        assertTrue(api.getFirst().source().endsWith("doca-widget/CAPABILITIES.md#capabilities"), api.getFirst().source());
        assertTrue(api.getFirst().why().contains("doca_widget_cap_task_copy_get_max_size"), api.getFirst().why());
    }

    @Test
    void noSymbolNoSuchPassage() {
        AskAnswer a = dkg.ask.Asking.ask(kg.generation(), AskRequest.of("how do I send buffers across the network with doca gadget remote writes"));
        assertTrue(a.evidence().stream().noneMatch(e -> e.kind() == AskAnswer.Evidence.Kind.API_DEFINITION), a.evidence().toString());
    }
}
