package dkg.mcp;

import dkg.error.BadInputException;
import java.util.Map;

/**
 * Typed reads of a tool call's arguments. A missing required argument or a value of the wrong
 * type is a {@link BadInputException} naming the argument and what it should be.
 */
public final class Args {
    private final String tool;
    private final Map<String, Object> values;

    public Args(String tool, Map<String, Object> values) {
        this.tool = tool;
        this.values = values == null ? Map.of() : values;
    }

    /** The arguments as the client sent them. */
    public Map<String, Object> values() { return values; }

    /** Longest path accepted in a list of paths. */
    public static final int MAX_PATH_CHARS = 4096;

    /** A required non-blank string; its length is bounded by the request record it goes into (the same words in every face). */
    public String text(String name) { return text(name, Integer.MAX_VALUE); }

    /** A required non-blank string of at most {@code maxChars} characters. */
    public String text(String name, int maxChars) {
        String s = optionalText(name, maxChars);
        if (s == null || s.isBlank()) throw new BadInputException(tool + ": argument '" + name + "' is required (a non-empty string)");
        return s;
    }

    /** A string, or null when absent; its length is the request record's to bound. */
    public String optionalText(String name) { return optionalText(name, Integer.MAX_VALUE); }

    /** A string of at most {@code maxChars} characters, or null when absent. */
    public String optionalText(String name, int maxChars) {
        Object v = values.get(name);
        if (v == null) return null;
        if (!(v instanceof String s)) throw new BadInputException(tool + ": argument '" + name + "' must be a string, got " + kind(v));
        // refused without quoting it: a huge argument must not come back in the error
        if (s.length() > maxChars)
            throw new BadInputException(BadInputException.Code.REFUSED, tool + ": argument '" + name + "' is " + s.length()
                    + " characters long; at most " + maxChars + " are accepted");
        return s;
    }

    /** A value's JSON kind, for messages that must not quote the value. */
    private static String kind(Object v) {
        if (v instanceof Number n) return String.valueOf(n).length() <= 24 ? "the number " + n : "a number";
        if (v instanceof Boolean b) return String.valueOf(b);
        if (v instanceof java.util.Map<?, ?>) return "an object";
        if (v instanceof java.util.List<?>) return "an array";
        return "a " + v.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT);
    }

    /** An integer, or {@code dflt} when absent; its range is the request record's to check. */
    public int integer(String name, int dflt) {
        Object v = values.get(name);
        if (v == null) return dflt;
        if (v instanceof Number num && Double.isFinite(num.doubleValue()) && num.doubleValue() == Math.rint(num.doubleValue())
                && num.doubleValue() >= Integer.MIN_VALUE && num.doubleValue() <= Integer.MAX_VALUE) return num.intValue();
        throw new BadInputException(tool + ": argument '" + name + "' must be an integer, got " + kind(v));
    }

    /** A boolean, or {@code dflt} when absent. */
    public boolean flag(String name, boolean dflt) {
        Object v = values.get(name);
        if (v == null) return dflt;
        if (v instanceof Boolean b) return b;
        throw new BadInputException(tool + ": argument '" + name + "' must be true or false, got " + kind(v));
    }

    /** A list of at most {@code maxItems} strings (paths) of at most {@link #MAX_PATH_CHARS} each, empty when absent. */
    public java.util.List<String> texts(String name, int maxItems) {
        Object v = values.get(name);
        if (v == null) return java.util.List.of();
        if (v instanceof java.util.List<?> l && l.stream().allMatch(x -> x instanceof String)) {
            if (l.size() > maxItems)
                throw new BadInputException(BadInputException.Code.REFUSED, tool + ": argument '" + name + "' has " + l.size()
                        + " items; at most " + maxItems + " are accepted");
            for (Object x : l)
                if (((String) x).length() > MAX_PATH_CHARS)
                    throw new BadInputException(BadInputException.Code.REFUSED, tool + ": an item of '" + name + "' is "
                            + ((String) x).length() + " characters long; at most " + MAX_PATH_CHARS + " are accepted");
            return l.stream().map(String.class::cast).toList();
        }
        throw new BadInputException(tool + ": argument '" + name + "' must be a list of strings, got " + kind(v));
    }
}
