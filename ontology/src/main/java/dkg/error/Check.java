package dkg.error;

import java.util.Collection;
import java.util.Locale;

/**
 * Argument checks at the API edge, one sentence per failure (as jsoup's {@code Validate}). Request
 * records call these in their compact constructors, so every face rejects the same bad value with
 * the same message.
 */
public final class Check {
    private Check() {}

    /** {@code value}, unless null or blank. */
    public static String notBlank(String value, String what) {
        if (value == null || value.isBlank()) throw new BadInputException("the " + what + " is empty; give a value");
        return value;
    }

    /** {@code value} when its length is at most {@code max} characters. */
    public static String maxLength(String value, int max, String what) {
        if (value != null && value.length() > max)
            throw new BadInputException(BadInputException.Code.REFUSED,
                    "the " + what + " is " + value.length() + " characters long; at most " + max + " are accepted");
        return value;
    }

    /** {@code value} when in {@code min..max}. */
    public static int range(int value, int min, int max, String what) {
        if (value < min || value > max)
            throw new BadInputException(what + " must be " + min + ".." + max + ", got " + value);
        return value;
    }

    /** {@code value} lower-cased when one of {@code allowed} (null passes as null). */
    public static String oneOf(String value, Collection<String> allowed, String what) {
        if (value == null) return null;
        String v = value.trim().toLowerCase(Locale.ROOT);
        if (!allowed.contains(v))
            throw new BadInputException("unknown " + what + " '" + value + "'; use one of " + String.join(", ", allowed));
        return v;
    }

    /** Fails with {@code message} unless {@code condition}. */
    public static void that(boolean condition, String message) {
        if (!condition) throw new BadInputException(message);
    }
}
