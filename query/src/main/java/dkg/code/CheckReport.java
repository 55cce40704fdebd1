package dkg.code;

import dkg.error.BadInputException;
import java.util.List;

/**
 * What {@code doca-kg check} found in a user's files.
 *
 * @param files       the files read, as given
 * @param docaVersion the release checked against, or null when none was chosen
 * @param findings    every finding, by file, line and column
 * @param capped      rules stopped at {@code CodeChecker}'s bound of findings per rule: there may be more
 * @param failOn      the lowest level that fails the check: {@code note}, {@code warning} or {@code error}
 * @param failed      whether a finding is at {@code failOn} or above (the CLI exits 4)
 */
public record CheckReport(List<String> files, String docaVersion, List<Finding> findings, List<String> capped, String failOn,
                          boolean failed) {
    /** Levels from the least to the most severe (SARIF's). */
    public static final List<String> LEVELS = List.of("note", "warning", "error");

    /** The level that fails a check unless told otherwise: notes (experimental API) inform, they do not fail. */
    public static final String DEFAULT_FAIL_ON = "warning";

    public CheckReport {
        files = List.copyOf(files);
        findings = List.copyOf(findings);
        capped = List.copyOf(capped);
    }

    public CheckReport(List<String> files, String docaVersion, List<Finding> findings) {
        this(files, docaVersion, findings, List.of());
    }

    public CheckReport(List<String> files, String docaVersion, List<Finding> findings, List<String> capped) {
        this(files, docaVersion, findings, capped, DEFAULT_FAIL_ON, failed(findings, DEFAULT_FAIL_ON));
    }

    /**
     * This report judged at {@code level} (null: {@link #DEFAULT_FAIL_ON}).
     *
     * @throws BadInputException for a level other than note, warning or error
     */
    public CheckReport failingOn(String level) {
        String l = level == null || level.isBlank() ? DEFAULT_FAIL_ON : level.strip().toLowerCase(java.util.Locale.ROOT);
        if (!LEVELS.contains(l)) throw new BadInputException("unknown level '" + level + "' to fail on; use note, warning or error");
        return new CheckReport(files, docaVersion, findings, capped, l, failed(findings, l));
    }

    private static boolean failed(List<Finding> findings, String level) {
        int at = LEVELS.indexOf(level);
        return findings.stream().anyMatch(f -> LEVELS.indexOf(f.level()) >= at);
    }

    /**
     * One mistake.
     *
     * @param rule          rule id ({@code unknown-symbol}, ...)
     * @param level         {@code error}, {@code warning} or {@code note} (SARIF levels)
     * @param file          the file as given
     * @param line          1-based line
     * @param column        1-based column
     * @param symbol        the DOCA name the finding is about
     * @param message       what is wrong
     * @param fix           what to do
     * @param justification {@code file#anchor} of the fact that says so (API definition, skill section or sample line)
     */
    public record Finding(String rule, String level, String file, int line, int column, String symbol, String message,
                          String fix, String justification) {}
}
