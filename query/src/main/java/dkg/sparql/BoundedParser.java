package dkg.sparql;

import dkg.error.BadInputException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.jena.query.Query;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.query.QueryParseException;
import org.apache.jena.update.UpdateFactory;

/**
 * Turns query text into a {@link Query} within the size, nesting and parse-time bounds of
 * {@link QueryLimits}; every refusal is a {@link BadInputException} naming the bound.
 *
 * <p>Size and nesting are checked on the text before the parser sees it, so a 10 MB or 5,000-deep
 * query costs one linear scan. The parse itself runs on a small pool and the caller waits at most
 * the parse time limit: Jena's parser cannot be interrupted, but with the size bound it finishes
 * soon after, and the pool's fixed size keeps abandoned parses from taking more than its threads.
 */
public final class BoundedParser {
    private static final int PARSER_THREADS = 2;
    private static final ThreadPoolExecutor PARSERS = new ThreadPoolExecutor(PARSER_THREADS, PARSER_THREADS,
            30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(64), r -> {
                Thread t = new Thread(r, "sparql-parser");
                t.setDaemon(true);
                return t;
            });

    static { PARSERS.allowCoreThreadTimeOut(true); }

    private final QueryLimits limits;

    public BoundedParser(QueryLimits limits) { this.limits = limits; }

    /** The parsed query, or a BadInputException (empty, too long, too deep, too slow, an update, malformed). */
    public Query parse(String text) {
        checkText(text);
        Future<Query> parsing;
        try {
            parsing = PARSERS.submit(() -> parseNow(text));
        } catch (RejectedExecutionException e) {
            throw new BadInputException(BadInputException.Code.REFUSED,
                    "too many SPARQL queries are being parsed at once: retry in a moment");
        }
        try {
            return parsing.get(limits.parseTimeout().toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            parsing.cancel(true);
            throw new BadInputException(BadInputException.Code.REFUSED, "parsing the SPARQL query took longer than "
                    + Durations.human(limits.parseTimeout()) + ": shorten or simplify it");
        } catch (InterruptedException e) {
            parsing.cancel(true);
            Thread.currentThread().interrupt();
            throw new BadInputException(BadInputException.Code.REFUSED, "the SPARQL query was interrupted while parsing");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof BadInputException b) throw b;
            if (e.getCause() instanceof StackOverflowError) throw tooDeep();
            // a constant REGEX pattern is compiled while parsing: one that does not compile is the caller's
            BadInputException callers = QueryFaults.callersFault(e.getCause());
            if (callers != null) throw callers;
            if (e.getCause() instanceof RuntimeException r) throw r;
            throw new IllegalStateException(e.getCause());
        }
    }

    /** The checks that need no parser: present, not longer than the limit, not nested deeper than the limit. */
    public void checkText(String text) {
        dkg.error.Check.notBlank(text, "SPARQL query");
        if (text.length() > limits.maxQueryChars())
            throw new BadInputException(BadInputException.Code.REFUSED, "the SPARQL query is " + text.length()
                    + " characters long; at most " + limits.maxQueryChars() + " are accepted: shorten it");
        int depth = QueryNesting.depth(text);
        if (depth > limits.maxNesting())
            throw new BadInputException(BadInputException.Code.REFUSED, "the SPARQL query nests " + depth
                    + " levels of { ( [ deep; at most " + limits.maxNesting() + " are accepted: flatten it");
    }

    static BadInputException tooDeep() {
        return new BadInputException(BadInputException.Code.REFUSED,
                "the SPARQL query is too deeply nested or chained to evaluate: split or simplify it");
    }

    private static Query parseNow(String text) {
        try {
            // the vocabulary's prefixes are predeclared; a query's own PREFIX lines still win
            Query query = new Query();
            query.getPrefixMapping().setNsPrefixes(dkg.vocab.DKG.PREFIX_MAP);
            return QueryFactory.parse(query, text, null, org.apache.jena.query.Syntax.syntaxSPARQL_11);
        } catch (QueryParseException e) {
            if (isUpdate(text))
                throw new BadInputException(BadInputException.Code.REFUSED,
                        "only SELECT, ASK, CONSTRUCT and DESCRIBE are allowed: the store is read-only here");
            String why = e.getMessage() == null ? "syntax error" : e.getMessage().strip().replaceAll("\\s+", " ");
            // the parser's list of expected tokens can run to kilobytes and may quote the input: keep where and what
            int expecting = why.indexOf(" Was expecting");
            if (expecting > 0) why = why.substring(0, expecting);
            if (why.length() > 200) why = why.substring(0, 199) + "..."; // ASCII: HTTP error bodies are sized in bytes
            throw new BadInputException(BadInputException.Code.BAD_QUERY, "malformed SPARQL query: " + why, e);
        }
    }

    private static boolean isUpdate(String text) {
        try {
            UpdateFactory.create(text);
            return true;
        } catch (RuntimeException | StackOverflowError e) {
            return false;
        }
    }
}
