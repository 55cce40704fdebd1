package dkg.describe;

import dkg.kg.GraphQuery;

import dkg.code.CloseMatches;
import dkg.code.ApiVersions;
import static dkg.kg.GraphQuery.integer;
import static dkg.kg.GraphQuery.select;
import static dkg.kg.GraphQuery.str;

import dkg.code.ApiVersions.Definition;
import dkg.error.BadInputException;
import dkg.vocab.DKG;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.engine.binding.Binding;

/**
 * Answers {@code describe SYMBOL}: finds the symbol's ApiDefinitions, picks one by
 * {@link ApiVersions} and reads it with its parameters, returns and sources, then adds the sections
 * that mention the symbol. Unknown names are a {@link BadInputException} with close matches. Stateless; call
 * {@link #describe} inside a read transaction.
 */
public final class SymbolDescriber {
    private SymbolDescriber() {}

    /** Symbol classes as the kind names of the JSON, most specific first. */
    private static final Map<String, String> KINDS = new LinkedHashMap<>();
    static {
        KINDS.put(DKG.Function, "function");
        KINDS.put(DKG.Macro, "macro");
        KINDS.put(DKG.EnumValue, "enum-value");
        KINDS.put(DKG.Enum, "enum");
        KINDS.put(DKG.Struct, "struct");
        KINDS.put(DKG.Type, "type");
    }

    public static SymbolDescription describe(DatasetGraph dsg, String name, String docaVersion) {
        String symbol = cleanName(name);
        Node sym = NodeFactory.createURI(DKG.symbolIri(symbol));
        Map<String, Node> b = Map.of("sym", sym);
        if (!dsg.contains(Node.ANY, sym, Node.ANY, Node.ANY) && !dsg.contains(Node.ANY, Node.ANY, Node.ANY, sym))
            throw unknown(dsg, symbol);

        List<Definition> defs = definitions(dsg, sym);
        if (docaVersion != null) ApiVersions.requireKnown(docaVersion, releases(dsg));
        Definition chosen = ApiVersions.choose(defs, docaVersion).orElse(null);
        if (chosen == null && docaVersion != null && !defs.isEmpty())
            throw new BadInputException(symbol + " is not defined in DOCA " + docaVersion + "; it is defined in "
                    + String.join(", ", defs.stream().map(Definition::docaVersion).distinct().sorted(ApiVersions.RELEASE_ORDER).toList())
                    + ": drop --doca-version or choose one of those");
        List<SymbolDescription.Release> definedIn = defs.stream().sorted(ApiVersions.PREFERENCE)
                .map(d -> new SymbolDescription.Release(d.docaVersion(), d.apiSource())).distinct().toList();

        String kind = null;
        for (Binding r : select(dsg, "SELECT ?t WHERE { ?sym a ?t }", b)) {
            String k = KINDS.get(str(r, "t"));
            if (k != null && (kind == null || rank(k) < rank(kind))) kind = k;
        }
        String library = library(dsg, sym);
        List<SymbolDescription.Mention> mentions = select(dsg, """
                SELECT DISTINCT ?ref ?skill WHERE {
                  ?sec dkg:mentions ?sym ; dkg:sourceRef ?ref .
                  OPTIONAL { ?sec dkg:ofSkill ?sk . ?sk rdfs:label ?skill }
                } ORDER BY ?skill ?ref""", b).stream()
                .map(r -> new SymbolDescription.Mention(str(r, "skill"), str(r, "ref"))).toList();
        List<String> apiReleases = defs.stream().map(Definition::docaVersion).distinct().toList();
        List<String> examples = CodeNotes.examples(dsg, sym, "enum-value".equals(kind));
        List<String> versionNotes = CodeNotes.versionNotes(dsg, sym, apiReleases);
        if (chosen == null) {
            return new SymbolDescription(symbol, defs.isEmpty() ? null : kind, null, List.of(), null, null, null, library,
                    null, null, null, null, List.of(), mentions, List.of(), null, List.of(), List.of(), List.of(), definedIn)
                    .withCode(examples, versionNotes);
        }

        Map<String, Node> d = Map.of("def", NodeFactory.createURI(chosen.iri()));
        Map<String, List<Binding>> facts = new LinkedHashMap<>();
        for (Binding r : select(dsg, "SELECT ?p ?o WHERE { ?def ?p ?o }", d))
            facts.computeIfAbsent(str(r, "p"), k -> new ArrayList<>()).add(r);

        List<SymbolDescription.Param> params = select(dsg, """
                SELECT ?name ?type ?dir ?desc ?ord WHERE { ?def dkg:parameter ?p . ?p dkg:order ?ord .
                  OPTIONAL { ?p dkg:paramName ?name } OPTIONAL { ?p dkg:paramType ?type }
                  OPTIONAL { ?p dkg:direction ?dir } OPTIONAL { ?p dcterms:description ?desc } } ORDER BY ?ord""", d)
                .stream().map(r -> new SymbolDescription.Param(str(r, "name"), str(r, "type"), str(r, "dir"), str(r, "desc"))).toList();
        List<SymbolDescription.Field> fields = select(dsg, """
                SELECT ?name ?type ?desc ?ord WHERE { ?def dkg:field ?p . ?p dkg:order ?ord .
                  OPTIONAL { ?p dkg:paramName ?name } OPTIONAL { ?p dkg:paramType ?type }
                  OPTIONAL { ?p dcterms:description ?desc } } ORDER BY ?ord""", d)
                .stream().map(r -> new SymbolDescription.Field(str(r, "name"), str(r, "type"), str(r, "desc"))).toList();
        List<Binding> returnRows = new ArrayList<>(select(dsg, """
                SELECT ?e ?label ?code ?cond WHERE { ?def dkg:returnsError ?r . ?r dkg:error ?e .
                  OPTIONAL { ?r dkg:condition ?cond } OPTIONAL { ?e rdfs:label ?label } OPTIONAL { ?e dkg:errorCode ?code } }""", d));
        returnRows.sort(Comparator.comparing((Binding r) -> integer(r, "code"), Comparator.nullsLast(Comparator.naturalOrder()))
                .thenComparing(r -> symbolName(r, "e", "label")));
        List<SymbolDescription.Returned> returns = returnRows.stream()
                .map(r -> new SymbolDescription.Returned(symbolName(r, "e", "label"), str(r, "cond"))).distinct().toList();
        List<String> sources = select(dsg, """
                SELECT DISTINCT ?ref WHERE { ?def prov:wasDerivedFrom ?sec . ?sec dkg:sourceRef ?ref } ORDER BY ?ref""", d)
                .stream().map(r -> str(r, "ref")).toList();

        String description = longest(facts, DKG.DCT_DESCRIPTION);
        if (description == null) description = longest(facts, DKG.brief);
        return new SymbolDescription(symbol, kind, longest(facts, DKG.signature), params, first(facts, DKG.value, true),
                description, longest(facts, DKG.stability), library, longest(facts, DKG.apiGroup),
                longest(facts, DKG.headerFile), firstLong(facts, DKG.headerLine), chosen.docaVersion(),
                returns, mentions, sources, chosen.apiSource(), all(facts, DKG.note), all(facts, DKG.warning), fields, definedIn)
                .withCode(examples, versionNotes);
    }

    /** Accepts {@code doca_dma_create()} and surrounding space as the name. */
    public static String cleanName(String name) {
        if (name == null || name.isBlank()) throw new BadInputException("name a symbol, e.g. doca-kg describe doca_dma_task_memcpy_alloc_init");
        String s = name.strip();
        if (s.endsWith("()")) s = s.substring(0, s.length() - 2);
        return s;
    }

    public static List<Definition> definitions(DatasetGraph dsg, Node sym) {
        return select(dsg, """
                SELECT DISTINCT ?def ?v ?src WHERE { ?def dkg:definitionOf ?sym ; dkg:docaVersion ?v ; dkg:apiSource ?src }""",
                Map.of("sym", sym)).stream()
                .map(r -> new Definition(str(r, "def"), str(r, "v"), str(r, "src"))).toList();
    }

    /** Releases with any ApiDefinition in the store, oldest first. */
    public static List<String> releases(DatasetGraph dsg) {
        return select(dsg, "SELECT DISTINCT ?v WHERE { ?d a dkg:ApiDefinition ; dkg:docaVersion ?v }", Map.of())
                .stream().map(r -> str(r, "v")).sorted(ApiVersions.RELEASE_ORDER).toList();
    }

    /** The pkg-config module of the symbol's library (the first by name when sources disagree). */
    public static String library(DatasetGraph dsg, Node sym) {
        return select(dsg, """
                SELECT ?lib WHERE { ?sym dkg:ofLibrary ?l .
                  OPTIONAL { ?l dkg:pkgConfigModule ?m } OPTIONAL { ?l rdfs:label ?ll }
                  BIND(COALESCE(?m, ?ll, STRAFTER(STR(?l), "/library/")) AS ?lib) } ORDER BY ?lib LIMIT 1""",
                Map.of("sym", sym)).stream().map(r -> str(r, "lib")).findFirst().orElse(null);
    }

    private static BadInputException unknown(DatasetGraph dsg, String symbol) {
        List<String> labels = select(dsg, "SELECT DISTINCT ?l WHERE { ?s a dkg:Symbol ; rdfs:label ?l }", Map.of())
                .stream().map(r -> str(r, "l")).toList();
        if (labels.isEmpty()) return new BadInputException("unknown symbol '" + symbol + "': the store holds no symbols; run `doca-kg ingest` first");
        List<String> close = CloseMatches.of(symbol, labels, 5);
        return new BadInputException("unknown symbol '" + symbol + "'"
                + (close.isEmpty() ? ": no ingested document or API source names it; check the spelling or `doca-kg search` for it"
                                   : "; did you mean " + String.join(", ", close) + "?"));
    }

    /** The symbol's label, else its name decoded from the IRI (an error named by a return list only). */
    public static String symbolName(Binding r, String iriVar, String labelVar) {
        String l = str(r, labelVar);
        if (l != null) return l;
        String iri = str(r, iriVar);
        String name = DKG.nameAfter(iri, DKG.symbolIri(""));
        return name != null ? name : iri;
    }

    private static int rank(String kind) { return new ArrayList<>(KINDS.values()).indexOf(kind); }

    /** Several pages may write the same property of one definition; the fullest text is quoted. */
    private static String longest(Map<String, List<Binding>> facts, String property) {
        return facts.getOrDefault(property, List.of()).stream().map(r -> str(r, "o"))
                .max(Comparator.comparingInt(String::length).thenComparing(Comparator.reverseOrder())).orElse(null);
    }

    private static Object first(Map<String, List<Binding>> facts, String property, boolean numeric) {
        return facts.getOrDefault(property, List.of()).stream().map(r -> numeric ? GraphQuery.value(r, "o") : str(r, "o"))
                .findFirst().orElse(null);
    }

    private static Long firstLong(Map<String, List<Binding>> facts, String property) {
        return facts.getOrDefault(property, List.of()).stream().map(r -> integer(r, "o")).filter(java.util.Objects::nonNull)
                .findFirst().orElse(null);
    }

    private static List<String> all(Map<String, List<Binding>> facts, String property) {
        Set<String> out = new LinkedHashSet<>();
        facts.getOrDefault(property, List.of()).forEach(r -> out.add(str(r, "o")));
        return List.copyOf(out);
    }
}
