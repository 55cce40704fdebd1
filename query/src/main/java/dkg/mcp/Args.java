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

    /** A required non-blank string. */
    public String text(String name) {
        String s = optionalText(name);
        if (s == null || s.isBlank()) throw new BadInputException(tool + ": argument '" + name + "' is required (a non-empty string)");
        return s;
    }

    /** A string, or null when absent. */
    public String optionalText(String name) {
        Object v = values.get(name);
        if (v == null) return null;
        if (v instanceof String s) return s;
        throw new BadInputException(tool + ": argument '" + name + "' must be a string, got " + v);
    }

    /** An integer, or {@code dflt} when absent; its range is the request record's to check. */
    public int integer(String name, int dflt) {
        Object v = values.get(name);
        if (v == null) return dflt;
        if (v instanceof Number num && num.doubleValue() == Math.rint(num.doubleValue())
                && num.doubleValue() >= Integer.MIN_VALUE && num.doubleValue() <= Integer.MAX_VALUE) return num.intValue();
        throw new BadInputException(tool + ": argument '" + name + "' must be an integer, got " + v);
    }

    /** A boolean, or {@code dflt} when absent. */
    public boolean flag(String name, boolean dflt) {
        Object v = values.get(name);
        if (v == null) return dflt;
        if (v instanceof Boolean b) return b;
        throw new BadInputException(tool + ": argument '" + name + "' must be true or false, got " + v);
    }
}
