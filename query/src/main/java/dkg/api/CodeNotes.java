package dkg.api;

import static dkg.api.GraphQuery.select;
import static dkg.api.GraphQuery.str;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.jena.graph.Node;
import org.apache.jena.sparql.core.DatasetGraph;

/**
 * What the ingested samples trees add to {@code describe} and {@code explain}: a few call sites of a
 * symbol (samples before applications) and, per release whose samples use it, a note when no
 * ingested API source of that release or an older one defines it ("newer than 3.0", with the sample
 * line as evidence). Says nothing when no samples tree is ingested. Call inside a read transaction.
 */
final class CodeNotes {
    private CodeNotes() {}

    /** Shown call sites at most. */
    static final int EXAMPLES = 3;

    /** Call sites (macro uses too) of a function or macro; for a constant such as an error, its uses. */
    static List<String> examples(DatasetGraph dsg, Node sym, boolean constant) {
        return examples(dsg, sym, constant, EXAMPLES);
    }

    /** As {@link #examples(DatasetGraph, Node, boolean)}, at most {@code limit}, each line once (a unit may have two types). */
    static List<String> examples(DatasetGraph dsg, Node sym, boolean constant, int limit) {
        List<String> out = new ArrayList<>();
        for (var r : select(dsg, """
                SELECT ?ref WHERE { ?c dkg:symbol ?sym ; dkg:useKind ?k ; dkg:sourceRef ?ref ; dkg:inDocument ?d .
                  ?d dkg:inCodeUnit ?u . FILTER(?k IN (?k1, ?k2)) BIND(EXISTS { ?u a dkg:Sample } AS ?sample) }
                GROUP BY ?ref ORDER BY DESC(MAX(?sample)) ?ref LIMIT""" + " " + limit, Map.of("sym", sym,
                "k1", org.apache.jena.graph.NodeFactory.createLiteralString(constant ? "constant" : "call"),
                "k2", org.apache.jena.graph.NodeFactory.createLiteralString(constant ? "constant" : "macro")))) out.add(str(r, "ref"));
        return out;
    }

    /**
     * @param apiReleases releases that define the symbol in an ingested API source
     */
    static List<String> versionNotes(DatasetGraph dsg, Node sym, List<String> apiReleases) {
        Map<String, String> firstUse = new TreeMap<>(ApiVersions.RELEASE_ORDER);
        for (var r : select(dsg, """
                SELECT ?ver (MIN(?ref) AS ?example) WHERE { ?c dkg:symbol ?sym ; dkg:sourceRef ?ref ; dkg:useKind ?k ; dkg:inDocument ?d .
                  ?d dkg:docaVersion ?ver FILTER(?k NOT IN ("definition", "declaration")) } GROUP BY ?ver""", Map.of("sym", sym)))
            firstUse.put(str(r, "ver"), str(r, "example"));
        // no samples use it (or none are ingested): nothing to compare, and the releases scan is the costly part
        if (firstUse.isEmpty()) return List.of();
        List<String> allApi = select(dsg, "SELECT DISTINCT ?v WHERE { ?d a dkg:ApiDefinition ; dkg:docaVersion ?v }", Map.of())
                .stream().map(r -> str(r, "v")).toList();
        List<String> out = new ArrayList<>(history(dsg, firstUse, apiReleases));
        firstUse.forEach((release, ref) -> {
            boolean definedByThenOrBefore = apiReleases.stream().anyMatch(a -> ApiVersions.RELEASE_ORDER.compare(a, release) <= 0);
            List<String> olderApis = allApi.stream().filter(a -> ApiVersions.RELEASE_ORDER.compare(a, release) < 0).sorted(ApiVersions.RELEASE_ORDER).toList();
            if (!definedByThenOrBefore && !olderApis.isEmpty())
                out.add("newer than " + String.join(", ", olderApis) + ": the DOCA " + release + " samples use it (" + ref
                        + ") and the ingested API reference of " + String.join(", ", olderApis) + " does not define it");
        });
        return out;
    }

    /**
     * The symbol's presence per ingested release, oldest first: which kind of source shows it there,
     * with the first use as evidence; then the span it is seen in. "Not seen after" is not "removed".
     */
    private static List<String> history(DatasetGraph dsg, Map<String, String> used, List<String> defined) {
        java.util.SortedSet<String> all = new java.util.TreeSet<>(ApiVersions.RELEASE_ORDER);
        select(dsg, "SELECT DISTINCT ?v WHERE { ?d dkg:docaVersion ?v }", Map.of()).forEach(r -> all.add(str(r, "v")));
        java.util.SortedSet<String> seen = new java.util.TreeSet<>(ApiVersions.RELEASE_ORDER);
        seen.addAll(used.keySet());
        seen.addAll(defined);
        List<String> out = new ArrayList<>();
        for (String release : all) {
            List<String> how = new ArrayList<>();
            if (defined.contains(release)) how.add("the API defines it");
            if (used.containsKey(release)) how.add("samples use it (" + used.get(release) + ")");
            out.add("DOCA " + release + ": " + (how.isEmpty() ? "not seen in its ingested sources" : String.join("; ", how)));
        }
        String span = "seen in " + seen.size() + " of " + all.size() + " ingested releases, first " + seen.first() + ", last " + seen.last();
        if (ApiVersions.RELEASE_ORDER.compare(seen.last(), all.last()) < 0) span += "; not seen in the sources of any later ingested release";
        out.add(span);
        return out;
    }
}
