package dkg.code;

import dkg.error.BadInputException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Ranks the samples trees' call sites of a symbol, one entry per call site with the releases it
 * appears in (see {@link Group}): calls (or macro uses, for a macro) before other uses; sites present
 * in the preferred release first (the one asked for, else the newest ingested tree); samples before
 * applications, and the samples of the symbol's own library ({@code samples/doca_dma} for
 * {@code doca_dma_*}) before others; newer sites before ones that stopped appearing; the shortest
 * enclosing function first (a small self-contained function reads best); then by file and line.
 * Each example carries {@link #CONTEXT} lines either side, read back from the recorded tree.
 */
public final class ExampleFinder {
    /** Lines of context either side of the call. */
    static final int CONTEXT = 3;

    private final CodeCatalog catalog;
    private final SourceLines lines;
    /** Ranked sites per symbol and release ("" for all): a common symbol has thousands, ranked once. */
    private final Map<String, List<Group>> ranked = new java.util.concurrent.ConcurrentHashMap<>();

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
                throw new BadInputException("no samples tree is ingested; ingest one first (doca-kg ingest --only samples)");
            if (!catalog.known(name)) {
                List<String> close = DidYouMean.of(name, catalog.knownNames(), 3);
                throw new BadInputException("no DOCA symbol " + name + " is known" + (close.isEmpty() ? "" : "; did you mean " + String.join(", ", close) + "?"));
            }
        }
        List<Group> ranked = this.ranked.computeIfAbsent(name + "|" + (release == null ? "" : release), k -> rank(name, all, release));
        List<Examples.Example> out = new ArrayList<>();
        for (Group g : ranked.subList(0, Math.min(limit, ranked.size()))) {
            SiteRecord s = g.shown();
            int from = Math.max(1, s.line() - CONTEXT);
            out.add(new Examples.Example(s.path(), s.line(), s.column(), s.use(), s.function(), s.functionLines(), s.unitKind(),
                    s.unit(), s.docaVersion(), s.sourceRef(), from, lines.lines(s.docaVersion(), s.path(), from, s.line() + CONTEXT),
                    g.releases()));
        }
        return new Examples(name, release, ranked.size(), out);
    }

    /**
     * One call site followed across releases: the same file, enclosing function, use and n-th use of
     * the symbol in that function (line numbers move between releases, this does not).
     *
     * @param shown    the record shown: of the preferred release when the site is there, else the newest
     * @param releases every release the site appears in, newest first
     */
    record Group(SiteRecord shown, List<String> releases) {}

    private List<Group> rank(String name, List<SiteRecord> all, String release) {
        List<String> trees = catalog.treeReleases();
        String preferred = release != null ? release : trees.isEmpty() ? null : trees.getLast();
        Set<String> uses = Set.of("call", "macro");
        Map<String, List<SiteRecord>> byKey = new LinkedHashMap<>();
        Map<String, Integer> nth = new HashMap<>();
        List<SiteRecord> inOrder = all.stream().filter(s -> !s.use().equals("definition") && !s.use().equals("declaration"))
                .sorted(Comparator.comparing(SiteRecord::docaVersion).thenComparing(SiteRecord::path).thenComparingInt(SiteRecord::line)
                        .thenComparingInt(SiteRecord::column))
                .toList();
        for (SiteRecord s : inOrder) {
            String place = s.path() + "|" + s.function() + "|" + s.use();
            int n = nth.merge(s.docaVersion() + "|" + place, 1, Integer::sum);
            byKey.computeIfAbsent(place + "|" + n, k -> new ArrayList<>()).add(s);
        }
        List<Group> groups = new ArrayList<>();
        for (List<SiteRecord> g : byKey.values()) {
            g.sort(Comparator.comparing(SiteRecord::docaVersion, ApiVersions.RELEASE_ORDER).reversed());
            if (release != null && g.stream().noneMatch(s -> s.docaVersion().equals(release))) continue;
            SiteRecord shown = g.stream().filter(s -> s.docaVersion().equals(preferred)).findFirst().orElse(g.getFirst());
            groups.add(new Group(shown, g.stream().map(SiteRecord::docaVersion).distinct().toList()));
        }
        groups.sort(Comparator.comparing((Group g) -> !uses.contains(g.shown().use()))
                .thenComparing(g -> preferred != null && !g.releases().contains(preferred))
                .thenComparing(g -> !"sample".equals(g.shown().unitKind()))
                .thenComparing(g -> !ofOwnLibrary(name, g.shown()))
                .thenComparing(g -> g.releases().getFirst(), ApiVersions.RELEASE_ORDER.reversed())
                .thenComparingInt(g -> g.shown().functionLines() == 0 ? Integer.MAX_VALUE : g.shown().functionLines())
                .thenComparing(g -> g.shown().path()).thenComparingInt(g -> g.shown().line()));
        return List.copyOf(groups);
    }
}
