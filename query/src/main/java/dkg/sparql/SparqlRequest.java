package dkg.sparql;

import dkg.error.Check;
import java.time.Duration;

/**
 * A read-only SPARQL query with its limits.
 *
 * @param query   SELECT, ASK, CONSTRUCT or DESCRIBE text
 * @param timeout wall-clock limit, at least one millisecond
 * @param rowCap  most rows a SELECT returns, 0 for the server's cap
 */
public record SparqlRequest(String query, Duration timeout, long rowCap) {
    public SparqlRequest {
        // an empty query is the parser's to refuse, in the same words in every face
        Check.that(timeout != null && !timeout.isNegative() && !timeout.isZero(), "the timeout must be a positive duration");
        Check.that(rowCap >= 0, "the row cap must be 0 or more, got " + rowCap);
    }
}
