package dkg.explain;

import dkg.caps.Capabilities;
import dkg.describe.CodeNotes;
import dkg.describe.SymbolDescriber;

import dkg.code.CloseMatches;
import dkg.code.ApiVersions;
import static dkg.kg.GraphQuery.integer;
import static dkg.kg.GraphQuery.select;
import static dkg.kg.GraphQuery.str;

import dkg.code.ApiVersions.Definition;
import dkg.error.BadInputException;
import dkg.vocab.DKG;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.engine.binding.Binding;

/**
 * Answers {@code explain ERROR}: resolves {@code DOCA_ERROR_NOT_PERMITTED}, {@code NOT_PERMITTED},
 * {@code not-permitted} or {@code 2} to one Error, quotes its code and description from the chosen
 * API definition ({@link ApiVersions}), and joins the skills' error causes and the functions whose
 * chosen definition lists it as a return. A library filter ({@code doca-dma}, {@code dma},
 * {@code DMA}) narrows causes and functions. Stateless; call inside a read transaction.
 */
public final class ErrorExplainer {
    private ErrorExplainer() {}

    static ErrorExplanation explain(DatasetGraph dsg, String input, String library, String docaVersion) {
        Node sym = resolve(dsg, input);
        String module = library == null ? null : module(dsg, library);
        return explain(dsg, sym, module, docaVersion);
    }

    /** As {@link #explain(DatasetGraph, String, String, String)} for a resolved error and a known module (or null). */
    static ErrorExplanation explain(DatasetGraph dsg, Node sym, String module, String docaVersion) {
        ErrorExplanation whole = whole(dsg, sym, docaVersion);
        return scoped(whole, module, module == null ? Map.of() : skillModules(dsg));
    }

    /** Examples an explanation keeps before a library narrows them; it shows {@link #EXAMPLES_SHOWN}. */
    static final int EXAMPLES_KEPT = 24;
    static final int EXAMPLES_SHOWN = 3;

    /**
     * What {@code module} narrows an explanation to, the one filter of the graph and the error book:
     * the causes of its skills (a skill named after it, or whose library it is), the functions of
     * its library, the skills of those causes as the related ones, and examples from its samples;
     * every example (up to {@link #EXAMPLES_SHOWN}) when no module is given.
     */
    static ErrorExplanation scoped(ErrorExplanation whole, String module, Map<String, List<String>> skillModules) {
        List<String> examples = whole.examples().stream().filter(ref -> module == null || fromLibrary(ref, module)).distinct()
                .limit(EXAMPLES_SHOWN).toList();
        if (module == null)
            return new ErrorExplanation(whole.error(), whole.code(), whole.description(), whole.causes(), whole.returnedBy(), whole.relatedSkills(),
                    whole.docaVersion(), whole.apiSource(), null, examples, whole.versionNotes());
        List<ErrorExplanation.Cause> causes = whole.causes().stream()
                .filter(c -> c.skill() != null && (module.equals(c.skill()) || skillModules.getOrDefault(c.skill(), List.of()).contains(module)))
                .toList();
        List<ErrorExplanation.Returner> returners = whole.returnedBy().stream().filter(r -> module.equals(r.library())).toList();
        List<String> related = causes.stream().map(ErrorExplanation.Cause::skill).distinct().sorted().toList();
        return new ErrorExplanation(whole.error(), whole.code(), whole.description(), causes, returners, related,
                whole.docaVersion(), whole.apiSource(), module, examples, whole.versionNotes());
    }

    /** A sample or application file of {@code module}'s library: {@code samples/doca_dma/...}, {@code applications/dma_copy/...}. */
    static boolean fromLibrary(String ref, String module) {
        String shortName = module.replaceFirst("^doca-", "").replace('-', '_');
        for (String part : ref.replaceFirst("#.*", "").split("/"))
            if (part.equals("doca_" + shortName) || part.equals(shortName) || part.startsWith(shortName + "_")) return true;
        return false;
    }

    /** Each skill's library modules: a cause passes a library filter on its skill or on one of these. */
    static Map<String, List<String>> skillModules(DatasetGraph dsg) {
        Map<String, List<String>> out = new TreeMap<>();
        select(dsg, """
                SELECT DISTINCT ?skill ?skm WHERE { ?c a dkg:ErrorCause ; dkg:ofSkill ?sk . ?sk rdfs:label ?skill ;
                  dkg:ofLibrary ?skl . ?skl dkg:pkgConfigModule ?skm } ORDER BY ?skill ?skm""", Map.of())
                .forEach(r -> out.computeIfAbsent(str(r, "skill"), k -> new ArrayList<>()).add(str(r, "skm")));
        return out;
    }

    /** Everything the graph says of the error, for every library, with {@link #EXAMPLES_KEPT} examples. */
    static ErrorExplanation whole(DatasetGraph dsg, Node sym, String docaVersion) {
        return whole(dsg, sym, docaVersion, () -> CodeNotes.Releases.of(dsg));
    }

    /** As {@link #whole(DatasetGraph, Node, String)}, reading the ingested releases from {@code releases} when needed. */
    static ErrorExplanation whole(DatasetGraph dsg, Node sym, String docaVersion, java.util.function.Supplier<CodeNotes.Releases> releases) {
        String module = null;
        if (docaVersion != null) ApiVersions.requireKnown(docaVersion, SymbolDescriber.releases(dsg));
        Map<String, Node> b = Map.of("sym", sym);

        String name = select(dsg, "SELECT ?l WHERE { ?sym rdfs:label ?l } LIMIT 1", b).stream()
                .map(r -> str(r, "l")).findFirst().orElseGet(() -> nameOf(sym));
        List<Definition> defs = SymbolDescriber.definitions(dsg, sym);
        Definition chosen = ApiVersions.choose(defs, docaVersion).orElse(null);
        if (chosen == null && docaVersion != null && !defs.isEmpty())
            throw new BadInputException(name + " is not defined in DOCA " + docaVersion + ": drop --doca-version or choose "
                    + String.join(", ", defs.stream().map(Definition::docaVersion).distinct().sorted(ApiVersions.RELEASE_ORDER).toList()));

        Long code = null;
        String description = null;
        if (chosen != null) {
            Map<String, Node> d = Map.of("def", NodeFactory.createURI(chosen.iri()));
            for (Binding r : select(dsg, "SELECT ?v ?desc WHERE { OPTIONAL { ?def dkg:value ?v } OPTIONAL { ?def dcterms:description ?desc } }", d)) {
                if (code == null) code = integer(r, "v");
                if (description == null) description = str(r, "desc");
            }
        }
        for (Binding r : select(dsg, "SELECT ?c ?desc WHERE { OPTIONAL { ?sym dkg:errorCode ?c } OPTIONAL { ?sym a dkg:Error ; dcterms:description ?desc } }", b)) {
            if (code == null) code = integer(r, "c");
            if (description == null && chosen == null) description = str(r, "desc");
        }

        Set<ErrorExplanation.Cause> causes = new LinkedHashSet<>();
        for (Binding r : select(dsg, """
                SELECT ?skill ?skm ?context ?cause ?remedy ?ref WHERE {
                  ?c a dkg:ErrorCause ; dkg:error ?sym .
                  OPTIONAL { ?c dkg:ofSkill ?sk . ?sk rdfs:label ?skill
                             OPTIONAL { ?sk dkg:ofLibrary ?skl . ?skl dkg:pkgConfigModule ?skm } }
                  OPTIONAL { ?c dkg:context ?context } OPTIONAL { ?c dkg:cause ?cause } OPTIONAL { ?c dkg:remedy ?remedy }
                  OPTIONAL { ?c prov:wasDerivedFrom ?sec . ?sec dkg:sourceRef ?ref }
                } ORDER BY ?skill ?ref ?context""", b)) {
            if (module != null && !module.equals(str(r, "skill")) && !module.equals(str(r, "skm"))) continue;
            causes.add(new ErrorExplanation.Cause(str(r, "skill"), str(r, "context"), str(r, "cause"), str(r, "remedy"), str(r, "ref")));
        }

        List<String> related = select(dsg, """
                SELECT DISTINCT ?skill WHERE {
                  { ?c a dkg:ErrorCause ; dkg:error ?sym ; dkg:ofSkill ?sk } UNION { ?sec dkg:mentions ?sym ; dkg:ofSkill ?sk }
                  ?sk rdfs:label ?skill } ORDER BY ?skill""", b).stream().map(r -> str(r, "skill")).toList();

        return new ErrorExplanation(name, code, description, List.copyOf(causes), returners(dsg, sym, module, docaVersion),
                related, chosen == null ? null : chosen.docaVersion(), chosen == null ? null : chosen.apiSource(), module,
                CodeNotes.examples(dsg, sym, true, EXAMPLES_KEPT), CodeNotes.versionNotes(dsg, sym, defs.stream().map(Definition::docaVersion).distinct().toList(), releases));
    }

    /**
     * Functions whose own chosen definition (every definition of the function is a candidate, so a
     * newer release that dropped the return wins over an older one that listed it) returns the error.
     */
    private static List<ErrorExplanation.Returner> returners(DatasetGraph dsg, Node sym, String module, String docaVersion) {
        record Row(String fn, String library, Definition def, boolean returns, String condition) {}
        Map<String, List<Row>> byFunction = new TreeMap<>();
        for (Binding r : select(dsg, """
                SELECT DISTINCT ?fn ?name ?lib ?def ?v ?src ?ret ?cond WHERE {
                  ?d0 dkg:returnsError ?r0 . ?r0 dkg:error ?sym . ?d0 dkg:definitionOf ?fn .
                  ?def dkg:definitionOf ?fn ; dkg:docaVersion ?v ; dkg:apiSource ?src .
                  OPTIONAL { ?def dkg:returnsError ?ret . ?ret dkg:error ?sym OPTIONAL { ?ret dkg:condition ?cond } }
                  OPTIONAL { ?fn rdfs:label ?name }
                  OPTIONAL { ?fn dkg:ofLibrary ?l . ?l dkg:pkgConfigModule ?lib }
                }""", Map.of("sym", sym))) {
            String fn = SymbolDescriber.symbolName(r, "fn", "name");
            byFunction.computeIfAbsent(fn, k -> new ArrayList<>()).add(new Row(fn, str(r, "lib"),
                    new Definition(str(r, "def"), str(r, "v"), str(r, "src")), r.get("ret") != null, str(r, "cond")));
        }
        List<ErrorExplanation.Returner> out = new ArrayList<>();
        byFunction.forEach((fn, rows) -> {
            Definition chosen = ApiVersions.choose(rows.stream().map(Row::def).distinct().toList(), docaVersion).orElse(null);
            if (chosen == null) return;
            String lib = rows.stream().map(Row::library).filter(java.util.Objects::nonNull).sorted().findFirst().orElse(null);
            if (module != null && !module.equals(lib)) return;
            rows.stream().filter(x -> x.def().equals(chosen) && x.returns()).findFirst()
                    .ifPresent(x -> out.add(new ErrorExplanation.Returner(fn, lib, x.condition(), chosen.docaVersion())));
        });
        return out;
    }

    /** The Error node named by the input, or a BadInputException with close matches. */
    static Node resolve(DatasetGraph dsg, String input) {
        if (input == null || input.isBlank()) throw new BadInputException("name an error, e.g. doca-kg explain DOCA_ERROR_NOT_PERMITTED (or NOT_PERMITTED, or 2)");
        String s = input.strip();
        ErrorInput in = ErrorInput.parse(s);
        if (in.code() != null) {
            Node code = NodeFactory.createLiteralDT(in.code(), XSDDatatype.XSDinteger);
            List<Binding> rows = select(dsg, "SELECT ?e WHERE { ?e a dkg:Error ; dkg:errorCode ?code } ORDER BY ?e", Map.of("code", code));
            if (!rows.isEmpty()) return rows.get(0).get("e");
            List<String> known = errorNames(dsg, true);
            throw new BadInputException(known.isEmpty()
                    ? "no error has code " + s + ": error codes come from the API reference or headers; ingest one first"
                    : "no DOCA error has code " + s + "; known codes: " + String.join(", ", known));
        }
        String n = in.name();
        Node sym = NodeFactory.createURI(DKG.symbolIri(n));
        if (dsg.contains(Node.ANY, sym, Node.ANY, Node.ANY) || dsg.contains(Node.ANY, Node.ANY, DKG.Nodes.error, sym)) return sym;
        List<String> close = CloseMatches.of(n, errorNames(dsg, false), 5);
        throw new BadInputException("unknown error '" + s + "'" + (close.isEmpty()
                ? ": no ingested API source or skill names " + n
                : "; did you mean " + String.join(", ", close) + "?"));
    }

    /** Error names known to the store (API errors and errors skills name); with codes, as "NAME=CODE". */
    private static List<String> errorNames(DatasetGraph dsg, boolean withCodes) {
        if (withCodes) return select(dsg, "SELECT ?l ?c WHERE { ?e a dkg:Error ; rdfs:label ?l ; dkg:errorCode ?c } ORDER BY ?c", Map.of())
                .stream().map(r -> str(r, "l") + "=" + str(r, "c")).distinct().toList();
        return select(dsg, """
                SELECT DISTINCT ?l WHERE { { ?e a dkg:Error } UNION { ?c a dkg:ErrorCause ; dkg:error ?e } ?e rdfs:label ?l }""", Map.of())
                .stream().map(r -> str(r, "l")).toList();
    }

    /**
     * The pkg-config module a user means by {@code doca-dma}, {@code dma}, {@code DMA} or
     * {@code doca_dma}; a BadInputException naming close modules when neither a library nor a skill has it.
     */
    static String module(DatasetGraph dsg, String library) {
        String m = Capabilities.normaliseLibrary(library);
        if (namesModule(dsg, m)) return m;
        List<String> known = knownModules(dsg);
        if (known.contains(m)) return m;
        List<String> close = CloseMatches.of(m, known, 5);
        throw new BadInputException("unknown library '" + library + "'" + (close.isEmpty()
                ? ": give a pkg-config module such as doca-dma (or dma)"
                : "; did you mean " + String.join(", ", close) + "?"));
    }

    /**
     * An error as a user names it: a numeric code ({@code 2}, kept as its canonical digits), or
     * a name ({@code NOT_PERMITTED}, {@code not-permitted}) in full. One reading for the graph's
     * resolution and the error book's.
     */
    record ErrorInput(String code, String name) {
        static ErrorInput parse(String input) {
            String s = input.strip();
            if (s.matches("\\d+")) {
                try {
                    return new ErrorInput(String.valueOf(Long.parseLong(s)), null);
                } catch (NumberFormatException tooLong) {
                    return new ErrorInput(s.replaceFirst("^0+(?=\\d)", ""), null);
                }
            }
            return new ErrorInput(null, fullName(s));
        }
    }

    /** The full name of an error given as {@code NOT_PERMITTED}, {@code not-permitted} or {@code SUCCESS}. */
    static String fullName(String name) {
        String n = name.strip().toUpperCase(Locale.ROOT).replace('-', '_');
        return n.startsWith("DOCA_") ? n : n.equals("SUCCESS") ? "DOCA_SUCCESS" : "DOCA_ERROR_" + n;
    }

    /** The modules {@code --library} may name: libraries' pkg-config modules and skills' names. */
    static List<String> knownModules(DatasetGraph dsg) {
        return select(dsg, """
                SELECT DISTINCT ?m WHERE { { ?l a dkg:Library ; dkg:pkgConfigModule ?m } UNION { ?s a dkg:Skill ; rdfs:label ?m } }""", Map.of())
                .stream().map(r -> str(r, "m")).toList();
    }

    private static final Node PKG_CONFIG_MODULE = NodeFactory.createURI(DKG.pkgConfigModule);

    /**
     * Whether a library has the pkg-config module {@code m} or a skill is labelled {@code m}: a few
     * index lookups; listing every library and skill is needed only to suggest one, and would
     * dominate a cold {@code explain --library}.
     */
    private static boolean namesModule(DatasetGraph dsg, String m) {
        Node name = NodeFactory.createLiteralString(m);
        return hasSubjectOfType(dsg, PKG_CONFIG_MODULE, name, DKG.Nodes.Library)
                || hasSubjectOfType(dsg, DKG.Nodes.label, name, DKG.Nodes.Skill);
    }

    private static boolean hasSubjectOfType(DatasetGraph dsg, Node property, Node value, Node type) {
        var quads = dsg.find(Node.ANY, Node.ANY, property, value);
        try {
            while (quads.hasNext())
                if (dsg.contains(Node.ANY, quads.next().getSubject(), DKG.Nodes.type, type)) return true;
            return false;
        } finally {
            org.apache.jena.atlas.iterator.Iter.close(quads);
        }
    }

    private static String nameOf(Node sym) {
        return DKG.lastSegment(sym.getURI());
    }

}
