package dkg.ask;

import dkg.route.NamedTerms;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds DOCA facts in free text: error names and codes, symbols, log locations, products and tools,
 * versions. Errors and symbols are checked against what the graph knows ({@link Catalog}); product
 * and tool terms come from the data file {@code /dkg/route/products.tsv}. Immutable, thread-safe.
 */
public final class Extractor {
    /**
     * What the graph knows, for resolving names: error name → code, and the symbol names it defines
     * or mentions (lower case).
     */
    public record Catalog(Map<String, Long> errorCodes, Set<String> symbols) {
        public Catalog {
            errorCodes = Map.copyOf(errorCodes);
            symbols = Set.copyOf(symbols);
        }

        public static Catalog empty() { return new Catalog(Map.of(), Set.of()); }
    }

    private static final Pattern ERROR_NAME = Pattern.compile("\\b(DOCA_ERROR_[A-Z0-9_]+|DOCA_SUCCESS)\\b(?:\\s*\\(\\s*(-?\\d{1,4})\\s*\\))?");
    // "error 21", "error code: 21", "err=21", "returned 21", "(err 21)"
    private static final Pattern ERROR_CODE = Pattern.compile(
            "(?i)\\b(?:doca[ _]error|error(?:\\s+code)?|err(?:no)?|status|returned?|ret)\\s*(?:code\\s*)?[:=#]?\\s*\\(?\\s*(\\d{1,3})\\b(?![.:]\\d)");
    // a suffix written alone in capitals: NOT_PERMITTED, BAD_STATE. Written with character classes
    // only: a repeated group ("(_[A-Z0-9]+)+") recurses once per part and overflows the stack on a
    // pasted run of tens of thousands of them
    private static final Pattern UPPER_WORD = Pattern.compile("(?<![\\w])[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9](?![\\w])");
    private static final Pattern IDENT = Pattern.compile("(?<![\\w.-])[A-Za-z_][A-Za-z0-9]*_[A-Za-z0-9_]*[A-Za-z0-9](?![\\w])");
    // [DOCA][ERR][linux_device_adapter.cpp:1268][fn] and [14:01:02:123][123][DOCA][ERR][file.c:12][fn]
    private static final Pattern LOG_LOCATION = Pattern.compile(
            "(?:\\[(?<level>[A-Z]{2,8})\\])?\\[(?<file>[A-Za-z0-9_./+-]+\\.(?:c|cc|cpp|cxx|h|hpp|py|rs|go)):(?<line>\\d{1,6})\\](?:\\[(?<fn>[A-Za-z_][\\w:~]*)\\])?");
    private static final List<Pattern> VERSIONS = List.of(
            // "DOCA 2.9", "DOCA-host 3.0", "DOCA version 2.8.0", "DOCA release v3.1", "DOCA 版本 3.0"
            Pattern.compile("(?i)\\bDOCA(?:[- ]?(?:SDK|host|OFED|runtime))?\\s*(?:(?:version|ver\\.?|release|版本)\\s*)?v?(\\d{1,2}\\.\\d{1,2}(?:\\.\\d{1,4})?(?:-\\d+)?)\\b"),
            Pattern.compile("\\b(\\d\\.\\d{1,2}\\.\\d{4}(?:-\\d+)?)\\b"),
            Pattern.compile("(?i)\\b(bf-bundle-[0-9][\\w.-]*[0-9])"),
            Pattern.compile("(?i)\\b(MLNX_OFED_LINUX-[0-9][\\w.-]*[0-9])"),
            Pattern.compile("(?i)\\b((?:doca-host|doca-all|doca-ofed|doca-networking)[_-]\\d[\\w.-]*\\d)"));

    private static final Pattern DOCA_CONTEXT = Pattern.compile("(?i)\\bdoca(?:_|\\b)|\\[DOCA\\]");

    private final Catalog catalog;
    private static final NamedTerms PRODUCTS = NamedTerms.products();
    private static final NamedTerms OUTSIDE = NamedTerms.read("/dkg/ask/outside.tsv");

    public Extractor(Catalog catalog) {
        this.catalog = catalog;
    }

    /** Software outside DOCA the text names ({@code /dkg/ask/outside.tsv}), by canonical name. */
    public List<String> outside(String text) {
        return OUTSIDE.in(text);
    }

    public Extracted extract(String text) {
        Map<String, Extracted.ErrorRef> errors = new LinkedHashMap<>();
        Matcher m = ERROR_NAME.matcher(text);
        while (m.find()) {
            String name = m.group(1);
            Long code = catalog.errorCodes().get(name);
            if (code == null && m.group(2) != null) code = Long.parseLong(m.group(2));
            errors.putIfAbsent(name, new Extracted.ErrorRef(name, code, m.group()));
        }
        m = UPPER_WORD.matcher(text);
        while (m.find()) {
            String w = m.group();
            if (w.startsWith("DOCA_")) continue;
            String name = "DOCA_ERROR_" + w;
            if (catalog.errorCodes().containsKey(name)) errors.putIfAbsent(name, new Extracted.ErrorRef(name, catalog.errorCodes().get(name), w));
        }
        // "error 2" in an NCCL or kernel log is no DOCA error: codes alone count only in DOCA text
        m = ERROR_CODE.matcher(DOCA_CONTEXT.matcher(text).find() ? text : "");
        while (m.find()) {
            long code = Long.parseLong(m.group(1));
            String name = nameOf(code);
            // a code the graph does not know is no DOCA error ("error 404", "errno 110" may be anything)
            if (name != null) errors.putIfAbsent(name, new Extracted.ErrorRef(name, code, m.group().strip()));
        }

        Set<String> symbols = new LinkedHashSet<>();
        m = IDENT.matcher(text);
        while (m.find()) {
            String id = m.group();
            String lower = id.toLowerCase(Locale.ROOT);
            if (errors.containsKey(id) || id.startsWith("DOCA_ERROR_")) continue;
            if (catalog.symbols().contains(lower) || (lower.startsWith("doca_") && inOneCase(id))) symbols.add(id);
        }

        List<Extracted.LogLocation> logs = new ArrayList<>();
        Set<String> seenLog = new LinkedHashSet<>();
        m = LOG_LOCATION.matcher(text);
        while (m.find()) {
            var loc = new Extracted.LogLocation(m.group("level"), m.group("file"), Integer.parseInt(m.group("line")), m.group("fn"));
            if (seenLog.add(loc.file() + ":" + loc.line()) && logs.size() < 20) logs.add(loc);
        }

        List<String> found = PRODUCTS.in(text);

        Set<String> versions = new LinkedHashSet<>();
        // one release written once is one version: "DOCA 3.0.0058" is not also the bare "3.0.0058"
        java.util.BitSet taken = new java.util.BitSet(text.length());
        for (Pattern p : VERSIONS) {
            m = p.matcher(text);
            while (m.find()) {
                if (taken.get(m.start(1), m.end(1)).cardinality() > 0) continue;
                taken.set(m.start(1), m.end(1));
                versions.add(p == VERSIONS.getFirst() ? "DOCA " + m.group(1) : m.group(1));
            }
        }
        return new Extracted(List.copyOf(symbols), List.copyOf(errors.values()), logs, List.copyOf(found), List.copyOf(versions));
    }

    private String nameOf(long code) {
        for (var e : catalog.errorCodes().entrySet()) if (e.getValue() == code) return e.getKey();
        return null;
    }

    /**
     * DOCA's API is spelled in one case: functions and types in lower case ({@code doca_dma_task}),
     * macros and enum values in upper case ({@code DOCA_FLOW_PIPE_BASIC}). "DOCA_host" or
     * "Doca_Flow" is a package or a product written with an underscore, not a symbol.
     */
    static boolean inOneCase(String id) {
        return id.equals(id.toLowerCase(Locale.ROOT)) || id.equals(id.toUpperCase(Locale.ROOT));
    }
}
