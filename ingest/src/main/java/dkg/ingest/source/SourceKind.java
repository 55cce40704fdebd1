package dkg.ingest.source;

/**
 * The kinds of source doca-kg reads. Each kind has one parser, registered in {@link SourceRegistry}.
 * The {@link #id()} is what the graph records as {@code dkg:sourceKind}.
 */
public enum SourceKind {
    /** A Markdown file of the DOCA agent-skills bundle (SKILL.md, CAPABILITIES.md, TASKS.md, references/*.md, ...). */
    SKILL_MARKDOWN("skill-markdown"),
    /** A skill's SKILLCARD.yaml. */
    SKILL_CARD_YAML("skill-card-yaml"),
    /** A localized copy of a skill document whose markup was lost (plain text, e.g. Chinese). */
    LOCALIZED_TEXT("localized-text"),
    /** One page of a Doxygen HTML API reference. */
    DOXYGEN_HTML("doxygen-html"),
    /** An installed DOCA C header. */
    C_HEADER("c-header"),
    /** A page of DOCA's public web documentation (programming guides). */
    WEB_PAGE("web-page"),
    /** A C, C++ or CUDA file of a DOCA samples tree (samples and reference applications). */
    SAMPLE_CODE("sample-code"),
    /** A {@code meson.build} of a DOCA samples tree: the dependencies a sample or application declares. */
    MESON_BUILD("meson-build");

    private final String id;

    SourceKind(String id) { this.id = id; }

    /** Stable lower-case name, as stored in the graph. */
    public String id() { return id; }
}
