package dkg.docs;

import dkg.kg.Generation;
import java.util.List;

/** The ingested documents and skill files of a store, listed once per generation and read back from disk. */
public final class Documents {
    private Documents() {}

    private record SkillFileList(List<SkillFile> files) {}

    private record DocumentKeyList(List<String> keys) {}

    // derived: an MCP server lists them at start, before its first answer
    private static final Generation.Slot<List<SkillFile>> SKILL_FILES = Generation.Slot.of("skill files",
            g -> g.derived("skill-files", SkillFileList.class, d -> new SkillFileList(SkillFiles.listIn(d))).files());

    private static final Generation.Slot<List<String>> KEYS = Generation.Slot.of("document keys",
            g -> g.derived("document-keys", DocumentKeyList.class, d -> new DocumentKeyList(DocumentFiles.keysIn(d))).keys());

    /** The ingested skill files whose source folder is recorded (MCP resources), by skill and path. */
    public static List<SkillFile> skillFiles(Generation g) { return g.get(SKILL_FILES); }

    /**
     * Reads one ingested skill file back from disk. Refuses (BadInputException) any path that is not
     * exactly an ingested file of that skill inside its recorded source folder ({@code ..}, absolute,
     * links out).
     */
    public static SkillFileText readSkillFile(Generation g, String skill, String path) {
        return new SkillFiles(g.kgStore()).read(skillFiles(g), skill, path);
    }

    /** The source key of every ingested document (MCP resources {@code doca-kg://doc/<key>}), sorted. */
    public static List<String> documentKeys(Generation g) { return g.get(KEYS); }

    /**
     * Reads one ingested document back from disk by the source key answers cite (without its
     * {@code #anchor}): only a key the graph holds, from a file under a recorded source root whose
     * digest is the one ingested; anything else is a BadInputException.
     */
    public static DocumentText readDocument(Generation g, String key) { return DocumentFiles.read(g.kgStore(), key); }
}
