package dkg.sparql;

import dkg.error.BadInputException;
import java.util.regex.PatternSyntaxException;
import org.apache.jena.query.QueryBuildException;
import org.apache.jena.sparql.expr.ExprEvalException;

/**
 * Tells the caller's faults apart from ours among what a running query throws: a bad argument to a
 * function or property function found once the query runs (a REGEX or {@code apf:strSplit} pattern
 * that does not compile, a bad {@code dkg:search} limit, a string over {@link StringBound}) is the
 * query's, and is answered as bad input (exit 1, {@code isError}, HTTP 400), not as an internal
 * failure with a trace.
 */
public final class QueryFaults {
    private QueryFaults() {}

    /** The caller's fault in {@code e} as a one-line BadInputException, or null when it is not one. */
    public static BadInputException callersFault(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof BadInputException b) return b;
            if (t instanceof PatternSyntaxException p)
                return new BadInputException(BadInputException.Code.BAD_QUERY, "a regular expression in the query does not compile: "
                        + firstLine(p.getDescription()) + " in '" + firstLine(p.getPattern()) + "'");
            if (t instanceof QueryBuildException || t instanceof ExprEvalException)
                return new BadInputException(BadInputException.Code.BAD_QUERY, "the query cannot run: " + firstLine(t.getMessage()));
        }
        return null;
    }

    /** The message's first line, at most 200 characters, without the Java exception names Jena puts in it. */
    private static String firstLine(String s) {
        if (s == null) return "";
        String t = s.replaceAll("(?:[a-z][a-z0-9_]*\\.)+[A-Z][A-Za-z0-9_]*(?:Exception|Error): ?", "").strip();
        int nl = t.indexOf('\n');
        t = nl < 0 ? t : t.substring(0, nl);
        return t.length() > 200 ? t.substring(0, 200) + "…" : t;
    }
}
