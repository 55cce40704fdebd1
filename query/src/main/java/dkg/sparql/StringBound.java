package dkg.sparql;

import dkg.error.BadInputException;
import dkg.vocab.DKG;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.jena.query.Query;
import org.apache.jena.sparql.engine.binding.Binding;
import org.apache.jena.sparql.expr.E_StrEncodeForURI;
import org.apache.jena.sparql.expr.E_StrLowerCase;
import org.apache.jena.sparql.expr.E_StrReplace;
import org.apache.jena.sparql.expr.E_StrUpperCase;
import org.apache.jena.sparql.expr.Expr;
import org.apache.jena.sparql.expr.ExprEvalException;
import org.apache.jena.sparql.expr.ExprFunction1;
import org.apache.jena.sparql.expr.ExprFunctionN;
import org.apache.jena.sparql.expr.ExprList;
import org.apache.jena.sparql.expr.ExprTransformCopy;
import org.apache.jena.sparql.expr.NodeValue;
import org.apache.jena.sparql.function.FunctionEnv;
import org.apache.jena.sparql.syntax.syntaxtransform.ElementTransformCopyBase;
import org.apache.jena.sparql.syntax.syntaxtransform.QueryTransformOps;
import org.apache.jena.sparql.util.Context;
import org.apache.jena.sparql.util.Symbol;
import java.text.NumberFormat;
import java.util.Locale;

/**
 * Bounds the strings a query builds, so that one query cannot take the heap: a chain of
 * {@code BIND(CONCAT(?s, ?s) AS ?t)} doubles a string at each step and reached gigabytes before the
 * time limit. Every function that can make a longer string than it was given (CONCAT, REPLACE,
 * ENCODE_FOR_URI, upper/lower case, and every other function of several arguments, custom ones
 * included) is wrapped by a check of its result: at most {@link #MAX_CHARS} characters each, and
 * {@link #MAX_TOTAL_CHARS} built by one execution in all. REPLACE is checked before it runs from its
 * arguments' lengths, as a pattern that matches every character multiplies its input by the replacement. Past a bound
 * the query stops with a {@link BadInputException} (the caller's query, not a failure here).
 * GROUP_CONCAT's argument is charged to the same total for every row it joins, with its separator,
 * so a concatenation over a large join stops at the total too.
 *
 * <p>The optimizer's constant folding evaluates functions of constants before the query runs,
 * below these checks and outside the time limit, so a query run with them has folding turned off
 * ({@link #NO_FOLDING}).
 */
public final class StringBound {
    /** Longest string one function call may build: 1 Mi characters (2 MB in the heap). */
    public static final int MAX_CHARS = 1 << 20;
    /** Characters one execution may build in all, garbage included: 64 Mi. */
    public static final long MAX_TOTAL_CHARS = 64L << 20;

    /** Set to {@code false} in a query's context: no function is evaluated before the checks are in place. */
    public static final Symbol NO_FOLDING = org.apache.jena.query.ARQ.optExprConstantFolding;

    private static final Symbol BUILT = Symbol.create(DKG.NS + "charsBuilt");

    private StringBound() {}

    /** {@code query} with every string-building function checked. */
    public static Query bound(Query query) {
        return QueryTransformOps.transform(query, new ElementTransformCopyBase(), new Wrap());
    }

    private static final class Wrap extends ExprTransformCopy {
        @Override
        public Expr transform(ExprFunctionN func, ExprList args) {
            return new Checked(super.transform(func, args));
        }

        @Override
        public Expr transform(org.apache.jena.sparql.expr.ExprAggregator eAgg) {
            var a = eAgg.getAggregator();
            String separator = a instanceof org.apache.jena.sparql.expr.aggregate.AggGroupConcat g ? g.getSeparator()
                    : a instanceof org.apache.jena.sparql.expr.aggregate.AggGroupConcatDistinct d ? d.getSeparator() : null;
            if (!(a instanceof org.apache.jena.sparql.expr.aggregate.AggGroupConcat || a instanceof org.apache.jena.sparql.expr.aggregate.AggGroupConcatDistinct))
                return super.transform(eAgg);
            ExprList charged = new ExprList();
            int perRow = separator == null ? 1 : separator.length();
            for (Expr e : a.getExprList()) charged.add(new Checked(e, perRow));
            return new org.apache.jena.sparql.expr.ExprAggregator(eAgg.getVar(), a.copy(charged));
        }

        @Override
        public Expr transform(ExprFunction1 func, Expr arg) {
            Expr e = super.transform(func, arg);
            boolean grows = func instanceof E_StrEncodeForURI || func instanceof E_StrUpperCase || func instanceof E_StrLowerCase;
            return grows ? new Checked(e) : e;
        }
    }

    /** A function's result, refused past the bounds. */
    private static final class Checked extends ExprFunction1 {
        /** Characters charged on top of the result's own, per evaluation (a GROUP_CONCAT separator). */
        private final int extra;

        Checked(Expr inner) { this(inner, 0); }

        Checked(Expr inner, int extra) {
            super(inner, "dkg-bounded-string");
            this.extra = extra;
        }

        @Override
        protected NodeValue evalSpecial(Binding binding, FunctionEnv env) {
            if (expr instanceof E_StrReplace replace) refuseLargeReplace(replace, binding, env);
            return null;
        }

        @Override
        public NodeValue eval(NodeValue v, FunctionEnv env) {
            if (v.isLiteral()) {
                int n = v.asNode().getLiteralLexicalForm().length();
                if (n > MAX_CHARS) throw tooLong();
                if (env != null && charge(env.getContext(), n + extra) > MAX_TOTAL_CHARS)
                    throw new BadInputException(BadInputException.Code.REFUSED, "the query builds more than "
                            + count(MAX_TOTAL_CHARS) + " characters of strings: build fewer or shorter strings");
            }
            return v;
        }

        @Override
        public NodeValue eval(NodeValue v) { return eval(v, null); }

        @Override
        public Expr copy(Expr e) { return new Checked(e, extra); }
    }

    /** REPLACE makes at most one replacement per position of its input, each at most the replacement with every {@code $n} a whole input. */
    private static void refuseLargeReplace(E_StrReplace replace, Binding binding, FunctionEnv env) {
        long input, replacement, groups;
        try {
            String s = replace.getArg(1).eval(binding, env).asNode().getLiteralLexicalForm();
            String r = replace.getArg(3).eval(binding, env).asNode().getLiteralLexicalForm();
            input = s.length();
            replacement = r.length();
            groups = r.chars().filter(c -> c == '$').count();
        } catch (ExprEvalException | UnsupportedOperationException notText) {
            return; // REPLACE itself reports it
        }
        if (input + (input + 1) * (replacement + groups * input) > MAX_CHARS) throw tooLong();
    }

    private static long charge(Context cxt, int n) {
        if (cxt == null) return n;
        AtomicLong built;
        synchronized (cxt) {
            built = cxt.get(BUILT);
            if (built == null) cxt.set(BUILT, built = new AtomicLong());
        }
        return built.addAndGet(n);
    }

    private static BadInputException tooLong() {
        return new BadInputException(BadInputException.Code.REFUSED, "the query builds a string of more than "
                + count(MAX_CHARS) + " characters (CONCAT, REPLACE): build shorter strings");
    }

    private static String count(long n) { return NumberFormat.getIntegerInstance(Locale.ROOT).format(n); }
}
