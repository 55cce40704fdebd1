package dkg.code;

import dkg.error.BadInputException;
import dkg.ingest.parse.code.CallSiteText;
import dkg.ingest.parse.code.CodeRef;
import dkg.vocab.DKG;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.jena.graph.Node;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.exec.QueryExec;

/**
 * What the graph says about DOCA symbols in code, read once per store generation into memory so that
 * {@code examples} and {@code check} do no I/O when warm: every symbol's API definitions (release,
 * stability, return type, whether it documents errors, the section it was read from), the
 * capability queries that guard each task (matched by the API's names: {@code doca_dma_cap_task_memcpy_*}
 * guards {@code doca_dma_task_memcpy}), the DMA permission requirements of the skills, the access
 * flags' bits, and every call site of the ingested samples trees (their files' {@code dkg:callSites}). Immutable and thread-safe.
 *
 * <p>Long because it is the one reader of the graph's code facts and of their in-memory indexes; the answers
 * built on it (examples, check, usage, changes) are classes of their own.
 */
public final class CodeCatalog {

    /**
     * One API definition of a symbol.
     *
     * @param params a function's parameter count, -1 for other kinds, variadic functions or when not read
     */
    public record Definition(String docaVersion, String stability, String returnType, String sourceRef, String apiSource, int params) {}

    /** A skill's permission requirement: the region role must carry {@code flag}. */
    public record Permission(String role, String flag, String sourceRef) {}

    private final Map<String, List<Definition>> definitions;
    private final Set<String> canFail;
    private final Set<String> functions;
    private final SiteSource sites;
    /** symbol → release → first sourceRef of a use in that release's samples tree (not defined by the tree itself). */
    private final Map<String, Map<String, String>> sampleEvidence;
    private final Map<String, List<String>> guards;
    private final List<Permission> dmaPermissions;
    private final Map<String, Long> flagBits;
    private final List<String> apiReleases;
    private final List<String> treeReleases;
    /** The DOCA headers the ingested API sources declare symbols in ({@code doca_dma.h}). */
    private final Set<String> headers;
    /** Type name → release → sourceRef of an API signature that names it ({@code struct doca_dev *}). */
    private final Map<String, Map<String, String>> typeMentions;
    /** Release changes the skills state. */
    private final List<StatedChange> stated;
    /** The DOCA runtime version a saved probe read, or null. */
    private final String probedVersion;

    private CodeCatalog(Map<String, List<Definition>> definitions, Set<String> canFail, Set<String> functions,
                        Map<String, List<SiteRecord>> sites, Map<String, List<String>> guards, List<Permission> dmaPermissions, Map<String, Long> flagBits,
                        Set<String> headers, Map<String, Map<String, String>> typeMentions, List<StatedChange> stated, String probedVersion) {
        this(definitions, canFail, functions, SiteSource.of(sites), evidence(sites), treeReleases(sites), guards, dmaPermissions, flagBits,
                headers, typeMentions, stated, probedVersion);
    }

    private CodeCatalog(Map<String, List<Definition>> definitions, Set<String> canFail, Set<String> functions,
                        SiteSource sites, Map<String, Map<String, String>> sampleEvidence, List<String> treeReleases,
                        Map<String, List<String>> guards, List<Permission> dmaPermissions, Map<String, Long> flagBits,
                        Set<String> headers, Map<String, Map<String, String>> typeMentions, List<StatedChange> stated, String probedVersion) {
        this.probedVersion = probedVersion;
        this.definitions = definitions;
        this.stated = List.copyOf(stated);
        this.typeMentions = typeMentions;
        this.headers = Set.copyOf(headers);
        this.canFail = canFail;
        this.functions = functions;
        this.sites = sites;
        this.sampleEvidence = sampleEvidence;
        this.guards = guards;
        this.dmaPermissions = dmaPermissions;
        this.flagBits = flagBits;
        // distinct first, then ordered: the release order parses both versions on every comparison
        Set<String> api = new HashSet<>();
        definitions.values().forEach(ds -> ds.forEach(d -> api.add(d.docaVersion())));
        this.apiReleases = api.stream().sorted(ApiVersions.RELEASE_ORDER).toList();
        this.treeReleases = List.copyOf(treeReleases);
    }

    /** The releases of the trees the sites come from, oldest first. */
    private static List<String> treeReleases(Map<String, List<SiteRecord>> sites) {
        Set<String> trees = new HashSet<>();
        sites.values().forEach(ss -> ss.forEach(s -> trees.add(s.docaVersion())));
        return trees.stream().sorted(ApiVersions.RELEASE_ORDER).toList();
    }

    // ---- reading

    /** Reads the catalog from the store's union graph; call inside a read transaction. */
    public static CodeCatalog read(DatasetGraph dsg) {
        Map<String, List<Definition>> defs = new HashMap<>();
        for (Map<String, String> r : rows(dsg, """
                SELECT ?name ?ver ?stab ?ret ?ref ?src WHERE {
                  ?d a dkg:ApiDefinition ; dkg:definitionOf ?s ; dkg:docaVersion ?ver . ?s rdfs:label ?name .
                  OPTIONAL { ?d dkg:stability ?stab } OPTIONAL { ?d dkg:returnType ?ret } OPTIONAL { ?d dkg:apiSource ?src }
                  OPTIONAL { ?d prov:wasDerivedFrom ?sec . ?sec dkg:sourceRef ?ref }
                }""")) {
            defs.computeIfAbsent(r.get("name"), k -> new ArrayList<>())
                    .add(new Definition(r.get("ver"), r.get("stab"), r.get("ret"), r.get("ref"), r.get("src"), -1));
        }
        // a function's parameter count, for signature changes; "(void)" is no parameter and "..." no fixed count
        Map<String, Integer> arity = new HashMap<>();
        for (Map<String, String> r : rows(dsg, """
                SELECT ?name ?ver ?src (COUNT(?p) AS ?n) (MAX(?dots) AS ?variadic) WHERE {
                  ?d a dkg:ApiDefinition ; dkg:definitionOf ?s ; dkg:docaVersion ?ver ; dkg:apiSource ?src ; dkg:callableFromSharedLibrary ?x .
                  ?s rdfs:label ?name .
                  OPTIONAL { ?d dkg:parameter ?p . OPTIONAL { ?p dkg:paramType ?t } OPTIONAL { ?p dkg:paramName ?pn }
                             FILTER(!(COALESCE(?t, "") = "void" && !BOUND(?pn))) }
                  OPTIONAL { ?d dkg:parameter ?q . ?q dkg:paramType ?qt FILTER(CONTAINS(?qt, "...")) BIND(1 AS ?dots) }
                } GROUP BY ?name ?ver ?src""")) {
            if (r.get("variadic") == null) arity.put(r.get("name") + "\t" + r.get("ver") + "\t" + r.get("src"), num(r.get("n")));
        }
        defs.replaceAll((name, ds) -> ds.stream().map(d -> new Definition(d.docaVersion(), d.stability(), d.returnType(), d.sourceRef(),
                d.apiSource(), arity.getOrDefault(name + "\t" + d.docaVersion() + "\t" + d.apiSource(), -1))).collect(java.util.stream.Collectors.toCollection(ArrayList::new)));
        // opaque types (struct doca_dev) have no definition of their own: the signatures that name them are the evidence
        Map<String, Map<String, String>> typeMentions = new HashMap<>();
        for (Map<String, String> r : rows(dsg, """
                SELECT ?t ?ver (MIN(?r) AS ?ref) WHERE {
                  { ?d dkg:returnType ?t } UNION { ?d dkg:parameter ?p . ?p dkg:paramType ?t }
                  ?d a dkg:ApiDefinition ; dkg:docaVersion ?ver .
                  OPTIONAL { ?d prov:wasDerivedFrom ?sec . ?sec dkg:sourceRef ?r }
                  FILTER(CONTAINS(?t, "doca_"))
                } GROUP BY ?t ?ver""")) {
            var m = DOCA_NAME.matcher(r.get("t"));
            while (m.find()) typeMentions.computeIfAbsent(m.group(), k -> new HashMap<>()).putIfAbsent(r.get("ver"), r.get("ref"));
        }
        Set<String> canFail = new HashSet<>();
        rows(dsg, "SELECT DISTINCT ?name WHERE { ?d dkg:returnsError ?r ; dkg:definitionOf ?s . ?s rdfs:label ?name }")
                .forEach(r -> canFail.add(r.get("name")));
        Set<String> functions = new HashSet<>();
        rows(dsg, "SELECT DISTINCT ?name WHERE { ?s a dkg:Function ; rdfs:label ?name }").forEach(r -> functions.add(r.get("name")));
        Map<Node, String[]> units = new HashMap<>(); // document -> {kind, name}
        Map<Node, String> unitKind = new HashMap<>(), unitName = new HashMap<>();
        dsg.find(Node.ANY, Node.ANY, DKG.Nodes.type, DKG.Nodes.Sample).forEachRemaining(q -> unitKind.put(q.getSubject(), "sample"));
        dsg.find(Node.ANY, Node.ANY, DKG.Nodes.type, DKG.Nodes.Application).forEachRemaining(q -> unitKind.put(q.getSubject(), "application"));
        for (Node u : unitKind.keySet()) {
            var it = dsg.find(Node.ANY, u, DKG.Nodes.label, Node.ANY);
            if (it.hasNext()) unitName.put(u, it.next().getObject().getLiteralLexicalForm());
            org.apache.jena.atlas.iterator.Iter.close(it);
        }
        eachSubject(dsg, DKG.Nodes.inCodeUnit, (d, u) -> units.put(d, new String[] {unitKind.get(u), unitName.get(u)}));
        // a file's call sites are one value (dkg:callSites): one index scan reads them all
        Map<String, List<SiteRecord>> sites = new HashMap<>();
        eachSubject(dsg, DKG.Nodes.callSites, (doc, text) -> {
            String key = literalOf(dsg, doc, DKG.Nodes.sourcePath);
            if (key == null || !text.isLiteral()) return;
            String[] keyParts = key.split("/", 3); // doca-samples/<release>/<path>
            if (keyParts.length < 3) return;
            String[] unit = units.getOrDefault(doc, new String[] {null, null});
            for (CodeRef r : CallSiteText.decode(text.getLiteralLexicalForm())) {
                SiteRecord site = new SiteRecord(r.name(), r.use().id(), keyParts[1], keyParts[2], r.line(), r.column(), r.function(),
                        r.functionLine() == 0 ? 0 : r.functionEnd() - r.functionLine() + 1, unit[0], unit[1], key + "#L" + r.line(),
                        r.use() == CodeRef.Use.CALL && r.function() != null ? r.args().size() : -1);
                sites.computeIfAbsent(r.name(), k -> new ArrayList<>()).add(site);
            }
        });
        Map<String, List<String>> guards = guards(dsg);
        List<Permission> perms = new ArrayList<>();
        for (Map<String, String> r : rows(dsg, """
                SELECT ?role ?flag ?ref WHERE {
                  ?p a dkg:PermissionRequirement ; dkg:ofSkill ?sk ; dkg:regionRole ?role ; dkg:requiresFlag ?f .
                  ?sk rdfs:label "doca-dma" . ?f rdfs:label ?flag .
                  OPTIONAL { ?p prov:wasDerivedFrom ?sec . ?sec dkg:sourceRef ?ref }
                  FILTER(?role = "source" || ?role = "destination")
                } ORDER BY ?role ?flag ?ref""")) {
            perms.add(new Permission(r.get("role"), r.get("flag"), r.get("ref")));
        }
        Map<String, Long> bits = new HashMap<>();
        rows(dsg, "SELECT ?l ?b WHERE { ?f a dkg:AccessFlag ; rdfs:label ?l ; dkg:bitValue ?b }")
                .forEach(r -> bits.put(r.get("l"), Long.parseLong(r.get("b"))));
        Set<String> headers = new HashSet<>();
        rows(dsg, "SELECT DISTINCT ?h WHERE { ?d a dkg:ApiDefinition ; dkg:headerFile ?h }")
                .forEach(r -> { if (r.get("h").startsWith("doca_")) headers.add(r.get("h")); });
        List<StatedChange> stated = new ArrayList<>();
        for (Map<String, String> r : rows(dsg, """
                SELECT ?kind ?ver ?former ?current ?fp ?cp ?text (MIN(?r) AS ?ref) WHERE {
                  ?f a dkg:VersionFact ; dkg:factKind ?kind ; dkg:statedRelease ?ver ; dkg:currentName ?current ; dkg:statement ?text .
                  OPTIONAL { ?f dkg:formerName ?former } OPTIONAL { ?f dkg:formerPrefix ?fp } OPTIONAL { ?f dkg:currentPrefix ?cp }
                  OPTIONAL { ?f prov:wasDerivedFrom ?sec . ?sec dkg:sourceRef ?r }
                } GROUP BY ?kind ?ver ?former ?current ?fp ?cp ?text ORDER BY ?ref ?current"""))
            stated.add(new StatedChange(r.get("kind"), r.get("ver"), r.get("former"), r.get("current"), r.get("fp"), r.get("cp"),
                    r.get("text"), r.get("ref")));
        String probed = rows(dsg, "SELECT (MAX(?v) AS ?version) WHERE { ?d dkg:runtimeVersion ?v }").stream()
                .map(r -> r.get("version")).filter(java.util.Objects::nonNull).findFirst().orElse(null);
        return new CodeCatalog(defs, canFail, functions, sites, guards, List.copyOf(perms), bits, headers, typeMentions, stated, probed);
    }

    private static final java.util.regex.Pattern DOCA_NAME = java.util.regex.Pattern.compile("\\bdoca_[A-Za-z0-9_]+");

    /** Release → the symbols each tree uses but does not define itself, with the first such use. */
    private static Map<String, Map<String, String>> evidence(Map<String, List<SiteRecord>> sites) {
        Map<String, Set<String>> definedByTree = new HashMap<>();
        for (List<SiteRecord> list : sites.values())
            for (SiteRecord s : list)
                if (s.use().equals("definition") || s.use().equals("declaration"))
                    definedByTree.computeIfAbsent(s.docaVersion(), k -> new HashSet<>()).add(s.symbol());
        Map<String, Map<String, String>> evidence = new HashMap<>();
        for (List<SiteRecord> list : sites.values()) {
            for (SiteRecord s : list) {
                if (s.use().equals("definition") || s.use().equals("declaration")) continue;
                if (definedByTree.getOrDefault(s.docaVersion(), Set.of()).contains(s.symbol())) continue;
                evidence.computeIfAbsent(s.symbol(), k -> new HashMap<>()).putIfAbsent(s.docaVersion(), s.sourceRef());
            }
        }
        return evidence;
    }

    /**
     * This catalog without one samples tree's call sites: for leave-one-out measurement (checking a
     * tree's own samples must not count that tree's uses as evidence that a name exists).
     */
    public CodeCatalog withoutTree(String release) {
        Map<String, List<SiteRecord>> kept = new HashMap<>();
        sites.all().forEach((k, v) -> {
            List<SiteRecord> l = new ArrayList<>(v.stream().filter(s -> !s.docaVersion().equals(release)).toList());
            if (!l.isEmpty()) kept.put(k, l);
        });
        return new CodeCatalog(definitions, canFail, functions, kept, guards, dmaPermissions, flagBits, headers, typeMentions, stated, probedVersion);
    }

    private static int num(String s) {
        if (s == null) return 0;
        try { return Integer.parseInt(s.strip()); } catch (NumberFormatException e) { return 0; }
    }

    /** Task → the capability queries that guard it, from what the API reference says ({@link TaskGuards}). */
    static Map<String, List<String>> guards(DatasetGraph dsg) {
        Map<String, String> library = new HashMap<>();
        Map<String, Set<String>> headers = new HashMap<>();
        Map<String, List<String>> texts = new HashMap<>();
        for (Map<String, String> r : rows(dsg, """
                SELECT ?name ?lib ?h WHERE { ?s a dkg:Function ; rdfs:label ?name .
                  OPTIONAL { ?s dkg:ofLibrary ?lib } OPTIONAL { ?d dkg:definitionOf ?s ; dkg:headerFile ?h } }""")) {
            String name = r.get("name");
            if (r.get("lib") != null) library.putIfAbsent(name, r.get("lib"));
            headers.computeIfAbsent(name, k -> new HashSet<>());
            if (r.get("h") != null) headers.get(name).add(r.get("h"));
        }
        // only the tasks' own functions' documentation is read: it names the queries made for them
        for (Map<String, String> r : rows(dsg, """
                SELECT ?name ?text WHERE { ?s a dkg:Function ; rdfs:label ?name FILTER(CONTAINS(?name, "_task_"))
                  ?d dkg:definitionOf ?s .
                  { ?d dcterms:description ?text } UNION { ?d dkg:note ?text } UNION { ?d dkg:parameter ?p . ?p dcterms:description ?text } }"""))
            texts.computeIfAbsent(r.get("name"), k -> new ArrayList<>()).add(r.get("text"));
        // parameter types of one definition per function (the newest release's order wins ties)
        Map<String, java.util.TreeMap<Integer, String>> params = new HashMap<>();
        for (Map<String, String> r : rows(dsg, """
                SELECT ?name ?o ?t WHERE { ?s a dkg:Function ; rdfs:label ?name . ?d dkg:definitionOf ?s ; dkg:parameter ?p .
                  ?p dkg:order ?o ; dkg:paramType ?t }"""))
            params.computeIfAbsent(r.get("name"), k -> new java.util.TreeMap<>()).putIfAbsent(Integer.parseInt(r.get("o")), r.get("t"));
        Map<String, TaskGuards.ApiFunction> functions = new HashMap<>();
        headers.forEach((name, hs) -> functions.put(name, new TaskGuards.ApiFunction(library.get(name), hs,
                List.copyOf(params.getOrDefault(name, new java.util.TreeMap<>()).values()), texts.getOrDefault(name, List.of()))));
        Set<String> queries = new HashSet<>();
        rows(dsg, "SELECT DISTINCT ?name WHERE { ?q a dkg:CapabilityQuery ; dkg:symbol ?s . ?s rdfs:label ?name }")
                .forEach(r -> queries.add(r.get("name")));
        return TaskGuards.of(functions, queries);
    }

    /** Calls {@code f(subject, object)} for every triple of {@code p} in any graph (the system graph holds none of these). */
    private static void eachSubject(DatasetGraph dsg, Node p, java.util.function.BiConsumer<Node, Node> f) {
        var it = dsg.find(Node.ANY, Node.ANY, p, Node.ANY);
        try {
            while (it.hasNext()) {
                var q = it.next();
                f.accept(q.getSubject(), q.getObject());
            }
        } finally {
            org.apache.jena.atlas.iterator.Iter.close(it);
        }
    }

    private static String literalOf(DatasetGraph dsg, Node s, Node p) {
        var it = dsg.find(Node.ANY, s, p, Node.ANY);
        try {
            while (it.hasNext()) {
                Node o = it.next().getObject();
                if (o.isLiteral()) return o.getLiteralLexicalForm();
            }
            return null;
        } finally {
            org.apache.jena.atlas.iterator.Iter.close(it);
        }
    }

    private static List<Map<String, String>> rows(DatasetGraph dsg, String query) {
        List<Map<String, String>> out = new ArrayList<>();
        try (QueryExec exec = QueryExec.dataset(dsg).query(DKG.PREFIXES + query).build()) {
            exec.select().forEachRemaining(b -> {
                Map<String, String> row = new HashMap<>();
                b.vars().forEachRemaining(v -> {
                    Node n = b.get(v);
                    if (n != null) row.put(v.getVarName(), n.isLiteral() ? n.getLiteralLexicalForm() : n.isURI() ? n.getURI() : n.toString());
                });
                out.add(row);
            });
        }
        return out;
    }


    /** The exact name of a symbol IRI ({@code .../symbol/doca_dma_create}). */
    static String symbolName(String iri) {
        String local = iri.substring(iri.lastIndexOf("/symbol/") + "/symbol/".length());
        return URLDecoder.decode(local, StandardCharsets.UTF_8);
    }

    // ---- questions

    /** Releases that an API source (reference or headers) defines symbols for, oldest first. */
    public List<String> apiReleases() { return apiReleases; }

    /** Releases of the ingested samples trees, oldest first. */
    public List<String> treeReleases() { return treeReleases; }

    /**
     * The ingested release a user's spelling names: exact, or the only/newest release it prefixes
     * ({@code 3.0} or {@code 3.0.0} → {@code 3.0.0058}); null for null.
     *
     * @throws BadInputException when no API source or samples tree of that release is ingested
     */
    public String release(String requested) {
        if (requested == null || requested.isBlank()) return null;
        List<String> all = releases();
        if (all.contains(requested)) return requested;
        String found = null;
        for (String r : all) if (r.startsWith(requested + ".") || r.startsWith(requested) && requested.chars().filter(c -> c == '.').count() >= 2) found = r;
        if (found != null) return found;
        throw new BadInputException("no API source or samples tree of DOCA " + requested + " is ingested"
                + (all.isEmpty() ? "; ingest the API reference and a samples tree first" : "; ingested releases: " + String.join(", ", all)));
    }

    /** The symbol's API definitions (any release), empty when none. */
    public List<Definition> definitions(String symbol) { return definitions.getOrDefault(symbol, List.of()); }

    /** The definition to quote: of {@code release} when it has one, else the newest. */
    public Definition definition(String symbol, String release) {
        List<Definition> ds = definitions(symbol);
        if (ds.isEmpty()) return null;
        if (release != null) for (Definition d : ds) if (d.docaVersion().equals(release)) return d;
        return ds.stream().max(Comparator.comparing(Definition::docaVersion, ApiVersions.RELEASE_ORDER)).orElseThrow();
    }

    /** Release → sourceRef of a samples tree using the symbol (that tree does not define it itself). */
    public Map<String, String> sampleEvidence(String symbol) { return sampleEvidence.getOrDefault(symbol, Map.of()); }

    /** True when an API source defines the symbol or names it in a signature, or a samples tree uses it. */
    public boolean known(String symbol) {
        return definitions.containsKey(symbol) || sampleEvidence.containsKey(symbol) || typeMentions.containsKey(symbol);
    }

    /** True when a symbol {@link #known} knows starts with {@code prefix} (lower-case, {@code doca_comch_}). */
    public boolean knowsPrefix(String prefix) {
        java.util.function.Predicate<String> p = k -> k.regionMatches(true, 0, prefix, 0, prefix.length());
        return definitions.keySet().stream().anyMatch(p) || sampleEvidence.keySet().stream().anyMatch(p);
    }

    /** Every symbol {@link #known} knows, for did-you-mean. */
    public Set<String> knownNames() {
        Set<String> out = new HashSet<>(definitions.keySet());
        out.addAll(sampleEvidence.keySet());
        out.addAll(typeMentions.keySet());
        return out;
    }

    /** The ingested releases for messages: {@code " (2.9.0072–3.3.0)"}, {@code " (3.0.0058)"}, or empty. */
    public String releaseSpan() {
        List<String> all = releases();
        if (all.isEmpty()) return "";
        return " (" + all.getFirst() + (all.size() == 1 ? "" : "–" + all.getLast()) + ")";
    }

    /** Every ingested release (API sources and samples trees), oldest first. */
    public List<String> releases() {
        Set<String> all = new TreeSet<>(ApiVersions.RELEASE_ORDER);
        all.addAll(apiReleases);
        all.addAll(treeReleases);
        return List.copyOf(all);
    }

    /**
     * The release code is checked against when the user names none: the newest release read from
     * installed headers (they describe the user's machine), else the ingested release a saved probe's
     * runtime version names, else the newest ingested release; null when nothing is ingested.
     */
    public String defaultRelease() { return installed().release(); }

    /**
     * The user's release and where it was read: installed headers, a saved probe, or (neither known)
     * the newest ingested release; {@code release} is null when nothing is ingested.
     *
     * @param release the ingested release used
     * @param from    {@code installed headers}, {@code saved probe} or {@code newest ingested}
     * @param read    the version as read ({@code 3.1.0105} from a probe), or null for the newest
     */
    public record Installed(String release, String from, String read) {}

    /** See {@link Installed}. */
    public Installed installed() {
        String headers = null;
        for (List<Definition> ds : definitions.values())
            for (Definition d : ds)
                if (ApiVersions.HEADERS.equals(d.apiSource()) && (headers == null || ApiVersions.RELEASE_ORDER.compare(d.docaVersion(), headers) > 0))
                    headers = d.docaVersion();
        if (headers != null) return new Installed(headers, "installed headers", headers);
        List<String> all = releases();
        if (probedVersion != null) {
            String match = matching(probedVersion);
            if (match != null) return new Installed(match, "saved probe", probedVersion);
        }
        return new Installed(all.isEmpty() ? null : all.getLast(), "newest ingested", null);
    }

    /**
     * The ingested release a version names, or null when none does: exact, else the newest whose
     * numbers start with it ({@code 3.1} and {@code 3.1.0} name {@code 3.1.0105}; {@code 2.8} names none).
     */
    public String matching(String version) {
        if (version == null || version.isBlank()) return null;
        String v = version.strip().replaceFirst("(?i)^(doca[- ]?)?v?", "");
        String found = null;
        for (String r : releases())
            if (r.equals(v) || r.startsWith(v + ".") || v.chars().filter(c -> c == '.').count() >= 2 && r.startsWith(v)) found = r;
        return found;
    }

    /** The runtime version a saved probe read, or null. */
    public String probedVersion() { return probedVersion; }

    /**
     * Where each release shows the symbol, oldest first: an API definition, else an API signature
     * naming it (a type), else a samples tree's use. Empty when no ingested source knows it.
     */
    public java.util.SortedMap<String, Presence> presence(String symbol) {
        java.util.SortedMap<String, Presence> out = new java.util.TreeMap<>(ApiVersions.RELEASE_ORDER);
        for (Definition d : definitions(symbol)) out.putIfAbsent(d.docaVersion(), new Presence(Presence.Kind.DEFINED, d.sourceRef()));
        typeMentions.getOrDefault(symbol, Map.of()).forEach((rel, ref) -> out.putIfAbsent(rel, new Presence(Presence.Kind.IN_SIGNATURE, ref)));
        sampleEvidence(symbol).forEach((rel, ref) -> out.putIfAbsent(rel, new Presence(Presence.Kind.USED_BY_SAMPLES, ref)));
        return out;
    }

    /**
     * How one release shows a symbol.
     *
     * @param kind     defined by an API source, named in an API signature, or only used by the samples
     * @param evidence the sourceRef that shows it
     */
    public record Presence(Kind kind, String evidence) {
        public enum Kind { DEFINED, IN_SIGNATURE, USED_BY_SAMPLES }

        /** "the DOCA V API reference defines it" and the like, for messages. */
        public String says(String release) {
            return switch (kind) {
                case DEFINED -> "the DOCA " + release + " API defines it";
                case IN_SIGNATURE -> "the DOCA " + release + " API names it in a signature";
                case USED_BY_SAMPLES -> "the DOCA " + release + " samples use it";
            };
        }
    }

    /** Release changes the ingested skills state, in source order. */
    public List<StatedChange> stated() { return stated; }

    /**
     * Of {@code included}, the DOCA headers no ingested API source covers (a device-side
     * {@code doca_gpunetio_dev_eth_txq.cuh} the HTML reference leaves out); empty when the catalog
     * knows no header at all, since then nothing can be said of coverage.
     */
    public List<String> uncovered(java.util.Collection<String> included) {
        if (headers.isEmpty()) return List.of();
        return included.stream().filter(h -> !headers.contains(h)).toList();
    }

    /** True when the API documents errors the function returns (it can fail). */
    public boolean canFail(String symbol) { return canFail.contains(symbol); }

    /** Capability queries guarding a task ({@code doca_dma_task_memcpy}), empty when none is known. */
    public List<String> guardsOf(String task) { return guards.getOrDefault(task, List.of()); }

    /** The skills' DMA permission requirements for the source and destination roles. */
    public List<Permission> dmaPermissions() { return dmaPermissions; }

    /** Bit value of an access flag, or null. */
    public Long flagBits(String flag) { return flagBits.get(flag); }

    /** Samples-tree call sites of a symbol, in sourceRef order. */
    public List<SiteRecord> sites(String symbol) { return sites.of(symbol); }

    // ---- the parts, for CatalogFile

    /** A catalog from its parts, as {@link CatalogFile} reads them back. */
    static CodeCatalog of(Map<String, List<Definition>> definitions, Set<String> canFail, Set<String> functions,
                          Map<String, List<SiteRecord>> sites, Map<String, List<String>> guards, List<Permission> dmaPermissions,
                          Map<String, Long> flagBits, Set<String> headers, Map<String, Map<String, String>> typeMentions,
                          List<StatedChange> stated, String probedVersion) {
        return new CodeCatalog(definitions, canFail, functions, sites, guards, dmaPermissions, flagBits, headers, typeMentions, stated, probedVersion);
    }

    Map<String, List<Definition>> definitionsMap() { return definitions; }

    Set<String> canFailSet() { return canFail; }

    Set<String> functionSet() { return functions; }

    Map<String, List<String>> guardsMap() { return guards; }

    Map<String, Long> flagBitsMap() { return flagBits; }

    Set<String> headerSet() { return headers; }

    Map<String, Map<String, String>> typeMentionsMap() { return typeMentions; }

    /** Every symbol with call sites, with the sites: for usage mining. */
    public Map<String, List<SiteRecord>> allSites() { return sites.all(); }

    /** A catalog from the file's parts, its call sites read when asked for. */
    static CodeCatalog of(Map<String, List<Definition>> definitions, Set<String> canFail, Set<String> functions,
                          SiteSource sites, Map<String, Map<String, String>> sampleEvidence, List<String> treeReleases,
                          Map<String, List<String>> guards, List<Permission> dmaPermissions,
                          Map<String, Long> flagBits, Set<String> headers, Map<String, Map<String, String>> typeMentions,
                          List<StatedChange> stated, String probedVersion) {
        return new CodeCatalog(definitions, canFail, functions, sites, sampleEvidence, treeReleases, guards, dmaPermissions, flagBits,
                headers, typeMentions, stated, probedVersion);
    }

    Map<String, Map<String, String>> sampleEvidenceMap() { return sampleEvidence; }
}
