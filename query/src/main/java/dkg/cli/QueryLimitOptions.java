package dkg.cli;

import dkg.sparql.QueryLimits;
import java.time.Duration;
import picocli.CommandLine.Option;

/** The per-query bounds a user may change on the command line; the rest keep {@link QueryLimits#DEFAULTS}. */
final class QueryLimitOptions {
    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "10",
            description = "Seconds a query may run, every form included (default ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    @Option(names = {"--max-rows", "--max-results"}, paramLabel = "N", defaultValue = "10000",
            description = "Most rows of a SELECT, triples of a CONSTRUCT or DESCRIBE (default ${DEFAULT-VALUE}).")
    long maxResults;

    @Option(names = "--max-query-chars", paramLabel = "N", defaultValue = "65536",
            description = "Longest query text accepted, refused before parsing (default ${DEFAULT-VALUE}).")
    int maxQueryChars;

    QueryLimits limits() {
        dkg.error.Check.that(timeoutSeconds >= 1, "--timeout must be at least 1 second, got " + timeoutSeconds);
        dkg.error.Check.that(maxResults >= 1, "--max-rows must be at least 1, got " + maxResults);
        return QueryLimits.DEFAULTS.withTimeout(Duration.ofSeconds(timeoutSeconds)).withMaxResults(maxResults)
                .withMaxQueryChars(maxQueryChars);
    }
}
