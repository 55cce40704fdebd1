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

/**
 * Runs one read-only SPARQL query over the store and writes its result.
 *
 * <p>SELECT and ASK print as a text table, SPARQL 1.1 Query Results JSON, CSV or TSV; CONSTRUCT
 * and DESCRIBE print Turtle. Every bound of {@link QueryLimits} holds for every form: text size and
 * nesting before parsing, parse time, execution time, result cap (see {@link ResultCap}), and heavy
 * queries pass the {@link HeavyQueryGate}. Updates (INSERT, LOAD, ...) and SERVICE are refused.
 * Each refusal is a {@link BadInputException}. Results are complete before anything is written, so
 * a cancelled query prints nothing. Thread-safe.
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

    public static final Duration DEFAULT_TIMEOUT = QueryLimits.DEFAULT_TIMEOUT;

    /** What ran: the form asked for, rows of a SELECT (1/0 for ASK, triples otherwise), and whether the result cap cut it. */
    public record Ran(String form, long count, boolean capped) {}

    private final DatasetGraph dsg;
    private final QueryLimits limits;
    private final BoundedParser parser;
    private final HeavyQueryGate gate;
    private final RunningQueries running;

    /**
     * @param dsg    the dataset (the store's, so that {@code dkg:search} finds its searcher)
     * @param limits every bound of a query
     * @param gate   admission of heavy queries, shared by everything that queries the same store
     */
    public QueryRunner(DatasetGraph dsg, QueryLimits limits, HeavyQueryGate gate, RunningQueries running) {
        this.dsg = dsg;
        this.limits = limits;
        this.parser = new BoundedParser(limits);
        this.gate = gate;
        this.running = running;
    }

    public QueryRunner(DatasetGraph dsg, QueryLimits limits, HeavyQueryGate gate) { this(dsg, limits, gate, new RunningQueries()); }

    /** The default limits with this time limit and result cap (0: none), and a gate of its own. */
    public QueryRunner(DatasetGraph dsg, Duration timeout, long rowCap) {
        this(dsg, QueryLimits.DEFAULTS.withTimeout(timeout).withMaxResults(rowCap), new HeavyQueryGate(QueryLimits.DEFAULTS));
    }

    public QueryRunner(DatasetGraph dsg) { this(dsg, QueryLimits.DEFAULTS, new HeavyQueryGate(QueryLimits.DEFAULTS)); }

    /**
     * Parses, checks and runs the query, writing the result to {@code out}.
     *
     * @param format null for the query form's default
     * @return rows of a SELECT, 1 or 0 for ASK, triples of CONSTRUCT/DESCRIBE
     */
    public long run(String queryText, Format format, OutputStream out) { return execute(queryText, format, out).count(); }

    /** As {@link #run}, telling also the form and whether the result cap cut the result. */
    public Ran execute(String queryText, Format format, OutputStream out) { return execute(queryText, format, Format.TABLE, out); }

    /** As {@link #execute}, in the machine format of the form: results JSON for SELECT and ASK, Turtle otherwise. */
    public Ran forMachines(String queryText, OutputStream out) { return execute(queryText, null, Format.JSON, out); }

    private Ran execute(String queryText, Format format, Format tableDefault, OutputStream out) {
        Query query = parser.parse(queryText);
        try {
            return execute(query, format, tableDefault, out);
        } catch (StackOverflowError e) {
            throw BoundedParser.tooDeep();
        }
    }

    private Ran execute(Query query, Format format, Format tableDefault, OutputStream out) {
        refuseService(query);
        String form = form(query);
        Format chosen = format != null ? format : (query.isSelectType() || query.isAskType() ? tableDefault : Format.TURTLE);
        boolean graphForm = query.isConstructType() || query.isDescribeType();
        Format f = graphForm && chosen == Format.TABLE ? Format.TURTLE : chosen; // the table is the CLI default; a graph's text form is Turtle
        if (graphForm && f != Format.TURTLE)
            throw new BadInputException("CONSTRUCT and DESCRIBE print Turtle: use --format turtle or leave it out");
        if (!graphForm && f == Format.TURTLE)
            throw new BadInputException("SELECT and ASK print table, json, csv or tsv, not turtle");
        boolean heavy = QueryWeight.isHeavy(query);
        long limitAsked = query.isDescribeType() ? Query.NOLIMIT : query.getLimit();
        Query bounded = StringBound.bound(ResultCap.bound(query, limits.maxResults()));
        boolean capImposed = bounded.hasLimit() && bounded.getLimit() != limitAsked;

        try (HeavyQueryGate.Slot slot = heavy ? gate.enter() : HeavyQueryGate.NONE) {
            long n = Txn.calculateRead(dsg, () -> {
                try (QueryExec exec = QueryExec.dataset(dsg).query(bounded)
                        .set(Service.httpServiceAllowed, false)
                        .set(StringBound.NO_FOLDING, false)
                        .timeout(limits.timeout().toMillis(), TimeUnit.MILLISECONDS).build()) {
                    running.started(exec);
                    try {
                        return run(exec, bounded, query, f, out);
                    } finally {
                        running.ended(exec);
                    }
                }
            });
            return new Ran(form, n, capImposed && n >= bounded.getLimit());
        } catch (QueryCancelledException e) {
            throw new BadInputException(BadInputException.Code.REFUSED, "the query ran past its " + Durations.human(limits.timeout())
                    + " limit: narrow it (LIMIT, more specific patterns) or raise the timeout", e);
        } catch (BadInputException e) {
            throw e;
        } catch (RuntimeException e) {
            BadInputException callers = QueryFaults.callersFault(e);
            if (callers == null) throw e;
            throw callers;
        }
    }

    /** Runs the bounded query and writes its result; rows, 1/0 or triples. */
    private static long run(QueryExec exec, Query bounded, Query query, Format f, OutputStream out) {
        if (bounded.isSelectType()) {
            // materialise inside the timeout, then write: a cancelled query prints nothing
            var rows = org.apache.jena.query.ResultSetFactory.makeRewindable(ResultSet.adapt(exec.select()));
            return write(rows, bounded, f, out);
        }
        if (bounded.isAskType()) {
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
        Graph g = exec.construct();
        g.getPrefixMapping().setNsPrefixes(query.getPrefixMapping());
        // with rdf: declared, Turtle spells rdf:type out; the predeclared prefix must not change "a"
        g.getPrefixMapping().removeNsPrefix("rdf");
        RDFDataMgr.write(out, g, Lang.TURTLE);
        return (long) g.size();
    }

    private static String form(Query q) {
        return q.isSelectType() ? "SELECT" : q.isAskType() ? "ASK" : q.isConstructType() ? "CONSTRUCT" : "DESCRIBE";
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

    /** Parses a query within the default bounds; updates and syntax errors become BadInputExceptions. */
    public static Query parse(String text) { return new BoundedParser(QueryLimits.DEFAULTS).parse(text); }

    /** SERVICE would reach out of the store (network); refuse it wherever it appears (a BadInputException). */
    public static void refuseService(Query query) {
        AtomicBoolean found = new AtomicBoolean();
        Walker.walk(Algebra.compile(query), new OpVisitorBase() {
            @Override public void visit(OpService op) { found.set(true); }
        });
        if (found.get()) throw new BadInputException("SERVICE is not allowed: queries run over the local store only");
    }
}
