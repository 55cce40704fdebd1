package dkg.ingest.parse;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

/**
 * Collects what parsers find wrong in their input, as Jena's {@code ErrorHandler} does, and applies
 * the policy: a warning is recorded and reported; an error is recorded (the parser skips the row or
 * item); a fatal problem throws {@link IngestException} so the whole ingest rolls back. With
 * {@code strict}, warnings are errors too.
 *
 * <p>Thread-safe for reporting; {@link #list()} is a snapshot.
 */
public final class Problems {

    /** How bad a problem is. */
    public enum Severity { WARNING, ERROR, FATAL }

    /** One problem, located {@code where} (path:line, or path#anchor). */
    public record Problem(Severity severity, String where, String message) {
        @Override public String toString() { return severity.name().toLowerCase() + ": " + where + ": " + message; }
    }

    private final boolean strict;
    private final Consumer<Problem> reporter;
    private final List<Problem> problems = Collections.synchronizedList(new ArrayList<>());

    /** @param reporter told of each problem as it is found (the CLI prints to stderr), may be null */
    public Problems(boolean strict, Consumer<Problem> reporter) {
        this.strict = strict;
        this.reporter = reporter == null ? p -> { } : reporter;
    }

    /** A lenient collector that reports nowhere: for tests and library use. */
    public static Problems collecting() { return new Problems(false, null); }

    public void warning(String where, String message) {
        add(new Problem(strict ? Severity.ERROR : Severity.WARNING, where, message));
    }

    public void error(String where, String message) { add(new Problem(Severity.ERROR, where, message)); }

    /** Records and throws: the ingest cannot go on. */
    public IngestException fatal(String where, String message) {
        Problem p = new Problem(Severity.FATAL, where, message);
        add(p);
        throw new IngestException(p.toString());
    }

    private void add(Problem p) {
        problems.add(p);
        reporter.accept(p);
    }

    public List<Problem> list() { synchronized (problems) { return List.copyOf(problems); } }

    public long count(Severity s) { return list().stream().filter(p -> p.severity() == s).count(); }

    public boolean strict() { return strict; }
}
