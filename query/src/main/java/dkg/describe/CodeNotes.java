package dkg.describe;

import dkg.code.ApiVersions;
import static dkg.kg.GraphQuery.select;
import static dkg.kg.GraphQuery.str;

import dkg.ingest.parse.code.CallSiteText;
import dkg.ingest.parse.code.CodeRef;
import dkg.vocab.DKG;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.jena.graph.Node;
import org.apache.jena.sparql.core.DatasetGraph;

/**
 * What the ingested samples trees add to {@code describe} and {@code explain}: a few call sites of a
 * symbol (samples before applications) and, per release whose samples use it, a note when no
 * ingested API source of that release or an older one defines it ("newer than 3.0", with the sample
 * line as evidence). Says nothing when no samples tree is ingested. Call inside a read transaction.
 */
public final class CodeNotes {
    private CodeNotes() {}

    /** Shown call sites at most. */
    public static final int EXAMPLES = 3;

    /** Call sites (macro uses too) of a function or macro; for a constant such as an error, its uses. */
    public static List<String> examples(DatasetGraph dsg, Node sym, boolean constant) {
        return examples(dsg, sym, constant, EXAMPLES);
    }

    /** As {@link #examples(DatasetGraph, Node, boolean)}, at most {@code limit}, each line once (a unit may have two types). */
    public static List<String> examples(DatasetGraph dsg, Node sym, boolean constant, int limit) {
        Set<CodeRef.Use> kinds = constant ? Set.of(CodeRef.Use.CONSTANT) : Set.of(CodeRef.Use.CALL, CodeRef.Use.MACRO);
        // files that use it, samples first, then by path; only as many files are read as the lines need
        List<String> out = new ArrayList<>();
        for (var r : select(dsg, """
                SELECT ?d ?key WHERE { ?d dkg:usesSymbol ?sym ; dkg:sourcePath ?key ; dkg:inCodeUnit ?u .
                  BIND(EXISTS { ?u a dkg:Sample } AS ?sample) }
                GROUP BY ?d ?key ORDER BY DESC(MAX(?sample)) ?key""", Map.of("sym", sym))) {
            if (out.size() >= limit) break;
            String key = str(r, "key");
            new java.util.TreeSet<>(refs(dsg, r.get("d"), key, sym, kinds::contains)).stream()
                    .limit(limit - out.size()).forEach(out::add);
        }
        return out;
    }

    /** The sourceRefs ({@code key#L<line>}) of the file's uses of {@code sym} of the kinds {@code keep} accepts. */
    private static List<String> refs(DatasetGraph dsg, Node doc, String key, Node sym, java.util.function.Predicate<CodeRef.Use> keep) {
        String name = DKG.dec(sym.getURI().substring(sym.getURI().lastIndexOf('/') + 1));
        List<String> out = new ArrayList<>();
        var it = dsg.find(Node.ANY, doc, DKG.Nodes.callSites, Node.ANY);
        try {
            while (it.hasNext()) {
                Node text = it.next().getObject();
                if (!text.isLiteral()) continue;
                for (CodeRef c : CallSiteText.decode(text.getLiteralLexicalForm()))
                    if (c.name().equals(name) && keep.test(c.use())) out.add(key + "#L" + c.line());
            }
        } finally {
            org.apache.jena.atlas.iterator.Iter.close(it);
        }
        return out;
    }

    /**
     * @param apiReleases releases that define the symbol in an ingested API source
     */
    public static List<String> versionNotes(DatasetGraph dsg, Node sym, List<String> apiReleases) {
        return versionNotes(dsg, sym, apiReleases, () -> Releases.of(dsg));
    }

    /**
     * The ingested releases: those an API source defines symbols for, and every release any source
     * is of. The same for every symbol of one read, so a caller explaining many reads them once.
     */
    public record Releases(List<String> api, java.util.SortedSet<String> all) {
        public static Releases of(DatasetGraph dsg) {
            List<String> api = select(dsg, "SELECT DISTINCT ?v WHERE { ?d a dkg:ApiDefinition ; dkg:docaVersion ?v }", Map.of())
                    .stream().map(r -> str(r, "v")).toList();
            java.util.SortedSet<String> all = new java.util.TreeSet<>(ApiVersions.RELEASE_ORDER);
            select(dsg, "SELECT DISTINCT ?v WHERE { ?d dkg:docaVersion ?v }", Map.of()).forEach(r -> all.add(str(r, "v")));
            return new Releases(api, java.util.Collections.unmodifiableSortedSet(all));
        }
    }

    /** As {@link #versionNotes(DatasetGraph, Node, List)}, with the releases from {@code releases} (read only when needed). */
    public static List<String> versionNotes(DatasetGraph dsg, Node sym, List<String> apiReleases, java.util.function.Supplier<Releases> releases) {
        Map<String, String> firstUse = new TreeMap<>(ApiVersions.RELEASE_ORDER);
        // the first use of a release is in its first file by path (a sourceRef is the path and a line)
        for (var r : select(dsg, """
                SELECT ?ver (MIN(?key) AS ?first) WHERE { ?d dkg:usesSymbol ?sym ; dkg:sourcePath ?key ; dkg:docaVersion ?ver }
                GROUP BY ?ver""", Map.of("sym", sym))) {
            String key = str(r, "first");
            refs(dsg, org.apache.jena.graph.NodeFactory.createURI(DKG.documentIri(key)), key, sym, CodeRef.Use::isUse).stream()
                    .min(String::compareTo).ifPresent(ref -> firstUse.put(str(r, "ver"), ref));
        }
        // no samples use it (or none are ingested): nothing to compare, and the releases scan is the costly part
        if (firstUse.isEmpty()) return List.of();
        Releases known = releases.get();
        List<String> allApi = known.api();
        List<String> out = new ArrayList<>(history(known.all(), firstUse, apiReleases));
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
    private static List<String> history(java.util.SortedSet<String> all, Map<String, String> used, List<String> defined) {
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
