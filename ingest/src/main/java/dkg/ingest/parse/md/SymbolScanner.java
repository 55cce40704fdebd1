package dkg.ingest.parse.md;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds DOCA symbol names in code text: {@code doca_*} identifiers and {@code DOCA_*} macros
 * ({@code DOCA_ERROR_*}, {@code DOCA_ACCESS_FLAG_*}, ...). Call syntax ({@code doca_ctx_start()})
 * is cut at the name.
 *
 * <p>Not symbols: wildcard families ({@code doca_dma_cap_*}, {@code doca_comch_<role>_create}),
 * shorthand fragments ({@code _get_max_buf_size}), versions ({@code DOCA_3.0}), file and path parts ({@code doca_dma.h},
 * {@code samples/doca_dma/}, {@code doca-dma}). Stateless.
 */
public final class SymbolScanner {
    private SymbolScanner() {}

    private static final Pattern NAME = Pattern.compile("(?<![A-Za-z0-9_/.\\-$])(doca_[a-z](?:[a-z0-9_]*[a-z0-9])?|DOCA_[A-Z](?:[A-Z0-9_]*[A-Z0-9])?)(?![A-Za-z0-9_*<>\\-/{])");

    /** Distinct symbol names in {@code code}, in order of first appearance. */
    public static Set<String> scan(String code) {
        Set<String> out = new LinkedHashSet<>();
        if (code == null) return out;
        Matcher m = NAME.matcher(code);
        while (m.find()) {
            int end = m.end();
            // doca_dma.h, doca_caps.py: a file name, not a symbol
            if (end + 1 < code.length() && code.charAt(end) == '.' && Character.isLetter(code.charAt(end + 1))) continue;
            out.add(m.group(1));
        }
        return out;
    }

    /** True when {@code s} is a whole symbol name (not a fragment or wildcard). */
    public static boolean isSymbol(String s) {
        return s != null && NAME.matcher(s).matches();
    }
}
