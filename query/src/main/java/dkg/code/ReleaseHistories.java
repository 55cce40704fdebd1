package dkg.code;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The per-release code facts of one symbol that {@code dkg.releases} reads: argument counts, their
 * changes from one release showing them to the next, and migration hints between two trees.
 */
public final class ReleaseHistories {
    private ReleaseHistories() {}

    /** Release → the argument count its sources show ({@link Arities}). */
    public static Map<String, Integer> arities(CodeCatalog catalog, String symbol) {
        Map<String, Integer> out = new TreeMap<>(ApiVersions.RELEASE_ORDER);
        Arities.of(symbol, catalog).forEach((r, a) -> out.put(r, a.count()));
        return out;
    }

    /** A change of argument count from release {@code from} to the next release showing one, {@code to}. */
    public record ArityStep(String from, String to, ReleaseChanges.SignatureChange change) {}

    /** Each step between consecutive releases that show an argument count where the count changes. */
    public static List<ArityStep> signatureSteps(CodeCatalog catalog, String symbol) {
        List<ArityStep> out = new ArrayList<>();
        Arities.Arity prev = null;
        String prevRelease = null;
        for (var e : Arities.of(symbol, catalog).entrySet()) {
            Arities.Arity a = e.getValue();
            if (prev != null && prev.count() != a.count())
                out.add(new ArityStep(prevRelease, e.getKey(), new ReleaseChanges.SignatureChange(symbol, prev.count(), prev.shownBy(),
                        prev.evidence(), a.count(), a.shownBy(), a.evidence())));
            prev = a;
            prevRelease = e.getKey();
        }
        return out;
    }

    /** Migration hints for {@code symbols} from one tree to another ({@link CallAligner}, units aligned across renames). */
    public static List<ReleaseChanges.MigrationHint> hints(CodeCatalog catalog, String from, String to, Set<String> symbols) {
        return ChangeFinder.hints(catalog, from, to, symbols);
    }
}
