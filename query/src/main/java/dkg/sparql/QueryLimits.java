package dkg.sparql;

import dkg.error.Check;
import java.time.Duration;

/**
 * Every bound on one SPARQL query, the same in each face (CLI {@code sparql}, MCP
 * {@code sparql_query}, HTTP {@code serve}). A face changes a bound with a {@code with...} method
 * from its own option; everything else keeps the default.
 *
 * @param maxQueryChars  longest query text accepted; longer text is refused before any parsing
 *                       (parse time grows faster than linearly with length)
 * @param maxNesting     deepest nesting of braces and brackets ({@code { ( [}) in the text; deeper
 *                       queries are refused before parsing (the parser and the algebra recurse)
 * @param parseTimeout   longest wait for the parser; past it the caller is answered and the query refused
 * @param timeout        wall-clock limit of one execution, every form included
 * @param maxResults     most rows of a SELECT, triples of a CONSTRUCT or DESCRIBE; 0 for none
 * @param maxHeavy       heavy queries (see {@link QueryWeight}) that may run at once
 * @param heavyQueueWait how long a heavy query waits for a free slot before it is refused as busy
 */
public record QueryLimits(int maxQueryChars, int maxNesting, Duration parseTimeout, Duration timeout,
                          long maxResults, int maxHeavy, Duration heavyQueueWait) {
    public static final int DEFAULT_MAX_QUERY_CHARS = 65_536;
    public static final int DEFAULT_MAX_NESTING = 64;
    public static final Duration DEFAULT_PARSE_TIMEOUT = Duration.ofSeconds(2);
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);
    public static final long DEFAULT_MAX_RESULTS = 10_000;
    public static final Duration DEFAULT_HEAVY_QUEUE_WAIT = Duration.ofSeconds(2);

    /** The defaults: 64 Ki characters, nesting 64, parse 2 s, run 10 s, 10,000 results, heavy queries on all cores but one, 2 s queue. */
    public static final QueryLimits DEFAULTS = new QueryLimits(DEFAULT_MAX_QUERY_CHARS, DEFAULT_MAX_NESTING,
            DEFAULT_PARSE_TIMEOUT, DEFAULT_TIMEOUT, DEFAULT_MAX_RESULTS, defaultMaxHeavy(), DEFAULT_HEAVY_QUEUE_WAIT);

    public QueryLimits {
        Check.that(maxQueryChars >= 16, "the query size limit must be at least 16 characters, got " + maxQueryChars);
        Check.that(maxNesting >= 1, "the nesting limit must be at least 1, got " + maxNesting);
        Check.that(positive(parseTimeout), "the parse time limit must be positive, got " + parseTimeout);
        Check.that(positive(timeout), "the query time limit must be positive, got " + timeout);
        Check.that(maxResults >= 0, "the result limit must be 0 (none) or more, got " + maxResults);
        Check.that(maxHeavy >= 1, "the number of concurrent heavy queries must be at least 1, got " + maxHeavy);
        Check.that(heavyQueueWait != null && !heavyQueueWait.isNegative(), "the heavy-query queue wait must be 0 or more, got " + heavyQueueWait);
    }

    public QueryLimits withTimeout(Duration t) {
        return new QueryLimits(maxQueryChars, maxNesting, parseTimeout, t, maxResults, maxHeavy, heavyQueueWait);
    }

    public QueryLimits withMaxResults(long n) {
        return new QueryLimits(maxQueryChars, maxNesting, parseTimeout, timeout, n, maxHeavy, heavyQueueWait);
    }

    public QueryLimits withMaxHeavy(int n, Duration queueWait) {
        return new QueryLimits(maxQueryChars, maxNesting, parseTimeout, timeout, maxResults, n, queueWait);
    }

    public QueryLimits withMaxQueryChars(int n) {
        return new QueryLimits(n, maxNesting, parseTimeout, timeout, maxResults, maxHeavy, heavyQueueWait);
    }

    /** Results allowed when a caller asks for at most {@code wanted} (0: as many as allowed). */
    public long resultsFor(long wanted) {
        if (wanted <= 0) return maxResults;
        return maxResults == 0 ? wanted : Math.min(wanted, maxResults);
    }

    private static boolean positive(Duration d) { return d != null && !d.isNegative() && !d.isZero(); }

    /** One core is left to light queries, so heavy ones cannot starve them. */
    private static int defaultMaxHeavy() { return Math.max(1, Runtime.getRuntime().availableProcessors() - 1); }
}
