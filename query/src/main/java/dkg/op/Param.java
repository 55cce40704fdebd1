package dkg.op;

import java.util.List;

/**
 * One parameter of an operation, the single source of what every face says of it: its name (a
 * CLI option {@code --doca-version} for {@code doca_version}, an MCP property and an HTTP query
 * parameter as it is), its type, whether it is required, its default, range and choices, and its help.
 *
 * @param name         snake_case name
 * @param kind         value type
 * @param required     must be given
 * @param defaultValue the value when absent, as text (null: none)
 * @param min          least integer accepted (integers only)
 * @param max          greatest integer accepted (integers only)
 * @param choices      the values a client may offer (shown in help and schemas; the request checks them)
 * @param positional   on the command line, given without an option name
 * @param label        the value's placeholder in help ({@code SYMBOL}, {@code V})
 * @param help         one sentence
 * @param aliases      other names accepted in every face, kept for callers of an older name
 */
public record Param(String name, Kind kind, boolean required, String defaultValue, int min, int max,
                    List<String> choices, boolean positional, String label, String help, List<String> aliases) {

    /** What a parameter's value is. */
    public enum Kind {
        /** One string. */
        TEXT,
        /** Free text: several words on the command line (or {@code -} for stdin), one string elsewhere. */
        WORDS,
        /** An integer within {@code min..max}. */
        INTEGER,
        /** true or false; negatable on the command line ({@code --no-live}). */
        FLAG,
        /** A list of strings (paths). */
        TEXTS
    }

    public Param {
        choices = List.copyOf(choices);
        aliases = List.copyOf(aliases);
        if (!snakeCase(name)) throw new IllegalArgumentException("parameter names are snake_case: " + name);
    }

    /** {@code [a-z][a-z0-9_]*}, checked without a regex: every operation's parameters are made at start-up. */
    private static boolean snakeCase(String name) {
        if (name.isEmpty() || name.charAt(0) < 'a' || name.charAt(0) > 'z') return false;
        for (int i = 1; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_')) return false;
        }
        return true;
    }

    /** A required string given without an option name on the command line. */
    public static Param subject(String name, String label, String help) {
        return new Param(name, Kind.TEXT, true, null, 0, 0, List.of(), true, label, help, List.of());
    }

    /** Required free text: the question or query. */
    public static Param words(String name, String label, String help) {
        return new Param(name, Kind.WORDS, true, null, 0, 0, List.of(), true, label, help, List.of());
    }

    /** An optional string. */
    public static Param text(String name, String label, String help) {
        return new Param(name, Kind.TEXT, false, null, 0, 0, List.of(), false, label, help, List.of());
    }

    /** An optional integer with a default and a range. */
    public static Param integer(String name, int dflt, int min, int max, String help) {
        return new Param(name, Kind.INTEGER, false, String.valueOf(dflt), min, max, List.of(), false, "N", help, List.of());
    }

    /** A flag with a default. */
    public static Param flag(String name, boolean dflt, String help) {
        return new Param(name, Kind.FLAG, false, String.valueOf(dflt), 0, 0, List.of(), false, null, help, List.of());
    }

    /** A list of strings. */
    public static Param texts(String name, String label, String help) {
        return new Param(name, Kind.TEXTS, false, null, 0, 0, List.of(), false, label, help, List.of());
    }

    /** The same parameter, required. */
    public Param asRequired() { return new Param(name, kind, true, defaultValue, min, max, choices, positional, label, help, aliases); }

    /** The same parameter with a default value. */
    public Param withDefault(String value) { return new Param(name, kind, required, value, min, max, choices, positional, label, help, aliases); }

    /** The same parameter offering these values. */
    public Param withChoices(String... values) { return new Param(name, kind, required, defaultValue, min, max, List.of(values), positional, label, help, aliases); }

    /** The same parameter, also accepted under these names. */
    public Param alsoNamed(String... names) { return new Param(name, kind, required, defaultValue, min, max, choices, positional, label, help, List.of(names)); }

    /** The command-line option of this parameter. */
    public String option() { return "--" + name.replace('_', '-'); }

    /** An alias as a command-line option. */
    public static String option(String alias) { return "--" + alias.replace('_', '-'); }
}
