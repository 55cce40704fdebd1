package dkg.describe;

import dkg.error.Check;

/**
 * One name to look up: a C symbol for {@code describe}, an error for {@code explain}.
 *
 * @param name        the symbol or error as given; at most {@link #MAX_NAME_CHARS} characters
 * @param library     a library filter ({@code doca-dma}, {@code dma}), or null
 * @param docaVersion a DOCA release to quote, or null for the default choice
 */
public record SymbolRequest(String name, String library, String docaVersion) {
    /** Longer than any C identifier DOCA defines; a pasted paragraph is not a name. */
    public static final int MAX_NAME_CHARS = 256;

    public SymbolRequest {
        name = Check.notBlank(name, "name").strip();
        Check.maxLength(name, MAX_NAME_CHARS, "name");
        if (library != null) Check.maxLength(Check.notBlank(library, "library"), MAX_NAME_CHARS, "library");
        if (docaVersion != null) Check.maxLength(Check.notBlank(docaVersion, "DOCA version"), 64, "DOCA version");
    }
}
