package dkg.code;

import dkg.error.BadInputException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Compares what the ingested sources of two releases show ({@link ReleaseChanges}). Like is compared
 * with like: the samples trees' uses when both releases have a tree, the API definitions when both
 * have an API source, so a symbol the 3.0 reference defines is not "added in 3.0" against a release
 * known only from its samples. Argument counts are compared where both releases show one
 * ({@link Arities}); units only one tree has are paired up when their code is alike ({@link UnitAligner});
 * migration hints come from {@link CallAligner}.
 */
final class ChangeFinder {
    private ChangeFinder() {}

    static ReleaseChanges between(CodeCatalog catalog, String fromAsked, String toAsked, String library) {
        if (fromAsked == null || fromAsked.isBlank() || toAsked == null || toAsked.isBlank())
            throw new BadInputException("name both releases, e.g. --from 2.9 --to 3.3");
        String from = catalog.release(fromAsked), to = catalog.release(toAsked);
        if (ApiVersions.RELEASE_ORDER.compare(from, to) >= 0)
            throw new BadInputException("--from " + fromAsked + " (" + from + ") must be older than --to " + toAsked + " (" + to + ")");
        String prefix = prefixOf(library);
        List<String> compared = new ArrayList<>();
        Map<String, String> inFrom = new TreeMap<>(), inTo = new TreeMap<>();
        Map<String, String> shownFrom = new HashMap<>(), shownTo = new HashMap<>();
        if (catalog.treeReleases().contains(from) && catalog.treeReleases().contains(to)) {
            compared.add("samples");
            for (String s : catalog.allSites().keySet()) {
                if (!matches(s, prefix)) continue;
                Map<String, String> ev = catalog.sampleEvidence(s);
                if (ev.containsKey(from)) { inFrom.put(s, ev.get(from)); shownFrom.put(s, "samples use it"); }
                if (ev.containsKey(to)) { inTo.put(s, ev.get(to)); shownTo.put(s, "samples use it"); }
            }
        }
        if (catalog.apiReleases().contains(from) && catalog.apiReleases().contains(to)) {
            compared.add("api");
            for (var e : catalog.definitionsMap().entrySet()) {
                if (!matches(e.getKey(), prefix)) continue;
                for (CodeCatalog.Definition d : e.getValue()) {
                    if (d.docaVersion().equals(from)) { inFrom.put(e.getKey(), d.sourceRef()); shownFrom.put(e.getKey(), "API defines it"); }
                    if (d.docaVersion().equals(to)) { inTo.put(e.getKey(), d.sourceRef()); shownTo.put(e.getKey(), "API defines it"); }
                }
            }
        }
        if (compared.isEmpty())
            throw new BadInputException("DOCA " + from + " and " + to + " have no kind of source in common to compare (samples trees: "
                    + String.join(", ", catalog.treeReleases()) + "; API sources: " + String.join(", ", catalog.apiReleases()) + ")");
        List<ReleaseChanges.SymbolChange> added = new ArrayList<>(), removed = new ArrayList<>();
        inTo.forEach((s, ev) -> { if (!inFrom.containsKey(s)) added.add(new ReleaseChanges.SymbolChange(s, shownTo.get(s), ev)); });
        inFrom.forEach((s, ev) -> { if (!inTo.containsKey(s)) removed.add(new ReleaseChanges.SymbolChange(s, shownFrom.get(s), ev)); });
        List<ReleaseChanges.SignatureChange> signatures = new ArrayList<>();
        for (String sym : inFrom.keySet()) {
            if (!inTo.containsKey(sym)) continue;
            var arity = Arities.of(sym, catalog);
            Arities.Arity a = arity.get(from), b = arity.get(to);
            if (a != null && b != null && a.count() != b.count())
                signatures.add(new ReleaseChanges.SignatureChange(sym, a.count(), a.shownBy(), a.evidence(), b.count(), b.shownBy(), b.evidence()));
        }
        List<ReleaseChanges.UnitChange> unitsAdded = new ArrayList<>(), unitsRemoved = new ArrayList<>();
        List<ReleaseChanges.UnitRename> unitsRenamed = new ArrayList<>();
        List<UnitAligner.Rename> renames = List.of();
        if (compared.contains("samples")) {
            String folder = prefix == null ? null : prefix.substring(0, prefix.length() - 1);
            Map<String, UnitAligner.Unit> ua = UnitAligner.units(catalog, from, folder), ub = UnitAligner.units(catalog, to, folder);
            renames = UnitAligner.renames(ua, ub);
            Set<String> renamed = new HashSet<>();
            for (UnitAligner.Rename r : renames) {
                renamed.add(r.before().key());
                renamed.add(r.after().key());
                unitsRenamed.add(new ReleaseChanges.UnitRename(r.before().kind(), r.before().name(), r.after().name(),
                        Math.round(r.similarity() * 100) / 100.0, r.before().firstFile(), r.after().firstFile()));
            }
            ub.forEach((u, x) -> { if (!ua.containsKey(u) && !renamed.contains(u)) unitsAdded.add(unit(x)); });
            ua.forEach((u, x) -> { if (!ub.containsKey(u) && !renamed.contains(u)) unitsRemoved.add(unit(x)); });
        }
        List<ReleaseChanges.MigrationHint> hints = compared.contains("samples")
                ? CallAligner.hints(catalog, from, to, removed.stream().map(ReleaseChanges.SymbolChange::symbol).collect(java.util.stream.Collectors.toSet()), renames)
                : List.of();
        return new ReleaseChanges(from, to, library == null || library.isBlank() ? null : library, compared, added, removed, signatures,
                unitsAdded, unitsRemoved, unitsRenamed, hints);
    }

    /** {@code dma}, {@code doca-dma} or {@code doca_dma} → {@code doca_dma_}; null for all. */
    static String prefixOf(String library) {
        if (library == null || library.isBlank()) return null;
        String l = library.strip().toLowerCase(Locale.ROOT).replace('-', '_');
        return (l.startsWith("doca_") ? l : "doca_" + l) + "_";
    }

    private static boolean matches(String symbol, String prefix) {
        return prefix == null || symbol.toLowerCase(Locale.ROOT).startsWith(prefix) || symbol.toLowerCase(Locale.ROOT).equals(prefix.substring(0, prefix.length() - 1));
    }

    private static ReleaseChanges.UnitChange unit(UnitAligner.Unit u) {
        return new ReleaseChanges.UnitChange(u.kind(), u.name(), u.firstFile());
    }

    /**
     * Migration hints for {@code symbols} between two trees, units aligned across renames: where each
     * was called in {@code from}, what the same place calls in {@code to} ({@link CallAligner}).
     */
    static List<ReleaseChanges.MigrationHint> hints(CodeCatalog catalog, String from, String to, Set<String> symbols) {
        var renames = UnitAligner.renames(UnitAligner.units(catalog, from, null), UnitAligner.units(catalog, to, null));
        return CallAligner.hints(catalog, from, to, symbols, renames);
    }
}
