package dkg.code;

import java.util.List;

/**
 * What {@code doca-kg check} found in a user's files.
 *
 * @param files       the files read, as given
 * @param docaVersion the release checked against, or null when none was chosen
 * @param findings    every finding, by file, line and column
 */
public record CheckReport(List<String> files, String docaVersion, List<Finding> findings) {
    public CheckReport {
        files = List.copyOf(files);
        findings = List.copyOf(findings);
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
