package dkg.op;

import dkg.error.BadInputException;
import java.util.List;
import java.util.Map;

/**
 * The arguments of one call, as any face received them (MCP's JSON values, the command line's and
 * HTTP's strings), read by their parameters: a default fills in what is absent, a value of the wrong
 * type or out of its range is refused with the same message whichever face it came through. Choices
 * are the request's to check, so they too read the same everywhere.
 */
public final class Values {
    /** Longest item accepted in a list of paths. */
    public static final int MAX_PATH_CHARS = 4096;

    private final Operation<?, ?> operation;
    private final Map<String, Object> given;

    Values(Operation<?, ?> operation, Map<String, Object> given) {
        this.operation = operation;
        this.given = given == null ? Map.of() : given;
    }

    /** The operation these arguments are for. */
    public Operation<?, ?> operation() { return operation; }

    private Param param(String name) {
        return operation.params().stream().filter(p -> p.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(operation.name() + " has no parameter " + name));
    }

    /** The value given under the parameter's name or one of its aliases, else null. */
    private Object raw(Param p) {
        Object v = given.get(p.name());
        for (String alias : p.aliases()) if (v == null) v = given.get(alias);
        return v;
    }

    private BadInputException wrong(Param p, String what, Object v) {
        return new BadInputException(operation.tool() + ": argument '" + p.name() + "' must be " + what + ", got " + kind(v));
    }

    /** A string, its default when absent (null if it has none); a required one must be there and not blank. */
    public String text(String name) {
        Param p = param(name);
        Object v = raw(p);
        if (v == null) v = p.defaultValue();
        if (v != null && !(v instanceof String)) throw wrong(p, "a string", v);
        String s = (String) v;
        if (p.required() && s == null) throw new BadInputException(operation.tool() + ": argument '" + p.name() + "' is required (a non-empty string)");
        return s;
    }

    /** A string of at most {@code maxChars} characters, refused without quoting it. */
    public String text(String name, int maxChars) {
        String s = text(name);
        if (s != null && s.length() > maxChars)
            throw new BadInputException(BadInputException.Code.REFUSED, operation.tool() + ": argument '" + name + "' is " + s.length()
                    + " characters long; at most " + maxChars + " are accepted");
        return s;
    }

    /** An integer within the parameter's range, its default when absent; a string is read as a number. */
    public int integer(String name) {
        Param p = param(name);
        return dkg.error.Check.range(anInteger(p), p.min(), p.max(), p.name());
    }

    private int anInteger(Param p) {
        Object v = raw(p);
        if (v == null) v = p.defaultValue();
        if (v instanceof String s) {
            try {
                return Integer.parseInt(s.strip());
            } catch (NumberFormatException e) {
                throw wrong(p, "an integer", s);
            }
        }
        if (v instanceof Number num && Double.isFinite(num.doubleValue()) && num.doubleValue() == Math.rint(num.doubleValue())
                && num.doubleValue() >= Integer.MIN_VALUE && num.doubleValue() <= Integer.MAX_VALUE) return num.intValue();
        throw wrong(p, "an integer", v);
    }

    /** A flag, its default when absent; the strings true and false are read as such. */
    public boolean flag(String name) {
        Param p = param(name);
        Object v = raw(p);
        if (v == null) v = p.defaultValue();
        if (v instanceof Boolean b) return b;
        if ("true".equals(v) || "false".equals(v)) return Boolean.parseBoolean((String) v);
        throw wrong(p, "true or false", v);
    }

    /** A list of at most {@code maxItems} strings of at most {@link #MAX_PATH_CHARS} each; empty when absent. */
    public List<String> texts(String name, int maxItems) {
        Param p = param(name);
        Object v = raw(p);
        if (v == null) return List.of();
        if (v instanceof String s) v = List.of(s);
        if (!(v instanceof List<?> l) || !l.stream().allMatch(x -> x instanceof String)) throw wrong(p, "a list of strings", v);
        if (l.size() > maxItems)
            throw new BadInputException(BadInputException.Code.REFUSED, operation.tool() + ": argument '" + name + "' has " + l.size()
                    + " items; at most " + maxItems + " are accepted");
        for (Object x : l)
            if (((String) x).length() > MAX_PATH_CHARS)
                throw new BadInputException(BadInputException.Code.REFUSED, operation.tool() + ": an item of '" + name + "' is "
                        + ((String) x).length() + " characters long; at most " + MAX_PATH_CHARS + " are accepted");
        return l.stream().map(String.class::cast).toList();
    }

    /** A value's kind, for messages that must not quote a long value. */
    private static String kind(Object v) {
        if (v instanceof String s) return s.length() <= 24 ? "'" + s + "'" : "a string";
        if (v instanceof Number n) return String.valueOf(n).length() <= 24 ? "the number " + n : "a number";
        if (v instanceof Boolean b) return String.valueOf(b);
        if (v instanceof Map<?, ?>) return "an object";
        if (v instanceof List<?>) return "an array";
        return "a " + v.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT);
    }
}
