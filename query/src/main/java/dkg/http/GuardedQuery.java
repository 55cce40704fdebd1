package dkg.http;

import dkg.error.BadInputException;
import dkg.sparql.QueryRunner;
import org.apache.jena.fuseki.servlets.HttpAction;
import org.apache.jena.fuseki.servlets.SPARQL_QueryDataset;
import org.apache.jena.fuseki.servlets.ServletOps;
import org.apache.jena.query.Query;

/**
 * Fuseki's query operation with the store's rules: SERVICE is refused (400) before anything runs,
 * so the server never makes an outbound request, and a SELECT returns at most the row cap.
 */
final class GuardedQuery extends SPARQL_QueryDataset {
    private final long rowCap;

    GuardedQuery(long rowCap) { this.rowCap = rowCap; }

    /** The vocabulary's PREFIX declarations on one line, so a query's line numbers stay as written. */
    private static final String PREFIXES = dkg.vocab.DKG.PREFIX_MAP.entrySet().stream()
            .map(e -> "PREFIX " + e.getKey() + ": <" + e.getValue() + ">").collect(java.util.stream.Collectors.joining(" ", "", " "));

    /**
     * Parses with the same checks and messages as the CLI and MCP (update attempts, syntax errors
     * with line and column) before Fuseki's own parse, so every face words a bad query alike; the
     * vocabulary's prefixes are predeclared as in the other faces (the query's own PREFIX lines win).
     */
    @Override
    protected void execute(String queryString, HttpAction action) {
        try {
            QueryRunner.parse(queryString);
        } catch (BadInputException e) {
            ServletOps.errorBadRequest(e.getMessage());
        }
        super.execute(PREFIXES + queryString, action);
    }

    @Override
    protected void validateQuery(HttpAction action, Query query) {
        super.validateQuery(action, query);
        try {
            QueryRunner.refuseService(query);
        } catch (BadInputException e) {
            ServletOps.errorBadRequest(e.getMessage());
        }
        if (rowCap > 0 && query.isSelectType() && (!query.hasLimit() || query.getLimit() > rowCap)) query.setLimit(rowCap);
    }
}
