package dkg.ingest.parse.code;

import java.util.List;
import java.util.Locale;

/**
 * One place a source file names a DOCA symbol.
 *
 * @param name          the exact identifier ({@code doca_dma_task_memcpy_alloc_init})
 * @param use           how the code uses it
 * @param line          1-based line
 * @param column        1-based column of the identifier's first character
 * @param function      the function whose body holds it, or null at file scope
 * @param functionLine  first line of that function (its name), 0 at file scope
 * @param functionEnd   line of that function's closing brace, 0 at file scope
 * @param args          a call's arguments as written (tokens rendered), empty for other uses
 * @param resultIgnored a call that is a whole expression statement, its result unused and not cast to void
 */
public record CodeRef(String name, Use use, int line, int column, String function, int functionLine, int functionEnd,
                      List<String> args, boolean resultIgnored) {

    /** How a file uses a symbol. */
    public enum Use {
        /** {@code doca_x(...)} in code: a function call. */
        CALL,
        /** {@code DOCA_X(...)}: an upper-case function-like macro invoked. */
        MACRO,
        /** An upper-case name not called: an enum value or a macro constant ({@code DOCA_SUCCESS}). */
        CONSTANT,
        /** A type: {@code struct doca_buf}, {@code doca_error_t}. */
        TYPE,
        /** A function named without a call: taken as a pointer ({@code &doca_dma_cap_task_memcpy_is_supported}). */
        REFERENCE,
        /** A prototype without a body. */
        DECLARATION,
        /** The file defines it: a function body, a {@code #define}, a struct, enum, enumerator or typedef. */
        DEFINITION,
        /** A variable or parameter the file declares with a DOCA-like name; not a DOCA symbol. */
        VARIABLE;

        /** Lower-case id as stored in the graph ({@code call}). */
        public String id() { return name().toLowerCase(Locale.ROOT); }

        /** True for the uses that name a symbol defined elsewhere (not a definition or a local name). */
        public boolean isUse() { return this != DECLARATION && this != DEFINITION && this != VARIABLE; }
    }

    public CodeRef {
        args = List.copyOf(args);
    }

    /** True for the identifiers DOCA's API spells: {@code doca_*} and {@code DOCA_*}. */
    public static boolean isDocaName(String ident) {
        return ident.length() > 5 && (ident.startsWith("doca_") || ident.startsWith("DOCA_"));
    }
}
