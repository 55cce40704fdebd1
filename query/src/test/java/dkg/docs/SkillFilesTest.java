package dkg.docs;

import dkg.api.DocaKg;
import dkg.api.FixtureStore;

import static org.junit.jupiter.api.Assertions.*;

import dkg.error.BadInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Listing and reading ingested skill files back, and refusing every path that leaves them. */
class SkillFilesTest {
    @TempDir static Path dir;
    static Path bundle;
    static DocaKg kg;

    @BeforeAll
    static void ingest() {
        bundle = FixtureStore.copyBundle(dir);
        kg = FixtureStore.ingest(dir, bundle);
    }

    @AfterAll
    static void close() { kg.close(); }

    @Test
    void listsTheIngestedFilesOfEachSkill() {
        List<String> files = dkg.docs.Documents.skillFiles(kg.generation()).stream().map(f -> f.skill() + "/" + f.path()).toList();
        assertEquals(List.of("doca-gadget/SKILL.md", "doca-widget/CAPABILITIES.md", "doca-widget/SKILL.md"), files);
        SkillFile widget = dkg.docs.Documents.skillFiles(kg.generation()).stream().filter(f -> f.path().equals("SKILL.md") && f.skill().equals("doca-widget")).findFirst().orElseThrow();
        assertEquals("skills/libs/doca-widget/SKILL.md", widget.key());
        assertEquals("SKILL", widget.role());
    }

    @Test
    void readsAFileBackFromTheRecordedBundleRoot() throws Exception {
        SkillFileText t = dkg.docs.Documents.readSkillFile(kg.generation(), "doca-widget", "CAPABILITIES.md");
        assertEquals(Files.readString(bundle.resolve("skills/libs/doca-widget/CAPABILITIES.md")), t.text());
        assertEquals("text/markdown", t.mimeType());
    }

    @ParameterizedTest
    @ValueSource(strings = {"../../../README.md", "../doca-gadget/SKILL.md", "/etc/passwd", "SKILL.md/../../../../README.md",
            "./SKILL.md", "references/../SKILL.md/..", "..\\..\\README.md", "README.md", ""})
    void refusesPathsOutsideTheIngestedFilesOfTheSkill(String path) {
        BadInputException e = assertThrows(BadInputException.class, () -> dkg.docs.Documents.readSkillFile(kg.generation(), "doca-widget", path));
        assertFalse(e.getMessage().isBlank());
    }

    @Test
    void refusesAnUnknownSkill() {
        assertThrows(BadInputException.class, () -> dkg.docs.Documents.readSkillFile(kg.generation(), "../libs", "doca-widget/SKILL.md"));
        assertThrows(BadInputException.class, () -> dkg.docs.Documents.readSkillFile(kg.generation(), "doca-nothing", "SKILL.md"));
    }

    @Test
    void refusesAnIngestedFileReplacedByALinkLeadingOut() throws Exception {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "not for agents");
        Path gadget = bundle.resolve("skills/libs/doca-gadget/SKILL.md");
        Path keep = dir.resolve("gadget-SKILL.md");
        Files.move(gadget, keep);
        try {
            Files.createSymbolicLink(gadget, secret);
            BadInputException e = assertThrows(BadInputException.class, () -> dkg.docs.Documents.readSkillFile(kg.generation(), "doca-gadget", "SKILL.md"));
            assertFalse(e.getMessage().contains("not for agents"));
        } finally {
            Files.delete(gadget);
            Files.move(keep, gadget);
        }
        assertTrue(dkg.docs.Documents.readSkillFile(kg.generation(), "doca-gadget", "SKILL.md").text().contains("gadget"));
    }
}
