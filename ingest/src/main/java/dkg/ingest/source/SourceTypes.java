package dkg.ingest.source;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every {@link SourceType} doca-kg reads, filled in one place as Jena's
 * {@code RDFParserRegistry.initStandard()} is. Folders are tried in this order: a skills bundle
 * first (its skills may hold sample code and HTML), then a samples tree, a Doxygen reference, an
 * include folder, saved pages.
 */
public final class SourceTypes {
    private SourceTypes() {}

    private static final List<SourceType> STANDARD = List.of(
            new SourceType("skills-bundle", "a DOCA skills bundle (a folder with skills/**/SKILL.md)", true,
                    dir -> SkillBundles.rootOf(dir) != null, SkillBundles::sources),
            new SourceType("samples-tree", "a DOCA samples tree (VERSION with samples/ or applications/)", true,
                    SampleTrees::isSampleTree, SampleTrees::sources),
            new SourceType("doxygen-reference", "a Doxygen API reference (group__*.html)", true,
                    ApiFolders::isDoxygen, ApiFolders::doxygen),
            new SourceType("include-folder", "a DOCA include folder (doca_*.h)", true,
                    ApiFolders::isHeaders, ApiFolders::headers),
            new SourceType("saved-pages", "saved .html pages", true,
                    ApiFolders::isWebPages, ApiFolders::webPages),
            new SourceType("skill-markdown", ".md (skill Markdown)", false,
                    file -> nameEndsWith(file, ".md"), (file, skipped) -> List.of(markdownFile(file))),
            new SourceType("localized-text", ".txt (localized copy)", false,
                    file -> nameEndsWith(file, ".txt"), (file, skipped) -> List.of(localizedText(file))),
            new SourceType("saved-page", ".html (saved web page)", false,
                    file -> nameEndsWith(file, ".html") || nameEndsWith(file, ".htm"),
                    (file, skipped) -> List.of(Source.of(SourceKind.WEB_PAGE, file, "web/" + file.getFileName(), Map.of()))));

    /** Every source type, in the order they are tried. */
    public static List<SourceType> standard() { return STANDARD; }

    private static boolean nameEndsWith(Path file, String suffix) {
        return file.getFileName() != null && file.getFileName().toString().endsWith(suffix);
    }

    /** A Markdown file alone: keyed and attributed as in its bundle when it lies in one. */
    private static Source markdownFile(Path file) {
        Path root = null;
        for (Path d = file.getParent(); d != null && root == null; d = d.getParent()) root = SkillBundles.rootOf(d);
        Map<String, String> attrs = new HashMap<>();
        String key = file.getFileName().toString();
        if (root != null) {
            key = SourceResolver.key(root, file);
            Path skillDir = SkillBundles.skillDirOf(file, root);
            if (skillDir != null) attrs.put(Source.SKILL, skillDir.getFileName().toString());
        }
        return Source.of(SourceKind.SKILL_MARKDOWN, file, key, attrs);
    }

    /** A localized copy: its language from its script, its key under that language. */
    private static Source localizedText(Path file) {
        String lang = Languages.guess(SourceFiles.text(file));
        return Source.of(SourceKind.LOCALIZED_TEXT, file, "localized/" + lang + "/" + file.getFileName(), Map.of(Source.LANGUAGE, lang));
    }
}
