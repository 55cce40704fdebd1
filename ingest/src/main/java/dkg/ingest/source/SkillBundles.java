package dkg.ingest.source;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A skills bundle: a folder holding {@code skills/} (or a {@code skills/} folder itself). Every
 * Markdown file and skill card of a skill is a source keyed by its path relative to the bundle
 * root; {@code evals/} folders are test data and are never ingested, and bundle-level files
 * (README, AGENTS.md) are not skill documents.
 */
final class SkillBundles {
    private SkillBundles() {}

    /** File names in a skill folder that are read as YAML skill cards. */
    private static final String SKILL_CARD_YAML = "SKILLCARD.yaml";

    /** The bundle root for a folder: the folder with {@code skills/} in it, or the parent of a {@code skills} folder; else null. */
    static Path rootOf(Path dir) {
        if (Files.isDirectory(dir.resolve("skills")) && containsSkill(dir.resolve("skills"))) return dir;
        if (dir.getFileName() != null && dir.getFileName().toString().equals("skills") && containsSkill(dir)) return dir.getParent();
        return null;
    }

    private static boolean containsSkill(Path dir) {
        return new SourceWalk(dir, new ArrayList<>()).files(dir, 4).stream()
                .anyMatch(p -> p.getFileName().toString().equals("SKILL.md"));
    }

    /** The skill documents at or below {@code start}, a folder of a bundle. */
    static List<Source> sources(Path start, List<SourceWalk.Skipped> skipped) {
        Path root = rootOf(start);
        List<Source> out = new ArrayList<>();
        List<SourceWalk.Skipped> notes = new ArrayList<>();
        for (Path p : new SourceWalk(root, notes).files(start, Integer.MAX_VALUE)) {
            if (underEvals(root, p)) continue;
            SourceKind kind = kindOfSkillFile(p);
            if (kind == null) continue;
            Path skillDir = skillDirOf(p, root);
            if (skillDir == null) continue;
            out.add(Source.of(kind, p, SourceResolver.key(root, p), Map.of(Source.SKILL, skillDir.getFileName().toString())));
        }
        // only what would have been read is worth a note: a FIFO named NOTES.md, not one named build.log;
        // a link to a folder outside the bundle may hold any of it
        for (SourceWalk.Skipped n : notes)
            if (!underEvals(root, n.file()) && (kindOfSkillFile(n.file()) != null || n.folderOutside())) skipped.add(n);
        return out;
    }

    private static boolean underEvals(Path root, Path p) {
        for (Path part : root.relativize(p)) if (part.toString().equals("evals")) return true;
        return false;
    }

    private static SourceKind kindOfSkillFile(Path p) {
        String name = p.getFileName().toString();
        if (name.endsWith(".md")) return SourceKind.SKILL_MARKDOWN;
        if (name.equals(SKILL_CARD_YAML)) return SourceKind.SKILL_CARD_YAML;
        return null;
    }

    /** The nearest folder at or above {@code file} (and below {@code root}) that holds a SKILL.md. */
    static Path skillDirOf(Path file, Path root) {
        for (Path d = file.getParent(); d != null && d.startsWith(root) && !d.equals(root); d = d.getParent()) {
            if (Files.isRegularFile(d.resolve("SKILL.md"))) return d;
        }
        return null;
    }
}
