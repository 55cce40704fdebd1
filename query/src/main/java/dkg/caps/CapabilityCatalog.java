package dkg.caps;

import dkg.ingest.probe.CapabilityQuerySpec;
import dkg.vocab.DKG;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.apache.jena.graph.Node;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.engine.binding.Binding;
import org.apache.jena.sparql.exec.QueryExec;

/**
 * Reads the capability facts of the graph, inside the caller's read transaction: the probe's query
 * list (every {@code dkg:CapabilityQuery}, with its C types from the API reference and its enum
 * inputs' values), the library modules the graph knows, and the documented queries joined with the
 * saved live values for {@code doca-kg caps}.
 *
 * <p>Skills and the API reference describe the same query on different nodes that share the
 * {@code dkg:symbol}; everything here is merged per symbol.
 */
public final class CapabilityCatalog {
    private final DatasetGraph dsg;

    CapabilityCatalog(DatasetGraph dsg) {
        this.dsg = dsg;
    }

    private static final String SPECS = DKG.PREFIXES + """
            SELECT ?sym ?name ?first ?out ?extra ?module WHERE {
              ?q a dkg:CapabilityQuery ; dkg:symbol ?sym .
              OPTIONAL { ?sym rdfs:label ?name }
              OPTIONAL { ?q dkg:firstParamType ?first }
              OPTIONAL { ?q dkg:outParamType ?out }
              OPTIONAL { ?q dkg:extraInputType ?extra }
              OPTIONAL { ?q dkg:ofLibrary/dkg:pkgConfigModule ?module }
            }""";

    private static final String MODULES = DKG.PREFIXES + """
            SELECT DISTINCT ?m WHERE { ?lib dkg:pkgConfigModule ?m } ORDER BY ?m""";

    /** Enumerators of one enum: the value sits on the symbol or on its ApiDefinition(s). */
    private static final String ENUM_VALUES = DKG.PREFIXES + """
            SELECT ?name ?v WHERE {
              ?ev dkg:ofEnum <%s> ; rdfs:label ?name .
              { ?ev dkg:value ?v } UNION { ?def dkg:definitionOf ?ev ; dkg:value ?v }
              FILTER(isNumeric(?v))
            } ORDER BY ?v ?name""";

    private static final String DOCUMENTED = DKG.PREFIXES + """
            SELECT ?sym ?name ?label ?skillName ?source ?module ?brief WHERE {
              ?q a dkg:CapabilityQuery ; dkg:symbol ?sym .
              OPTIONAL { ?sym rdfs:label ?name }
              OPTIONAL { ?q dkg:ofSkill ?skill . OPTIONAL { ?skill rdfs:label ?skillName } OPTIONAL { ?q rdfs:label ?label } }
              OPTIONAL { ?q prov:wasDerivedFrom ?from .
                         OPTIONAL { ?from dkg:sourceRef ?ref } OPTIONAL { ?from dkg:sourcePath ?path }
                         BIND(COALESCE(?ref, ?path) AS ?source) }
              OPTIONAL { ?q dkg:ofLibrary/dkg:pkgConfigModule ?module }
              OPTIONAL { ?def dkg:definitionOf ?sym ; dkg:brief ?brief }
            }""";

    private static final String LIVE = DKG.PREFIXES + """
            SELECT ?sym ?host ?pci ?input ?value ?error ?at WHERE {
              ?v a dkg:CapabilityValue ; dkg:device ?d ; dkg:query ?sym ; dkg:observedAt ?at .
              ?d dkg:pciAddress ?pci ; dkg:hostName ?host .
              OPTIONAL { ?v dkg:queryInput ?input }
              OPTIONAL { ?v dkg:value ?value }
              OPTIONAL { ?v dkg:errorName ?error }
            } ORDER BY ?host ?pci ?input""";

    /** The library modules ({@code dkg:pkgConfigModule}) the graph knows, sorted. */
    List<String> libraryModules() {
        List<String> out = new ArrayList<>();
        select(MODULES, b -> out.add(text(b, "m")));
        return out;
    }

    /**
     * One probe spec per query symbol. Types come from the API reference; a query only a skill names
     * has none, so the probe reports it as skipped. Two different extra-input types (a query with two
     * inputs) are joined with a comma, which the probe refuses by design.
     */
    List<CapabilityQuerySpec> specs() {
        List<String> modules = libraryModules();
        Map<Node, Merged> bySymbol = new LinkedHashMap<>();
        select(SPECS, b -> {
            Merged m = bySymbol.computeIfAbsent(b.get("sym"), k -> new Merged());
            if (m.name == null) m.name = name(b);
            add(m.first, b, "first");
            add(m.out, b, "out");
            add(m.extra, b, "extra");
            add(m.module, b, "module");
        });
        List<CapabilityQuerySpec> specs = new ArrayList<>();
        for (Merged m : bySymbol.values()) {
            if (m.name == null) continue;
            String module = m.module.isEmpty() ? moduleOf(m.name, modules) : m.module.first();
            String extra = m.extra.isEmpty() ? null : String.join(", ", m.extra);
            specs.add(new CapabilityQuerySpec(m.name, module, m.first.isEmpty() ? null : m.first.first(),
                    m.out.isEmpty() ? null : m.out.first(), extra, extra == null ? List.of() : enumValues(extra)));
        }
        specs.sort(Comparator.comparing(CapabilityQuerySpec::symbol));
        return specs;
    }

    /**
     * The documented queries of a library ({@code null}: all), each with its saved live values when
     * {@code live}. A query belongs to a library by its {@code dkg:ofLibrary}, by its symbol's
     * prefix ({@code doca_dma_}), or by the skill that documents it ({@code doca-dma}).
     */
    Capabilities capabilities(String module, boolean live) {
        Map<Node, Doc> docs = new TreeMap<>(Comparator.comparing(Node::toString));
        select(DOCUMENTED, b -> {
            Doc d = docs.computeIfAbsent(b.get("sym"), k -> new Doc());
            if (d.name == null) d.name = name(b);
            String skill = text(b, "skillName");
            if (skill != null) d.skills.add(skill);
            if (d.capability == null && skill != null) d.capability = text(b, "label");
            if (d.brief == null) d.brief = text(b, "brief");
            add(d.modules, b, "module");
            String source = text(b, "source");
            if (source != null) d.sources.add(new Capabilities.Documentation(skill, source));
        });
        Map<Node, List<Capabilities.LiveValue>> values = live ? liveValues() : Map.of();
        List<Capabilities.Query> out = new ArrayList<>();
        for (var e : docs.entrySet()) {
            Doc d = e.getValue();
            if (d.name == null || (module != null && !d.belongsTo(module))) continue;
            List<Capabilities.Documentation> where = new ArrayList<>(d.sources);
            where.sort(Comparator.comparing((Capabilities.Documentation x) -> x.skill() == null)
                    .thenComparing(x -> x.skill() == null ? "" : x.skill()).thenComparing(Capabilities.Documentation::source));
            out.add(new Capabilities.Query(d.name, d.capability != null ? d.capability : d.brief, where,
                    values.getOrDefault(e.getKey(), List.of())));
        }
        out.sort(Comparator.comparing(Capabilities.Query::symbol));
        return new Capabilities(module, out);
    }

    /** Every module any documented query belongs to, for the "unknown library" message. */
    Set<String> documentedModules() {
        Set<String> out = new TreeSet<>();
        select(DOCUMENTED, b -> {
            add(out, b, "module");
            String skill = text(b, "skillName");
            if (skill != null) out.add(skill);
        });
        return out;
    }

    private Map<Node, List<Capabilities.LiveValue>> liveValues() {
        Map<Node, List<Capabilities.LiveValue>> out = new LinkedHashMap<>();
        select(LIVE, b -> out.computeIfAbsent(b.get("sym"), k -> new ArrayList<>()).add(new Capabilities.LiveValue(
                text(b, "pci"), text(b, "host"), text(b, "input"), value(b.get("value")), text(b, "error"), text(b, "at"))));
        return out;
    }

    /** Enumerators of {@code enum x} as probe inputs, by numeric value; empty when the graph has none. */
    private List<CapabilityQuerySpec.EnumInput> enumValues(String extraType) {
        String t = extraType.strip().replaceFirst("^const\\s+", "");
        if (!t.matches("enum\\s+\\w+")) return List.of();
        String enumName = t.replaceFirst("^enum\\s+", "");
        Map<String, Long> values = new LinkedHashMap<>();
        select(ENUM_VALUES.formatted(DKG.symbolIri(enumName)),
                b -> values.putIfAbsent(text(b, "name"), ((Number) b.get("v").getLiteralValue()).longValue()));
        List<CapabilityQuerySpec.EnumInput> out = new ArrayList<>();
        values.forEach((n, v) -> out.add(new CapabilityQuerySpec.EnumInput(n, v)));
        return out;
    }

    /**
     * The module exporting a query the graph names no library for: the longest known module whose
     * C prefix starts the symbol, else the symbol's own prefix ({@code doca_dma_cap_x} → {@code doca-dma}).
     * A wrong guess costs nothing: the probe then searches every loaded library.
     */
    static String moduleOf(String symbol, List<String> known) {
        String best = null;
        for (String m : known)
            if (symbol.startsWith(m.replace('-', '_') + "_") && (best == null || m.length() > best.length())) best = m;
        if (best != null) return best;
        int cap = symbol.indexOf("_cap_");
        return cap > 0 && symbol.startsWith("doca_") ? symbol.substring(0, cap).replace('_', '-') : null;
    }

    private void select(String query, Consumer<Binding> each) {
        QueryExec.dataset(dsg).query(query).select().forEachRemaining(each);
    }

    private static String text(Binding b, String var) {
        Node n = b.get(var);
        if (n == null) return null;
        return n.isLiteral() ? n.getLiteralLexicalForm() : n.toString();
    }

    /** The symbol's label, else its name decoded from its IRI. */
    private static String name(Binding b) {
        String label = text(b, "name");
        if (label != null) return label;
        Node sym = b.get("sym");
        return sym.isURI() ? DKG.nameAfter(sym.getURI(), DKG.symbolIri("")) : null;
    }

    /** One C type spelling per type: collapses whitespace so two sources' spellings merge. */
    private static void add(Set<String> into, Binding b, String var) {
        String v = text(b, var);
        if (v != null && !v.isBlank()) into.add(v.strip().replaceAll("\\s+", " "));
    }

    /** A saved value as JSON wants it: true/false, or a number. */
    private static Object value(Node n) {
        if (n == null || !n.isLiteral()) return null;
        Object v = n.getLiteralValue();
        if (v instanceof Boolean) return v;
        if (v instanceof BigInteger big) return big.bitLength() < 64 ? (Object) big.longValue() : big;
        if (v instanceof Number num) return num.longValue();
        return n.getLiteralLexicalForm();
    }

    private static final class Merged {
        String name;
        final TreeSet<String> first = new TreeSet<>(), out = new TreeSet<>(), extra = new TreeSet<>(), module = new TreeSet<>();
    }

    private static final class Doc {
        String name, capability, brief;
        final Set<String> skills = new TreeSet<>(), modules = new TreeSet<>();
        final Set<Capabilities.Documentation> sources = new LinkedHashSet<>();

        boolean belongsTo(String module) {
            return modules.contains(module) || skills.contains(module) || name.startsWith(module.replace('-', '_') + "_");
        }
    }
}
