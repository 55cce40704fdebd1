package dkg.docs;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.error.BadInputException;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import dkg.search.Hit;
import dkg.search.SearchRequest;
import dkg.search.SearchResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** search ranks by words and meaning where the store has vectors, by words alone where asked or where a query has no vector. */
class HybridSearchTest {
    @TempDir static Path dir;
    static DocaKg kg;

    static void skill(Path root, String name, String description, String section, String text) throws Exception {
        Path d = root.resolve("skills/libs/" + name);
        Files.createDirectories(d);
        Files.writeString(d.resolve("SKILL.md"), "---\nname: " + name + "\ndescription: >\n  " + description + "\nmetadata:\n  kind: library\n---\n\n# "
                + name + "\n\n## " + section + "\n\n" + text + "\n");
    }

    @BeforeAll
    static void ingest() throws Exception {
        Path bundle = dir.resolve("bundle");
        Files.createDirectories(bundle);
        Files.writeString(bundle.resolve("README.md"), "# A small skills bundle\n");
        skill(bundle, "doca-widget", "Use this skill to copy buffers with DOCA Widget.", "Copying buffers",
                "Submit a widget copy task to move a buffer from host memory to the card's memory.");
        skill(bundle, "doca-gadget", "Use this skill to steer packets with DOCA Gadget.", "Steering packets",
                "A gadget rule matches packet headers and forwards or drops the matching packets.");
        skill(bundle, "doca-safety", "Use this skill before changing firmware.", "Cold power cycle",
                "Switch the host off at the wall and on again after a firmware burn so the card reloads its image.");
        kg = DocaKg.open(dir.resolve("store"));
        kg.ingest(List.of(bundle.toString()), IngestOptions.defaults(), IngestListener.NONE);
    }

    @AfterAll
    static void close() { kg.close(); }

    static SearchResult search(String query, String type, String mode) {
        return HybridSearch.search(kg.generation(), new SearchRequest(query, 5, type, null, null, mode));
    }

    @Test
    void meaningFindsASectionThatSharesNoWordWithTheQuery() {
        String query = "the machine has to be unplugged completely to pick up the new flash";
        SearchResult hybrid = search(query, null, null);
        assertFalse(hybrid.hits().isEmpty());
        Hit first = hybrid.hits().getFirst();
        assertEquals("doca-safety", first.skill(), hybrid.hits().toString());
        assertTrue(first.source().endsWith("#cold-power-cycle"), first.source());
        assertTrue(search(query, null, SearchRequest.LEXICAL).hits().stream().noneMatch(h -> h.source() != null && h.source().endsWith("#cold-power-cycle")),
                "the words alone do not reach it");
        for (int i = 0; i < hybrid.hits().size(); i++) assertEquals(i + 1, hybrid.hits().get(i).rank());
    }

    @Test
    void lexicalModeIsTheWordsAlone() {
        SearchRequest req = new SearchRequest("copy task buffer", 5, null, null, null, SearchRequest.LEXICAL);
        assertEquals(kg.generation().search(req), HybridSearch.search(kg.generation(), req));
    }

    @Test
    void aQueryWithoutAVectorIsSearchedByWordsOrRefusedWhenMeaningIsAskedFor() {
        SearchRequest chinese = new SearchRequest("复制缓冲区", 5, null, null, null, null);
        assertEquals(kg.generation().search(chinese), HybridSearch.search(kg.generation(), chinese));
        BadInputException e = assertThrows(BadInputException.class, () -> search("widget copy", "symbol", SearchRequest.HYBRID));
        assertTrue(e.getMessage().contains("--mode lexical"), e.getMessage());
        assertThrows(BadInputException.class, () -> new SearchRequest("x", 5, null, null, null, "fuzzy"));
    }
}
