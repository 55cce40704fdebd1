package dkg.code;

import dkg.error.BadInputException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * Ranks the samples trees' call sites of a symbol: calls (or macro uses, for a macro) before other
 * uses; the preferred release first (the one asked for, else the newest release an API reference is
 * ingested for, so examples match the documented API); samples before applications, and the samples of
 * the symbol's own library ({@code samples/doca_dma} for {@code doca_dma_*}) before others; the shortest
 * enclosing function first (a small self-contained function reads best); then by file and line.
 * Each example carries {@link #CONTEXT} lines either side, read back from the recorded tree.
 */
public final class ExampleFinder {
    /** Lines of context either side of the call. */
    static final int CONTEXT = 3;

    private final CodeCatalog catalog;
    private final SourceLines lines;
    /** Ranked sites per symbol and release ("" for all): a common symbol has thousands, ranked once. */
    private final java.util.Map<String, List<SiteRecord>> ranked = new java.util.concurrent.ConcurrentHashMap<>();

    ExampleFinder(CodeCatalog catalog, SourceLines lines) {
        this.catalog = catalog;
        this.lines = lines;
    }

    /** A sample in the symbol's own library folder: {@code samples/doca_dma/...} for {@code doca_dma_*}. */
    static boolean ofOwnLibrary(String symbol, SiteRecord s) {
        String[] parts = s.path().split("/");
        return parts.length > 2 && parts[0].equals("samples") && symbol.toLowerCase(java.util.Locale.ROOT).startsWith(parts[1] + "_");
    }

    public Examples find(String symbol, String docaVersion, int limit) {
        if (symbol == null || symbol.isBlank()) throw new BadInputException("name a DOCA symbol, e.g. doca_dma_task_memcpy_alloc_init");
        if (limit < 1) throw new BadInputException("the limit must be at least 1, got " + limit);
        String name = symbol.strip();
        String release = catalog.release(docaVersion);
        List<SiteRecord> all = catalog.sites(name);
        if (all.isEmpty()) {
            if (catalog.treeReleases().isEmpty())
                throw new BadInputException("no samples tree is ingested; ingest one first (doca-kg ingest ../shared/corpus/doca-samples/3.0.0)");
            if (!catalog.known(name)) {
                List<String> close = DidYouMean.of(name, catalog.knownNames(), 3);
                throw new BadInputException("no DOCA symbol " + name + " is known" + (close.isEmpty() ? "" : "; did you mean " + String.join(", ", close) + "?"));
            }
        }
        List<SiteRecord> ranked = this.ranked.computeIfAbsent(name + "|" + (release == null ? "" : release), k -> rank(name, all, release));
        List<Examples.Example> out = new ArrayList<>();
        for (SiteRecord s : ranked.subList(0, Math.min(limit, ranked.size()))) {
            int from = Math.max(1, s.line() - CONTEXT);
            out.add(new Examples.Example(s.path(), s.line(), s.column(), s.use(), s.function(), s.functionLines(), s.unitKind(),
                    s.unit(), s.docaVersion(), s.sourceRef(), from, lines.lines(s.docaVersion(), s.path(), from, s.line() + CONTEXT)));
        }
        return new Examples(name, release, ranked.size(), out);
    }

    private List<SiteRecord> rank(String name, List<SiteRecord> all, String release) {
        String preferred = release != null ? release
                : !catalog.apiReleases().isEmpty() && catalog.treeReleases().contains(catalog.apiReleases().getLast())
                        ? catalog.apiReleases().getLast() : null;
        Set<String> uses = Set.of("call", "macro");
        List<SiteRecord> ranked = new ArrayList<>(all.stream()
                .filter(s -> release == null || s.docaVersion().equals(release))
                .filter(s -> !s.use().equals("definition") && !s.use().equals("declaration"))
                .toList());
        ranked.sort(Comparator.comparing((SiteRecord s) -> !uses.contains(s.use()))
                .thenComparing(s -> preferred != null && !s.docaVersion().equals(preferred))
                .thenComparing(s -> !"sample".equals(s.unitKind()))
                .thenComparing(s -> !ofOwnLibrary(name, s))
                .thenComparingInt(s -> s.functionLines() == 0 ? Integer.MAX_VALUE : s.functionLines())
                .thenComparing(SiteRecord::path).thenComparingInt(SiteRecord::line));
        return List.copyOf(ranked);
    }
}
