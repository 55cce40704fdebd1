package dkg.releases;

import dkg.code.CodeCatalog;
import dkg.code.ReleaseChanges;
import dkg.code.ReleaseHistories;
import dkg.code.StatedChange;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Builds a {@link SymbolHistory} from the code catalog: presence per release, argument counts and
 * their changes, migration hints into the tree after the last one that uses it, and the skills'
 * stated renames of its library. Stateless.
 */
public final class HistoryFinder {
    private HistoryFinder() {}

    public static SymbolHistory of(CodeCatalog catalog, String symbol) {
        var presence = catalog.presence(symbol);
        var arity = ReleaseHistories.arities(catalog, symbol);
        List<SymbolHistory.Entry> entries = new ArrayList<>();
        for (String r : catalog.releases()) {
            var p = presence.get(r);
            var a = arity.get(r);
            entries.add(new SymbolHistory.Entry(r, p == null ? null : p.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'),
                    p == null ? null : p.evidence(), a));
        }
        String first = presence.isEmpty() ? null : presence.firstKey(), last = presence.isEmpty() ? null : presence.lastKey();
        List<ReleaseHistories.ArityStep> signatures = ReleaseHistories.signatureSteps(catalog, symbol);
        List<ReleaseChanges.MigrationHint> migration = List.of();
        String next = null;
        if (last != null) {
            List<String> trees = catalog.treeReleases();
            String lastTree = catalog.sampleEvidence(symbol).keySet().stream().max(dkg.code.ApiVersions.RELEASE_ORDER).orElse(null);
            int at = lastTree == null ? -1 : trees.indexOf(lastTree);
            if (at >= 0 && at + 1 < trees.size()) {
                next = trees.get(at + 1);
                migration = ReleaseHistories.hints(catalog, lastTree, next, Set.of(symbol));
            }
        }
        List<StatedChange> stated = new ArrayList<>();
        String lower = symbol.toLowerCase(Locale.ROOT);
        for (StatedChange f : catalog.stated())
            if (f.kind().equals("renamed") && (f.formerPrefix() != null && lower.startsWith(f.formerPrefix())
                    || f.currentPrefix() != null && lower.startsWith(f.currentPrefix())))
                stated.add(f);
        return new SymbolHistory(symbol, entries, first, last, signatures, migration, migration.isEmpty() ? null : next, stated);
    }
}
