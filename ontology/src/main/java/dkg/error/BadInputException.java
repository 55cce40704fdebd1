package dkg.error;

/**
 * Input that cannot be served as given: a path that does not exist, an unknown symbol, a malformed
 * query, a limit out of range, an empty store. The message is one sentence naming the value and the
 * fix; every face shows it without a stack trace (CLI exit 1, MCP {@code isError}, HTTP 400, a JSON
 * error object with {@link #code()}). Anything else thrown is an internal failure.
 *
 * <p>Lives in the lowest module so parsers, the store, the façade and every face share one type.
 */
public class BadInputException extends RuntimeException {
    private final String code;

    public BadInputException(String message) { this(Code.BAD_INPUT, message, null); }

    public BadInputException(String message, Throwable cause) { this(Code.BAD_INPUT, message, cause); }

    public BadInputException(String code, String message) { this(code, message, null); }

    public BadInputException(String code, String message, Throwable cause) {
        super(message, cause);
        this.code = Check.notBlank(code, "code");
    }

    /** A stable, machine-readable kind ({@link Code}), for agents that branch on it. */
    public String code() { return code; }

    /** The stable codes. New kinds get a new constant here, never a changed spelling. */
    public static final class Code {
        /** An argument is malformed or out of range. */
        public static final String BAD_INPUT = "bad_input";
        /** A named thing (symbol, error, skill, file, command) is not known. */
        public static final String NOT_FOUND = "not_found";
        /** A SPARQL query does not parse, or is of a refused form (update, LOAD, SERVICE). */
        public static final String BAD_QUERY = "bad_query";
        /** A request that is refused by policy or bounds (too large, too slow, not allowed). */
        public static final String REFUSED = "refused";
        /** The store holds nothing to answer from. */
        public static final String EMPTY_STORE = "empty_store";
        /** A source cannot be read or reached. */
        public static final String UNREADABLE = "unreadable";
        /** The command line is malformed (unknown option, missing argument). */
        public static final String USAGE = "usage";
        /** The server is at its limit of heavy work; the same request may succeed when retried (HTTP 503). */
        public static final String BUSY = "busy";

        private Code() {}
    }
}
