package dkg.ingest.parse.api;

import dkg.ingest.emit.Minter;
import dkg.vocab.DKG;
import dkg.vocab.DKG.Nodes;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.graph.Node;

/**
 * Writes {@link ApiMember}s as triples, the same way for every API source kind.
 *
 * <p>Graph shape:
 * <ul>
 * <li>Symbol {@code DKG.symbolIri(name)}: {@code a dkg:Symbol, dkg:Function|Type|Struct|Enum|EnumValue|Macro};
 *     {@code rdfs:label} the exact name; {@code dkg:ofLibrary}. Version-independent facts sit here:
 *     an Error's {@code dkg:errorCode} and an AccessFlag's {@code dkg:bitValue} (plus
 *     {@code dcterms:description}, repeated per release graph).</li>
 * <li>ApiDefinition {@code DKG.definitionIri(name, version, apiSource)}: {@code dkg:definitionOf},
 *     {@code dkg:docaVersion}, {@code dkg:apiSource}, {@code dkg:signature}, {@code dkg:returnType},
 *     {@code dkg:stability}, {@code dkg:callableFromSharedLibrary}, {@code dkg:headerFile},
 *     {@code dkg:headerLine}, {@code dkg:brief}, {@code dcterms:description}, {@code dkg:note},
 *     {@code dkg:warning}, {@code dkg:apiGroup}, {@code dkg:value} (enumerators, macros),
 *     {@code dkg:typeKind} (types), {@code dkg:parameter}, {@code dkg:returnsError}, {@code dkg:field};
 *     {@code prov:wasDerivedFrom} the member's Section.</li>
 * <li>Parameter {@code partIri(def, "param/N")}, ErrorReturn {@code partIri(def, "returns/NAME")},
 *     Field {@code partIri(def, "field/NAME")}.</li>
 * <li>CapabilityQuery {@code DKG.capabilityQueryIri(name)} for {@code *_cap_*} functions.</li>
 * </ul>
 * One emitter per document; not thread-safe.
 */
public final class ApiEmitter {
    private final Minter m;
    private final String version;
    private final String apiSource;
    private final Node library;
    private final String group;
    private int sectionOrder;

    /**
     * @param module pkg-config module of the document's library, or null
     * @param group  API group title, or null
     */
    public ApiEmitter(Minter m, String version, String apiSource, String module, String group) {
        this.m = m;
        this.version = version;
        this.apiSource = apiSource;
        this.group = group;
        this.library = module == null ? null : Minter.library(module);
    }

    /** Declares the Library node once per document: label, pkg-config module and the group title. */
    public void declareLibrary(String module, String libraryGroupTitle) {
        if (library == null) return;
        m.triple(library, Nodes.type, Nodes.Library);
        m.literal(library, Nodes.label, module);
        m.literal(library, Nodes.pkgConfigModule, module);
        m.literal(library, Nodes.apiGroup, libraryGroupTitle);
        m.triple(library, Nodes.wasDerivedFrom, m.section());
    }

    /** Makes a Section current for the member at {@code anchor} and declares it. */
    public Node section(String anchor, String title) {
        Node s = m.enterSection(anchor);
        m.triple(s, Nodes.type, Nodes.Section);
        m.triple(s, Nodes.inDocument, m.document());
        m.literal(s, Nodes.anchor, anchor);
        m.literal(s, Nodes.sourceRef, m.source().key() + "#" + anchor);
        m.literal(s, Nodes.title, title);
        m.integer(s, Nodes.order, sectionOrder++);
        return s;
    }

    public static Node definition(String name, String version, String apiSource) {
        return Minter.uri(DKG.definitionIri(name, version, apiSource));
    }

    private Node fact(Node n, Node type) {
        m.triple(n, Nodes.type, type);
        m.triple(n, Nodes.wasDerivedFrom, m.section());
        return n;
    }

    /** The Symbol node, typed and labelled. */
    public Node symbol(String name, Node kindClass) {
        Node s = Minter.symbol(name);
        m.triple(s, Nodes.type, Nodes.Symbol);
        m.triple(s, Nodes.type, kindClass);
        m.literal(s, Nodes.label, name);
        if (library != null) m.triple(s, Nodes.ofLibrary, library);
        return s;
    }

    /**
     * A member documented elsewhere but listed here (a header page naming a function of a group page):
     * adds only the header file to the shared definition.
     */
    public void listedIn(String name, ApiMember.Kind kind, String headerFile) {
        Node sym = symbol(name, classOf(kind));
        Node def = definition(name, version, apiSource);
        fact(def, Nodes.ApiDefinition);
        m.triple(def, Nodes.definitionOf, sym);
        m.literal(def, Nodes.docaVersion, version);
        m.literal(def, Nodes.apiSource, apiSource);
        m.literal(def, Nodes.headerFile, headerFile);
    }

    /** Writes a member in full; returns its definition node. */
    public Node member(ApiMember a) {
        Node sym = symbol(a.name, classOf(a.kind));
        Node def = definition(a.name, version, apiSource);
        fact(def, Nodes.ApiDefinition);
        m.triple(def, Nodes.definitionOf, sym);
        m.literal(def, Nodes.docaVersion, version);
        m.literal(def, Nodes.apiSource, apiSource);
        m.literal(def, Nodes.signature, a.signature);
        m.literal(def, Nodes.returnType, a.returnType);
        m.literal(def, Nodes.headerFile, a.headerFile);
        if (a.headerLine != null) m.integer(def, Nodes.headerLine, a.headerLine);
        m.literal(def, Nodes.brief, a.brief);
        m.literal(def, Nodes.description, a.description);
        for (String n : a.notes) m.literal(def, Nodes.note, n);
        for (String w : a.warnings) m.literal(def, Nodes.warning, w);
        m.literal(def, Nodes.apiGroup, group);
        switch (a.kind) {
            case FUNCTION -> {
                m.literal(def, Nodes.stability, a.stability);
                m.bool(def, Nodes.callableFromSharedLibrary, !a.staticInline);
            }
            case TYPEDEF -> m.literal(def, Nodes.typeKind, "typedef");
            case CALLBACK -> m.literal(def, Nodes.typeKind, "callback");
            case STRUCT -> m.literal(def, Nodes.typeKind, "struct");
            case UNION -> m.literal(def, Nodes.typeKind, "union");
            case ENUM -> m.literal(def, Nodes.typeKind, "enum");
            case MACRO -> value(def, a.value, null);
        }
        boolean fields = a.kind == ApiMember.Kind.STRUCT || a.kind == ApiMember.Kind.UNION;
        for (int i = 0; i < a.params.size(); i++) {
            ApiMember.Param p = a.params.get(i);
            Node n = fact(Minter.uri(DKG.partIri(def.getURI(), fields ? "field/" + p.name() : "param/" + i)),
                    fields ? Nodes.Field : Nodes.Parameter);
            m.triple(def, fields ? Nodes.field : Nodes.parameter, n);
            m.literal(n, Nodes.paramName, p.name());
            m.literal(n, Nodes.paramType, p.type());
            m.literal(n, Nodes.direction, p.direction());
            m.literal(n, Nodes.description, p.description());
            m.integer(n, Nodes.order, i);
        }
        for (ApiMember.Returned r : a.returns) {
            Node n = fact(Minter.uri(DKG.partIri(def.getURI(), "returns/" + r.error())), Nodes.ErrorReturn);
            m.triple(def, Nodes.returnsError, n);
            m.triple(n, Nodes.error, Minter.symbol(r.error()));
            m.literal(n, Nodes.condition, r.condition());
        }
        if (a.kind == ApiMember.Kind.ENUM) enumerators(a, sym);
        if (isCapabilityQuery(a)) capabilityQuery(a, sym);
        return def;
    }

    private void enumerators(ApiMember a, Node enumSym) {
        Map<String, Long> known = new HashMap<>();
        long next = 0;
        boolean errors = a.name.equals("doca_error") || a.name.equals("doca_error_t");
        for (ApiMember.Enumerator e : a.enumerators) {
            Long v = e.valueExpr() == null ? Long.valueOf(next) : CExpr.eval(e.valueExpr(), known);
            if (v != null) { known.put(e.name(), v); next = v + 1; }
            Node sym = symbol(e.name(), Nodes.EnumValue);
            m.triple(sym, Nodes.ofEnum, enumSym);
            Node def = fact(definition(e.name(), version, apiSource), Nodes.ApiDefinition);
            m.triple(def, Nodes.definitionOf, sym);
            m.literal(def, Nodes.docaVersion, version);
            m.literal(def, Nodes.apiSource, apiSource);
            m.literal(def, Nodes.headerFile, a.headerFile);
            if (a.headerLine != null) m.integer(def, Nodes.headerLine, a.headerLine);
            m.literal(def, Nodes.apiGroup, group);
            m.literal(def, Nodes.description, e.description());
            m.literal(def, Nodes.signature, e.valueExpr() == null ? e.name() : e.name() + " = " + e.valueExpr());
            value(def, e.valueExpr(), v);
            if (errors && (e.name().equals("DOCA_SUCCESS") || e.name().startsWith("DOCA_ERROR_")) && v != null) {
                fact(sym, Nodes.Error);
                m.integer(sym, Nodes.errorCode, v);
                m.literal(sym, Nodes.description, e.description());
            }
            if (e.name().startsWith("DOCA_ACCESS_FLAG_") && v != null) {
                fact(sym, Nodes.AccessFlag);
                m.integer(sym, Nodes.bitValue, v);
                m.literal(sym, Nodes.description, e.description());
            }
        }
    }

    /** An integer value when known or a plain integer literal, else the text as written. */
    private void value(Node def, String written, Long computed) {
        Long v = computed != null ? computed : CExpr.eval(written, Map.of());
        if (v != null) m.integer(def, Nodes.value, v);
        else m.literal(def, Nodes.value, written);
    }

    /** A {@code doca_*_cap_*} function (not a sample's {@code wrapper_doca_*_cap_*}). */
    static boolean isCapabilityQuery(ApiMember a) {
        return a.kind == ApiMember.Kind.FUNCTION && a.name.startsWith("doca_") && a.name.contains("_cap_");
    }

    /** {@code struct doca_devinfo const *} and {@code const struct doca_devinfo *} are one type: the probe gets the second form. */
    static String normalizeConst(String type) {
        if (type == null) return null;
        Matcher c = Pattern.compile("^(struct|enum|union)?\\s*(\\w+)\\s+const\\s*(\\*.*)$").matcher(type.strip());
        if (!c.matches()) return type;
        return "const " + (c.group(1) == null ? "" : c.group(1) + " ") + c.group(2) + " " + c.group(3);
    }

    private static final Pattern ENUM_TYPE = Pattern.compile("^(?:const\\s+)?enum\\s+(\\w+)");

    /**
     * A {@code *_cap_*} function as the probe calls it: the first parameter's type, the out parameter
     * (the last one documented [out], else the last non-const pointer after the first), and every
     * other input as an extra input; enum types are linked to their Enum symbol.
     */
    private void capabilityQuery(ApiMember a, Node sym) {
        List<ApiMember.Param> ps = a.params;
        Node q = fact(Minter.uri(DKG.capabilityQueryIri(a.name)), Nodes.CapabilityQuery);
        m.triple(q, Nodes.symbol, sym);
        m.literal(q, Nodes.label, a.name);
        if (library != null) m.triple(q, Nodes.ofLibrary, library);
        if (ps.isEmpty()) return;
        m.literal(q, Nodes.firstParamType, normalizeConst(ps.get(0).type()));
        int out = -1;
        for (int i = ps.size() - 1; i > 0 && out < 0; i--) {
            String d = ps.get(i).direction();
            if ("out".equals(d) || "inout".equals(d)) out = i;
        }
        if (out < 0 && ps.size() > 1) {
            ApiMember.Param last = ps.get(ps.size() - 1);
            if (last.type() != null && last.type().endsWith("*") && !last.type().startsWith("const")) out = ps.size() - 1;
        }
        if (out > 0) {
            String t = normalizeConst(ps.get(out).type());
            m.literal(q, Nodes.outParamType, t);
            Matcher em = ENUM_TYPE.matcher(t);
            if (em.find()) m.triple(q, Nodes.outParamEnum, Minter.symbol(em.group(1)));
        }
        for (int i = 1; i < ps.size(); i++) {
            if (i == out) continue;
            String t = normalizeConst(ps.get(i).type());
            m.literal(q, Nodes.extraInputType, t);
            Matcher em = ENUM_TYPE.matcher(t == null ? "" : t);
            if (em.find()) m.triple(q, Nodes.extraInputEnum, Minter.symbol(em.group(1)));
        }
    }

    static Node classOf(ApiMember.Kind k) {
        return switch (k) {
            case FUNCTION -> Nodes.Function;
            case TYPEDEF, CALLBACK -> Nodes.Type;
            case STRUCT, UNION -> Nodes.Struct;
            case ENUM -> Nodes.Enum;
            case MACRO -> Nodes.Macro;
        };
    }
}
