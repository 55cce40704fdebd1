package dkg.ingest.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Links in a skills bundle: a link to a folder outside it is left out with a note, as a link to a file outside is. */
class SkillBundleLinksTest {
    @TempDir Path dir;

    Path bundle() throws Exception {
        Path skill = Files.createDirectories(dir.resolve("bundle/skills/doca-linky"));
        Files.writeString(skill.resolve("SKILL.md"), "---\nname: doca-linky\ndescription: x\n---\n# Linky\n");
        Path secrets = Files.createDirectories(dir.resolve("home/me/notes"));
        Files.writeString(secrets.resolve("PRIVATE.md"), "# Private\n");
        return dir.resolve("bundle");
    }

    @Test
    void aFolderLinkLeavingTheBundleIsNotedAndNothingInItIsRead() throws Exception {
        Path b = bundle();
        Files.createSymbolicLink(b.resolve("skills/doca-linky/references"), dir.resolve("home/me/notes"));
        SourceResolver r = new SourceResolver();
        List<Source> sources = r.resolve(b.toString());
        assertTrue(sources.stream().noneMatch(s -> s.path().toString().contains("PRIVATE")), sources.toString());
        assertEquals(1, r.skipped().size(), r.skipped().toString());
        SourceWalk.Skipped note = r.skipped().getFirst();
        assertTrue(note.file().endsWith("skills/doca-linky/references"), note.toString());
        assertTrue(note.reason().contains("a link to the folder") && note.reason().contains("outside the source folder"), note.reason());
    }

    @Test
    void aFolderLinkInsideTheBundleNeedsNoNote() throws Exception {
        Path b = bundle();
        Files.createDirectories(b.resolve("skills/doca-linky/real"));
        Files.createSymbolicLink(b.resolve("skills/doca-linky/alias"), b.resolve("skills/doca-linky/real"));
        SourceResolver r = new SourceResolver();
        r.resolve(b.toString());
        assertEquals(List.of(), r.skipped(), "its files are read where they are");
    }
}
