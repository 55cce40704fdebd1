package dkg.ask;

import java.util.List;

/**
 * The DOCA facts found in a question's text.
 *
 * @param symbols      API symbols named (known to the graph, or spelled {@code doca_*})
 * @param errors       DOCA errors, by name or by code, resolved through the graph where it can
 * @param logLocations log records with a source location ({@code [DOCA][ERR][file.cpp:1268]})
 * @param products     hardware, tools and deployment terms (BlueField-3, rshim, mlxconfig, VF)
 * @param versions     release strings (DOCA 2.9, 3.0.0058, bf-bundle-2.8.0)
 */
public record Extracted(List<String> symbols, List<ErrorRef> errors, List<LogLocation> logLocations,
                        List<String> products, List<String> versions) {
    public Extracted {
        symbols = List.copyOf(symbols);
        errors = List.copyOf(errors);
        logLocations = List.copyOf(logLocations);
        products = List.copyOf(products);
        versions = List.copyOf(versions);
    }

    /** True when nothing was found. */
    public boolean isEmpty() {
        return symbols.isEmpty() && errors.isEmpty() && logLocations.isEmpty() && products.isEmpty() && versions.isEmpty();
    }

    /**
     * One error: its full name and numeric code as the graph knows them (either may be null when
     * the graph does not know it), and how the question wrote it.
     */
    public record ErrorRef(String name, Long code, String written) {}

    /**
     * One log record's location.
     *
     * @param level    the level tag (ERR, WARN, INFO...), null when the record has none
     * @param file     the source file
     * @param line     the line in it
     * @param function the function tag after the location, null when absent
     */
    public record LogLocation(String level, String file, int line, String function) {}
}
