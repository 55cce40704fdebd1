package dkg.code;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * How many arguments a function takes in each release, as the sources show it: the calls of that
 * release's samples tree when they all agree, else the parameter count of that release's API
 * definition. A release whose calls disagree with each other or with its API definition says nothing
 * (a parse or a macro may be at fault, not DOCA), and neither does one that shows no call.
 */
final class Arities {
    private Arities() {}

    /**
     * One release's arity of a function.
     *
     * @param count    arguments
     * @param shownBy  {@code samples' calls} or {@code API signature}
     * @param evidence a call site with that many arguments, or the definition's section
     */
    record Arity(int count, String shownBy, String evidence) {}

    /** Release → arity, oldest first; empty for a name that is not called. */
    static SortedMap<String, Arity> of(String symbol, CodeCatalog catalog) {
        SortedMap<String, Arity> out = new TreeMap<>(ApiVersions.RELEASE_ORDER);
        SortedMap<String, List<SiteRecord>> calls = new TreeMap<>(ApiVersions.RELEASE_ORDER);
        for (SiteRecord s : catalog.sites(symbol))
            if (s.use().equals("call") && s.args() >= 0) calls.computeIfAbsent(s.docaVersion(), k -> new ArrayList<>()).add(s);
        SortedMap<String, CodeCatalog.Definition> api = new TreeMap<>(ApiVersions.RELEASE_ORDER);
        for (CodeCatalog.Definition d : catalog.definitions(symbol)) if (d.params() >= 0) api.putIfAbsent(d.docaVersion(), d);
        java.util.Set<String> releases = new java.util.TreeSet<>(ApiVersions.RELEASE_ORDER);
        releases.addAll(calls.keySet());
        releases.addAll(api.keySet());
        for (String r : releases) {
            List<SiteRecord> cs = calls.getOrDefault(r, List.of());
            CodeCatalog.Definition d = api.get(r);
            boolean agree = cs.stream().mapToInt(SiteRecord::args).distinct().count() <= 1;
            if (!agree) continue;
            if (!cs.isEmpty()) {
                int n = cs.getFirst().args();
                if (d != null && d.params() != n) continue;
                out.put(r, new Arity(n, "samples' calls", cs.getFirst().sourceRef()));
            } else if (d != null) {
                out.put(r, new Arity(d.params(), "API signature", d.sourceRef()));
            }
        }
        return out;
    }
}
