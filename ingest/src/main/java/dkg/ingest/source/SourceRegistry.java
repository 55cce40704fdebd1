package dkg.ingest.source;

import dkg.ingest.parse.SourceParser;
import java.util.EnumMap;
import java.util.Map;

/**
 * Maps each {@link SourceKind} to its parser, filled in one place ({@link #standard()}), as Jena's
 * {@code RDFParserRegistry.initStandard()} does. Immutable once built.
 */
public final class SourceRegistry {
    private final Map<SourceKind, SourceParser> parsers;

    private SourceRegistry(Map<SourceKind, SourceParser> parsers) {
        this.parsers = Map.copyOf(parsers);
    }

    /** Every parser doca-kg ships. */
    public static SourceRegistry standard() {
        Map<SourceKind, SourceParser> m = new EnumMap<>(SourceKind.class);
        // Parsers register here, one line each.
        m.put(SourceKind.SKILL_MARKDOWN, new dkg.ingest.parse.skill.SkillMarkdownParser());
        m.put(SourceKind.SKILL_CARD_YAML, new dkg.ingest.parse.skill.SkillCardYamlParser());
        m.put(SourceKind.LOCALIZED_TEXT, new dkg.ingest.parse.skill.LocalizedTextParser());
        m.put(SourceKind.DOXYGEN_HTML, new dkg.ingest.parse.api.DoxygenPageParser());
        m.put(SourceKind.C_HEADER, new dkg.ingest.parse.api.HeaderParser());
        m.put(SourceKind.WEB_PAGE, new dkg.ingest.parse.web.WebPageParser());
        m.put(SourceKind.SAMPLE_CODE, new dkg.ingest.parse.code.SampleCodeParser());
        m.put(SourceKind.MESON_BUILD, new dkg.ingest.parse.code.MesonBuildParser());
        return new SourceRegistry(m);
    }

    /** The parser for a kind; throws if none is registered (a build error, not a user error). */
    public SourceParser parserFor(SourceKind kind) {
        SourceParser p = parsers.get(kind);
        if (p == null) throw new IllegalStateException("no parser registered for " + kind.id());
        return p;
    }

    public boolean supports(SourceKind kind) { return parsers.containsKey(kind); }
}
