package dkg.ingest.source;

/**
 * The bounds ingest holds hostile or broken input to, each a named setting with a default sized
 * well above anything in the DOCA corpus (its largest document is 0.6 MB, its deepest nesting 6,
 * its largest table 60 rows, its busiest page 900 links).
 *
 * <p>Set as Java system properties, e.g. {@code DOCA_KG_JAVA_OPTS=-Ddoca-kg.ingest.max-document-bytes=67108864}
 * for the launcher. A value that is not a positive number is ignored (the default holds).
 *
 * @param maxDocumentBytes {@value #DOCUMENT_BYTES}: bytes one source file may have (default 16 MiB)
 * @param maxNestingDepth  {@value #NESTING_DEPTH}: nesting of Markdown blocks, HTML elements or C
 *                         parentheses (default 256)
 * @param maxLinksPerPage  {@value #LINKS_PER_PAGE}: links and symbol mentions one document may
 *                         record; the rest are dropped with a warning (default 10,000)
 * @param maxTableCells    {@value #TABLE_CELLS}: cells of one table read as facts; a larger table
 *                         is skipped with a warning (default 100,000)
 */
public record IngestLimits(long maxDocumentBytes, int maxNestingDepth, int maxLinksPerPage, int maxTableCells) {

    public static final String DOCUMENT_BYTES = "doca-kg.ingest.max-document-bytes";
    public static final String NESTING_DEPTH = "doca-kg.ingest.max-nesting-depth";
    public static final String LINKS_PER_PAGE = "doca-kg.ingest.max-links-per-page";
    public static final String TABLE_CELLS = "doca-kg.ingest.max-table-cells";

    /** The defaults, whatever the system properties say. */
    public static IngestLimits defaults() { return new IngestLimits(16L << 20, 256, 10_000, 100_000); }

    /** The defaults overridden by the system properties that are set; read on each call. */
    public static IngestLimits current() {
        IngestLimits d = defaults();
        return new IngestLimits(
                setting(DOCUMENT_BYTES, d.maxDocumentBytes),
                (int) Math.min(Integer.MAX_VALUE, setting(NESTING_DEPTH, d.maxNestingDepth)),
                (int) Math.min(Integer.MAX_VALUE, setting(LINKS_PER_PAGE, d.maxLinksPerPage)),
                (int) Math.min(Integer.MAX_VALUE, setting(TABLE_CELLS, d.maxTableCells)));
    }

    private static long setting(String name, long fallback) {
        String v = System.getProperty(name);
        if (v == null) return fallback;
        try {
            long n = Long.parseLong(v.strip().replace("_", ""));
            return n > 0 ? n : fallback;
        } catch (NumberFormatException e) {
            return fallback;
        }
    }
}
