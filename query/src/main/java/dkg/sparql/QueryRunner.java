package dkg.sparql;

import dkg.error.BadInputException;
import java.io.OutputStream;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.jena.graph.Graph;
import org.apache.jena.query.Query;
import org.apache.jena.query.QueryCancelledException;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.query.QueryParseException;
import org.apache.jena.query.ResultSet;
import org.apache.jena.query.ResultSetFormatter;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFDataMgr;
import org.apache.jena.riot.resultset.ResultSetLang;
import org.apache.jena.sparql.algebra.Algebra;
import org.apache.jena.sparql.algebra.OpVisitorBase;
import org.apache.jena.sparql.algebra.op.OpService;
import org.apache.jena.sparql.algebra.walker.Walker;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.exec.QueryExec;
import org.apache.jena.sparql.exec.http.Service;
import org.apache.jena.system.Txn;
import org.apache.jena.update.UpdateFactory;

/**
 * Runs one read-only SPARQL query over the store and writes its result.
 *
 * <p>SELECT and ASK print as a text table, SPARQL 1.1 Query Results JSON, CSV or TSV; CONSTRUCT
 * and DESCRIBE print Turtle. Updates (INSERT, LOAD, ...) and SERVICE are refused, and a query
 * running past the timeout is cancelled, each as a {@link BadInputException}. With a row cap, a SELECT
 * returns at most that many rows (a smaller LIMIT in the query stands). Results are complete
 * before anything is written, so a cancelled query prints nothing. Thread-safe.
 */
public final class QueryRunner {
    /** Output formats; {@code TABLE} is the default for SELECT/ASK, Turtle for CONSTRUCT/DESCRIBE. */
    public enum Format {
        TABLE, JSON, CSV, TSV, TURTLE;

        /** From a CLI value ({@code json}); a BadInputException naming the choices otherwise. */
        public static Format parse(String s) {
            try {
                return valueOf(s.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new BadInputException("unknown format '" + s + "': use table, json, csv, tsv or turtle");
            }
        }
    }

    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);

    private final DatasetGraph dsg;
    private final Duration timeout;
    private final long rowCap;

    /**
     * @param dsg     the dataset (the store's, so that {@code dkg:search} finds its searcher)
     * @param timeout wall-clock limit of one query
     * @param rowCap  maximum rows of a SELECT, 0 for none
     */
    public QueryRunner(DatasetGraph dsg, Duration timeout, long rowCap) {
        if (timeout.isNegative() || timeout.isZero()) throw new IllegalArgumentException("timeout must be positive");
        if (rowCap < 0) throw new IllegalArgumentException("rowCap must be >= 0");
        this.dsg = dsg;
        this.timeout = timeout;
        this.rowCap = rowCap;
    }

    public QueryRunner(DatasetGraph dsg) { this(dsg, DEFAULT_TIMEOUT, 0); }

    /**
     * Parses, checks and runs the query, writing the result to {@code out}.
     *
     * @param format null for the query form's default
     * @return rows of a SELECT, 1 or 0 for ASK, triples of CONSTRUCT/DESCRIBE
     */
    public long run(String queryText, Format format, OutputStream out) {
        Query query = parse(queryText);
        refuseService(query);
        Format f = format != null ? format : (query.isSelectType() || query.isAskType() ? Format.TABLE : Format.TURTLE);
        boolean graphForm = query.isConstructType() || query.isDescribeType();
        if (graphForm && f != Format.TURTLE)
            throw new BadInputException("CONSTRUCT and DESCRIBE print Turtle: use --format turtle or leave it out");
        if (!graphForm && f == Format.TURTLE)
            throw new BadInputException("SELECT and ASK print table, json, csv or tsv, not turtle");
        if (rowCap > 0 && query.isSelectType() && (!query.hasLimit() || query.getLimit() > rowCap)) query.setLimit(rowCap);

        try {
            return Txn.calculateRead(dsg, () -> {
                try (QueryExec exec = QueryExec.dataset(dsg).query(query)
                        .set(Service.httpServiceAllowed, false)
                        .timeout(timeout.toMillis(), TimeUnit.MILLISECONDS).build()) {
                    if (query.isSelectType()) {
                        // materialise inside the timeout, then write: a cancelled query prints nothing
                        var rows = org.apache.jena.query.ResultSetFactory.makeRewindable(ResultSet.adapt(exec.select()));
                        return write(rows, query, f, out);
                    }
                    if (query.isAskType()) {
                        boolean yes = exec.ask();
                        switch (f) {
                            case TABLE -> ResultSetFormatter.out(out, yes);
                            case JSON -> ResultSetFormatter.output(out, yes, ResultSetLang.RS_JSON);
                            case CSV -> ResultSetFormatter.output(out, yes, ResultSetLang.RS_CSV);
                            case TSV -> ResultSetFormatter.output(out, yes, ResultSetLang.RS_TSV);
                            default -> throw new IllegalStateException();
                        }
                        return yes ? 1L : 0L;
                    }
                    Graph g = query.isConstructType() ? exec.construct() : exec.describe();
                    g.getPrefixMapping().setNsPrefixes(query.getPrefixMapping());
                    // with rdf: declared, Turtle spells rdf:type out; the predeclared prefix must not change "a"
                    g.getPrefixMapping().removeNsPrefix("rdf");
                    RDFDataMgr.write(out, g, Lang.TURTLE);
                    return (long) g.size();
                }
            });
        } catch (QueryCancelledException e) {
            throw new BadInputException("the query ran past its " + human(timeout) + " limit: narrow it (LIMIT, more specific patterns) or raise the timeout", e);
        }
    }

    private static long write(org.apache.jena.query.ResultSetRewindable rewindable, Query query, Format f, OutputStream out) {
        long n = rewindable.size();
        switch (f) {
            case TABLE -> ResultSetFormatter.out(out, rewindable, query.getPrologue());
            case JSON -> ResultSetFormatter.output(out, rewindable, ResultSetLang.RS_JSON);
            case CSV -> ResultSetFormatter.output(out, rewindable, ResultSetLang.RS_CSV);
            case TSV -> ResultSetFormatter.output(out, rewindable, ResultSetLang.RS_TSV);
            default -> throw new IllegalStateException();
        }
        return n;
    }

    /** Parses a query; updates and syntax errors become UserErrors (the latter with line and column). */
    public static Query parse(String text) {
        if (text == null || text.isBlank()) throw new BadInputException("empty SPARQL query: give a SELECT, ASK, CONSTRUCT or DESCRIBE query");
        try {
            // the vocabulary's prefixes are predeclared; a query's own PREFIX lines still win
            Query query = new Query();
            query.getPrefixMapping().setNsPrefixes(dkg.vocab.DKG.PREFIX_MAP);
            return QueryFactory.parse(query, text, null, org.apache.jena.query.Syntax.syntaxSPARQL_11);
        } catch (QueryParseException e) {
            if (isUpdate(text))
                throw new BadInputException("only SELECT, ASK, CONSTRUCT and DESCRIBE are allowed: the store is read-only here");
            throw new BadInputException("malformed SPARQL query: " + e.getMessage().strip().replaceAll("\\s+", " "), e);
        }
    }

    private static boolean isUpdate(String text) {
        try {
            UpdateFactory.create(text);
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** SERVICE would reach out of the store (network); refuse it wherever it appears (a BadInputException). */
    public static void refuseService(Query query) {
        AtomicBoolean found = new AtomicBoolean();
        Walker.walk(Algebra.compile(query), new OpVisitorBase() {
            @Override public void visit(OpService op) { found.set(true); }
        });
        if (found.get()) throw new BadInputException("SERVICE is not allowed: queries run over the local store only");
    }

    private static String human(Duration d) {
        long ms = d.toMillis();
        return ms % 1000 == 0 ? (ms / 1000) + " s" : ms + " ms";
    }
}
