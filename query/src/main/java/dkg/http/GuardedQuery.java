package dkg.http;

import dkg.error.BadInputException;
import dkg.sparql.BoundedParser;
import dkg.sparql.HeavyQueryGate;
import dkg.sparql.QueryLimits;
import dkg.sparql.QueryRunner;
import dkg.sparql.QueryWeight;
import dkg.sparql.ResultCap;
import dkg.sparql.StringBound;
import org.apache.jena.atlas.lib.Pair;
import org.apache.jena.fuseki.servlets.HttpAction;
import org.apache.jena.fuseki.servlets.SPARQL_QueryDataset;
import org.apache.jena.fuseki.servlets.ServletOps;
import org.apache.jena.query.Query;
import org.apache.jena.sparql.core.DatasetGraph;

/**
 * Fuseki's query operation with the store's bounds ({@link QueryLimits}), the same as the CLI's and
 * MCP's: text size and nesting are checked before Fuseki parses, parse time is bounded, SERVICE is
 * refused (so the server never makes an outbound request), every form is capped by
 * {@link ResultCap}, and heavy queries pass the endpoint's {@link HeavyQueryGate} (503 when busy).
 * Refusals are 400 with the reason as the body.
 */
final class GuardedQuery extends SPARQL_QueryDataset {
    private final QueryLimits limits;
    private final BoundedParser parser;
    private final HeavyQueryGate gate;

    GuardedQuery(QueryLimits limits) {
        this.limits = limits;
        this.parser = new BoundedParser(limits);
        this.gate = new HeavyQueryGate(limits);
    }

    /** The vocabulary's PREFIX declarations on one line, so a query's line numbers stay as written. */
    private static final String PREFIXES = dkg.vocab.DKG.PREFIX_MAP.entrySet().stream()
            .map(e -> "PREFIX " + e.getKey() + ": <" + e.getValue() + ">").collect(java.util.stream.Collectors.joining(" ", "", " "));

    /**
     * Checks with the same bounds and messages as the CLI and MCP before Fuseki parses; the
     * vocabulary's prefixes are predeclared as in the other faces (the query's own PREFIX lines win).
     */
    @Override
    protected void execute(String queryString, HttpAction action) {
        boolean heavy;
        try {
            Query q = parser.parse(queryString);
            QueryRunner.refuseService(q);
            heavy = QueryWeight.isHeavy(q);
        } catch (BadInputException e) {
            ServletOps.errorBadRequest(e.getMessage());
            return;
        } catch (StackOverflowError e) {
            ServletOps.errorBadRequest(tooDeep());
            return;
        }
        HeavyQueryGate.Slot slot;
        try {
            slot = heavy ? gate.enter() : HeavyQueryGate.NONE;
        } catch (BadInputException busy) {
            action.getResponse().setHeader("Retry-After", "2");
            ServletOps.error(503, busy.getMessage());
            return;
        }
        try (slot) {
            super.execute(PREFIXES + queryString, action);
        } catch (StackOverflowError e) {
            ServletOps.errorBadRequest(tooDeep());
        } catch (RuntimeException e) {
            // the caller's error found while running (a bad dkg:search argument, a bad regex): 400, not a 500 with a trace
            BadInputException bad = dkg.sparql.QueryFaults.callersFault(e);
            if (bad == null || e instanceof org.apache.jena.fuseki.servlets.ActionErrorException) throw e;
            ServletOps.errorBadRequest(bad.getMessage());
        }
    }

    @Override
    protected void validateQuery(HttpAction action, Query query) {
        super.validateQuery(action, query);
        try {
            QueryRunner.refuseService(query);
        } catch (BadInputException e) {
            ServletOps.errorBadRequest(e.getMessage());
        }
    }

    @Override
    protected Pair<DatasetGraph, Query> decideDataset(HttpAction action, Query query, String queryStringLog) {
        Pair<DatasetGraph, Query> p = super.decideDataset(action, query, queryStringLog);
        return Pair.create(p.getLeft(), StringBound.bound(ResultCap.bound(p.getRight(), limits.maxResults())));
    }

    /** Fuseki picks the result kind from the query it parsed; a DESCRIBE now runs as the capped CONSTRUCT. */
    @Override
    protected org.apache.jena.sparql.exec.QueryExecResult executeQuery(HttpAction action, org.apache.jena.sparql.exec.QueryExec exec,
                                                                   Query query, String queryStringLog) {
        return super.executeQuery(action, exec, query.isDescribeType() ? exec.getQuery() : query, queryStringLog);
    }

    private static String tooDeep() {
        return "the SPARQL query is too deeply nested or chained to evaluate: split or simplify it";
    }
}
