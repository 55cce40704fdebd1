package dkg.vocab;

import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;

/**
 * The doca-kg vocabulary: the only place IRIs are spelled.
 *
 * <p>String constants name the ontology terms ({@code doca.ttl}); {@link Nodes} holds the same
 * terms as Jena {@link Node}s for parsers and sinks; the {@code *Iri} methods mint instance IRIs,
 * so that every source (skills, API reference, headers, probe) names one thing the same way.
 * A symbol's IRI comes from its name alone: {@code symbolIri("doca_dma_task_memcpy")}.
 *
 * <p>Terms carry their exact local names, as Jena's own vocabularies do ({@code DKG.Skill} the class,
 * {@code DKG.ofSkill} the property). {@code DKGTest} checks that they and {@code doca.ttl} agree.
 *
 * <p>Long because it is the vocabulary: one constant per ontology term.
 */
public final class DKG {
    private DKG() {}

    /** Ontology namespace. */
    public static final String NS = "https://w3id.org/doca-kg/ontology#";
    /** Base of instance IRIs. */
    public static final String ID = "https://w3id.org/doca-kg/id/";
    /** The ontology's own IRI. */
    public static final String ONTOLOGY = "https://w3id.org/doca-kg/ontology";
    /** Named graph holding store bookkeeping (generation, source hashes). */
    public static final String SYSTEM_GRAPH = ID + "system";
    /** Named graph holding the ontology itself. */
    public static final String ONTOLOGY_GRAPH = ID + "ontology";

    public static final String RDF_NS = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";
    public static final String RDFS_NS = "http://www.w3.org/2000/01/rdf-schema#";
    public static final String XSD_NS = "http://www.w3.org/2001/XMLSchema#";
    public static final String DCTERMS_NS = "http://purl.org/dc/terms/";
    public static final String PROV_NS = "http://www.w3.org/ns/prov#";
    public static final String SKOS_NS = "http://www.w3.org/2004/02/skos/core#";
    public static final String OWL_NS = "http://www.w3.org/2002/07/owl#";

    /**
     * Prefix → namespace of the vocabulary, in the order users meet them; every SPARQL face
     * predeclares these, so a query may use {@code dkg:} without a PREFIX line.
     */
    public static final java.util.Map<String, String> PREFIX_MAP = prefixMap(
            "dkg", NS, "rdf", RDF_NS, "rdfs", RDFS_NS, "owl", OWL_NS, "xsd", XSD_NS,
            "prov", PROV_NS, "dcterms", DCTERMS_NS, "skos", SKOS_NS);

    private static java.util.Map<String, String> prefixMap(String... pairs) {
        java.util.Map<String, String> m = new java.util.LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) m.put(pairs[i], pairs[i + 1]);
        return java.util.Collections.unmodifiableMap(m);
    }

    /** SPARQL PREFIX lines for every namespace above, for queries written by the query layer. */
    public static final String PREFIXES = """
            PREFIX dkg: <%s>
            PREFIX rdf: <%s>
            PREFIX rdfs: <%s>
            PREFIX xsd: <%s>
            PREFIX dcterms: <%s>
            PREFIX prov: <%s>
            PREFIX skos: <%s>
            """.formatted(NS, RDF_NS, RDFS_NS, XSD_NS, DCTERMS_NS, PROV_NS, SKOS_NS);

    public static final String RDF_TYPE = RDF_NS + "type";
    public static final String RDFS_LABEL = RDFS_NS + "label";
    public static final String RDFS_COMMENT = RDFS_NS + "comment";
    public static final String DCT_DESCRIPTION = DCTERMS_NS + "description";
    public static final String DCT_TITLE = DCTERMS_NS + "title";
    public static final String DCT_LICENSE = DCTERMS_NS + "license";
    public static final String DCT_LANGUAGE = DCTERMS_NS + "language";
    public static final String DCT_SOURCE = DCTERMS_NS + "source";
    public static final String DCT_MODIFIED = DCTERMS_NS + "modified";
    public static final String PROV_DERIVED_FROM = PROV_NS + "wasDerivedFrom";
    public static final String SKOS_ALT_LABEL = SKOS_NS + "altLabel";
    // ---- classes
    public static final String Skill = NS + "Skill";
    public static final String Library = NS + "Library";
    public static final String Document = NS + "Document";
    public static final String Section = NS + "Section";
    public static final String Symbol = NS + "Symbol";
    public static final String Function = NS + "Function";
    public static final String Type = NS + "Type";
    public static final String Struct = NS + "Struct";
    public static final String Enum = NS + "Enum";
    public static final String EnumValue = NS + "EnumValue";
    public static final String Macro = NS + "Macro";
    public static final String ApiDefinition = NS + "ApiDefinition";
    public static final String Parameter = NS + "Parameter";
    public static final String ErrorReturn = NS + "ErrorReturn";
    public static final String TaskType = NS + "TaskType";
    public static final String CapabilityQuery = NS + "CapabilityQuery";
    public static final String Error = NS + "Error";
    public static final String ErrorCause = NS + "ErrorCause";
    public static final String AccessFlag = NS + "AccessFlag";
    public static final String PermissionRequirement = NS + "PermissionRequirement";
    public static final String PathRule = NS + "PathRule";
    public static final String Referral = NS + "Referral";
    public static final String Command = NS + "Command";
    public static final String Device = NS + "Device";
    public static final String CapabilityValue = NS + "CapabilityValue";
    // ---- classes: API reference ingest (Doxygen, headers, web pages)
    public static final String Field = NS + "Field";

    // ---- properties
    public static final String sourcePath = NS + "sourcePath";
    public static final String sourceRef = NS + "sourceRef";
    public static final String sha256 = NS + "sha256";
    public static final String sourceKind = NS + "sourceKind";
    public static final String docRole = NS + "docRole";
    public static final String ofSkill = NS + "ofSkill";
    public static final String ofLibrary = NS + "ofLibrary";
    public static final String inDocument = NS + "inDocument";
    public static final String parentSection = NS + "parentSection";
    public static final String anchor = NS + "anchor";
    public static final String headingPath = NS + "headingPath";
    public static final String headingLevel = NS + "headingLevel";
    public static final String order = NS + "order";
    public static final String text = NS + "text";
    public static final String mentions = NS + "mentions";
    public static final String linksTo = NS + "linksTo";
    public static final String linkTarget = NS + "linkTarget";
    public static final String skillKind = NS + "skillKind";
    public static final String compatibility = NS + "compatibility";
    public static final String implicitPhrasing = NS + "implicitPhrasing";
    public static final String exampleQuestion = NS + "exampleQuestion";
    public static final String relatedSkill = NS + "relatedSkill";
    public static final String routesTo = NS + "routesTo";
    public static final String fromSkill = NS + "fromSkill";
    public static final String toSkill = NS + "toSkill";
    public static final String reason = NS + "reason";
    public static final String pkgConfigModule = NS + "pkgConfigModule";
    public static final String apiGroup = NS + "apiGroup";
    public static final String error = NS + "error";
    public static final String errorCode = NS + "errorCode";
    public static final String context = NS + "context";
    public static final String cause = NS + "cause";
    public static final String remedy = NS + "remedy";
    public static final String symbol = NS + "symbol";
    public static final String rationale = NS + "rationale";
    public static final String regionRole = NS + "regionRole";
    public static final String requiresFlag = NS + "requiresFlag";
    public static final String bitValue = NS + "bitValue";
    public static final String useWhen = NS + "useWhen";
    public static final String useInsteadWhen = NS + "useInsteadWhen";
    public static final String targetSkill = NS + "targetSkill";
    public static final String commandText = NS + "commandText";
    public static final String owningStep = NS + "owningStep";
    public static final String healthyOutput = NS + "healthyOutput";
    public static final String purpose = NS + "purpose";
    public static final String definitionOf = NS + "definitionOf";
    public static final String docaVersion = NS + "docaVersion";
    public static final String apiSource = NS + "apiSource";
    public static final String signature = NS + "signature";
    public static final String returnType = NS + "returnType";
    public static final String stability = NS + "stability";
    public static final String callableFromSharedLibrary = NS + "callableFromSharedLibrary";
    public static final String headerFile = NS + "headerFile";
    public static final String headerLine = NS + "headerLine";
    public static final String brief = NS + "brief";
    public static final String note = NS + "note";
    public static final String warning = NS + "warning";
    public static final String parameter = NS + "parameter";
    public static final String paramName = NS + "paramName";
    public static final String paramType = NS + "paramType";
    public static final String direction = NS + "direction";
    public static final String returnsError = NS + "returnsError";
    public static final String condition = NS + "condition";
    public static final String value = NS + "value";
    public static final String ofEnum = NS + "ofEnum";
    public static final String firstParamType = NS + "firstParamType";
    public static final String outParamType = NS + "outParamType";
    public static final String extraInputType = NS + "extraInputType";
    public static final String pciAddress = NS + "pciAddress";
    public static final String ibdevName = NS + "ibdevName";
    public static final String interfaceName = NS + "interfaceName";
    public static final String hostName = NS + "hostName";
    public static final String device = NS + "device";
    public static final String query = NS + "query";
    public static final String queryInput = NS + "queryInput";
    public static final String errorName = NS + "errorName";
    public static final String observedAt = NS + "observedAt";
    public static final String generation = NS + "generation";
    public static final String quadCount = NS + "quadCount";
    // ---- query (store): the full-text property function
    /** ARQ property function: {@code ?hit dkg:search ("text" limit)}. */
    public static final String search = NS + "search";
    // ---- properties: API reference ingest (Doxygen, headers, web pages)
    public static final String field = NS + "field";
    public static final String extraInputEnum = NS + "extraInputEnum";
    public static final String outParamEnum = NS + "outParamEnum";
    public static final String typeKind = NS + "typeKind";
    // ---- serve (MCP resources): where ingested files live on disk
    /** System graph: absolute folder a source key is relative to, so faces can read the file back. */
    public static final String sourceRoot = NS + "sourceRoot";
    // ---- code: NVIDIA's samples and reference applications
    public static final String Sample = NS + "Sample";
    public static final String Application = NS + "Application";
    public static final String SourceFile = NS + "SourceFile";
    public static final String inCodeUnit = NS + "inCodeUnit";
    public static final String callSites = NS + "callSites";
    public static final String usesSymbol = NS + "usesSymbol";
    public static final String mesonDependency = NS + "mesonDependency";

    // ---- version facts the skills state
    public static final String VersionFact = NS + "VersionFact";
    public static final String factKind = NS + "factKind";
    public static final String formerName = NS + "formerName";
    public static final String currentName = NS + "currentName";
    public static final String formerPrefix = NS + "formerPrefix";
    public static final String currentPrefix = NS + "currentPrefix";
    public static final String statement = NS + "statement";
    public static final String statedRelease = NS + "statedRelease";
    public static final String runtimeVersion = NS + "runtimeVersion";

    // ---- instance IRIs

    /** A skill, by its name ({@code doca-dma}). */
    public static String skillIri(String name) { return ID + "skill/" + enc(name); }

    /** A library, by its pkg-config module name ({@code doca-dma}). */
    public static String libraryIri(String module) { return ID + "library/" + enc(module); }

    /** A symbol, by its exact C name: one node for every source that names it. */
    public static String symbolIri(String name) { return ID + "symbol/" + enc(name); }

    /** A document, by a stable key (path relative to its source root, or its URL). */
    public static String documentIri(String key) { return ID + "doc/" + enc(key); }

    /** A device, by host and PCI address. */
    public static String deviceIri(String host, String pciAddress) {
        return ID + "device/" + enc(host) + "/" + enc(pciAddress);
    }

    /** The named graph holding one host's live probe facts. */
    public static String hostGraphIri(String host) { return ID + "host/" + enc(host); }

    // probe: one observation per (device, query, enum input); saving again replaces the host graph
    /** A CapabilityValue: what {@code symbol} (with enum {@code input}, or null) answered on a device. */
    public static String capabilityValueIri(String host, String pciAddress, String symbol, String input) {
        return deviceIri(host, pciAddress) + "/cap/" + enc(symbol) + (input == null ? "" : "/" + enc(input));
    }

    /**
     * A sample or reference application of one samples tree, by release and its folder in the tree:
     * {@code codeUnitIri("3.0.0058", "samples/doca_dma/dma_local_copy")}. Every file of the unit names
     * the same node.
     */
    public static String codeUnitIri(String docaVersion, String folder) { return ID + "code/" + enc(docaVersion) + "/" + enc(folder); }

    /** A node minted inside a document: {@code documentIri(key)} plus a fragment. */
    public static String inDocumentIri(String documentKey, String fragment) {
        return documentIri(documentKey) + "#" + enc(fragment);
    }

    // ---- instance IRIs: API reference ingest

    /**
     * What one DOCA release says of one symbol, as read from one kind of API source:
     * {@code definitionIri("doca_dma_create", "3.0.0058", "doxygen-html")} is
     * {@code .../def/3.0.0058/doxygen-html/doca_dma_create}. Every page or header that speaks of the
     * symbol in that release and source kind names the same node, so a function listed on a group
     * page and on a header page has one definition.
     */
    public static String definitionIri(String symbol, String docaVersion, String apiSource) {
        return ID + "def/" + enc(docaVersion) + "/" + enc(apiSource) + "/" + enc(symbol);
    }

    /** The CapabilityQuery read by a {@code *_cap_*} function, by the function's name: one per symbol, across releases. */
    public static String capabilityQueryIri(String symbol) { return ID + "capability/" + enc(symbol); }

    /**
     * A node owned by another (a Parameter, ErrorReturn or Field of an ApiDefinition):
     * {@code partIri(def, "param/0")} is {@code def + "/param/0"}.
     */
    public static String partIri(String ownerIri, String part) { return ownerIri + "/" + enc(part); }

    /** Percent-encodes what may not stand in an IRI path segment; keeps / for readable paths. */
    /**
     * Percent-encodes {@code s} for a path segment of a minted IRI: UTF-8 bytes outside
     * {@code [A-Za-z0-9-_.~/]} become {@code %XX}. {@link #dec} is its exact inverse.
     */
    public static String enc(String s) {
        StringBuilder b = new StringBuilder(s.length() + 8);
        for (byte x : s.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            int c = x & 0xff;
            boolean plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '-' || c == '_' || c == '.' || c == '~' || c == '/';
            if (plain) b.append((char) c);
            else b.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                  .append(Character.toUpperCase(Character.forDigit(c & 15, 16)));
        }
        return b.toString();
    }

    /**
     * The inverse of {@link #enc}: {@code %XX} sequences back to UTF-8 text, everything else as is.
     * Unlike {@code URLDecoder} it leaves {@code +} alone and never fails on a stray {@code %}.
     */
    public static String dec(String s) {
        if (s.indexOf('%') < 0) return s;
        var bytes = new java.io.ByteArrayOutputStream(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            int hi = c == '%' && i + 2 < s.length() ? Character.digit(s.charAt(i + 1), 16) : -1;
            int lo = hi >= 0 ? Character.digit(s.charAt(i + 2), 16) : -1;
            if (lo >= 0) {
                bytes.write(hi << 4 | lo);
                i += 2;
            } else {
                byte[] raw = String.valueOf(c).getBytes(java.nio.charset.StandardCharsets.UTF_8);
                bytes.write(raw, 0, raw.length);
            }
        }
        return bytes.toString(java.nio.charset.StandardCharsets.UTF_8);
    }

    /** The decoded name after {@code prefix} (e.g. {@code ID + "symbol/"}), or null when {@code iri} does not start with it. */
    public static String nameAfter(String iri, String prefix) {
        return iri != null && iri.startsWith(prefix) ? dec(iri.substring(prefix.length())) : null;
    }

    /** The decoded last path segment of {@code iri}. */
    public static String lastSegment(String iri) { return dec(iri.substring(iri.lastIndexOf('/') + 1)); }

    /** The same terms as Jena nodes, for parsers and sinks. */
    public static final class Nodes {
        private Nodes() {}
        private static Node n(String iri) { return NodeFactory.createURI(iri); }

        public static final Node type = n(RDF_TYPE);
        public static final Node label = n(RDFS_LABEL);
        public static final Node comment = n(RDFS_COMMENT);
        public static final Node description = n(DCT_DESCRIPTION);
        public static final Node title = n(DCT_TITLE);
        public static final Node license = n(DCT_LICENSE);
        public static final Node language = n(DCT_LANGUAGE);
        public static final Node source = n(DCT_SOURCE);
        public static final Node modified = n(DCT_MODIFIED);
        public static final Node wasDerivedFrom = n(PROV_DERIVED_FROM);
        public static final Node altLabel = n(SKOS_ALT_LABEL);
        public static final Node systemGraph = n(SYSTEM_GRAPH);

        public static final Node Skill = n(DKG.Skill);
        public static final Node Library = n(DKG.Library);
        public static final Node Document = n(DKG.Document);
        public static final Node Section = n(DKG.Section);
        public static final Node Symbol = n(DKG.Symbol);
        public static final Node Function = n(DKG.Function);
        public static final Node Type = n(DKG.Type);
        public static final Node Struct = n(DKG.Struct);
        public static final Node Enum = n(DKG.Enum);
        public static final Node EnumValue = n(DKG.EnumValue);
        public static final Node Macro = n(DKG.Macro);
        public static final Node ApiDefinition = n(DKG.ApiDefinition);
        public static final Node Parameter = n(DKG.Parameter);
        public static final Node ErrorReturn = n(DKG.ErrorReturn);
        public static final Node TaskType = n(DKG.TaskType);
        public static final Node CapabilityQuery = n(DKG.CapabilityQuery);
        public static final Node Error = n(DKG.Error);
        public static final Node ErrorCause = n(DKG.ErrorCause);
        public static final Node AccessFlag = n(DKG.AccessFlag);
        public static final Node PermissionRequirement = n(DKG.PermissionRequirement);
        public static final Node PathRule = n(DKG.PathRule);
        public static final Node Referral = n(DKG.Referral);
        public static final Node Command = n(DKG.Command);
        public static final Node Device = n(DKG.Device);
        public static final Node CapabilityValue = n(DKG.CapabilityValue);
        public static final Node Field = n(DKG.Field);
        public static final Node sourcePath = n(DKG.sourcePath);
        public static final Node sourceRef = n(DKG.sourceRef);
        public static final Node sha256 = n(DKG.sha256);
        public static final Node sourceKind = n(DKG.sourceKind);
        public static final Node docRole = n(DKG.docRole);
        public static final Node ofSkill = n(DKG.ofSkill);
        public static final Node ofLibrary = n(DKG.ofLibrary);
        public static final Node inDocument = n(DKG.inDocument);
        public static final Node parentSection = n(DKG.parentSection);
        public static final Node anchor = n(DKG.anchor);
        public static final Node headingPath = n(DKG.headingPath);
        public static final Node headingLevel = n(DKG.headingLevel);
        public static final Node order = n(DKG.order);
        public static final Node text = n(DKG.text);
        public static final Node mentions = n(DKG.mentions);
        public static final Node linksTo = n(DKG.linksTo);
        public static final Node linkTarget = n(DKG.linkTarget);
        public static final Node skillKind = n(DKG.skillKind);
        public static final Node compatibility = n(DKG.compatibility);
        public static final Node implicitPhrasing = n(DKG.implicitPhrasing);
        public static final Node exampleQuestion = n(DKG.exampleQuestion);
        public static final Node relatedSkill = n(DKG.relatedSkill);
        public static final Node routesTo = n(DKG.routesTo);
        public static final Node fromSkill = n(DKG.fromSkill);
        public static final Node toSkill = n(DKG.toSkill);
        public static final Node reason = n(DKG.reason);
        public static final Node pkgConfigModule = n(DKG.pkgConfigModule);
        public static final Node apiGroup = n(DKG.apiGroup);
        public static final Node error = n(DKG.error);
        public static final Node errorCode = n(DKG.errorCode);
        public static final Node context = n(DKG.context);
        public static final Node cause = n(DKG.cause);
        public static final Node remedy = n(DKG.remedy);
        public static final Node symbol = n(DKG.symbol);
        public static final Node rationale = n(DKG.rationale);
        public static final Node regionRole = n(DKG.regionRole);
        public static final Node requiresFlag = n(DKG.requiresFlag);
        public static final Node bitValue = n(DKG.bitValue);
        public static final Node useWhen = n(DKG.useWhen);
        public static final Node useInsteadWhen = n(DKG.useInsteadWhen);
        public static final Node targetSkill = n(DKG.targetSkill);
        public static final Node commandText = n(DKG.commandText);
        public static final Node owningStep = n(DKG.owningStep);
        public static final Node healthyOutput = n(DKG.healthyOutput);
        public static final Node purpose = n(DKG.purpose);
        public static final Node definitionOf = n(DKG.definitionOf);
        public static final Node docaVersion = n(DKG.docaVersion);
        public static final Node apiSource = n(DKG.apiSource);
        public static final Node signature = n(DKG.signature);
        public static final Node returnType = n(DKG.returnType);
        public static final Node stability = n(DKG.stability);
        public static final Node callableFromSharedLibrary = n(DKG.callableFromSharedLibrary);
        public static final Node headerFile = n(DKG.headerFile);
        public static final Node headerLine = n(DKG.headerLine);
        public static final Node brief = n(DKG.brief);
        public static final Node note = n(DKG.note);
        public static final Node warning = n(DKG.warning);
        public static final Node parameter = n(DKG.parameter);
        public static final Node paramName = n(DKG.paramName);
        public static final Node paramType = n(DKG.paramType);
        public static final Node direction = n(DKG.direction);
        public static final Node returnsError = n(DKG.returnsError);
        public static final Node condition = n(DKG.condition);
        public static final Node value = n(DKG.value);
        public static final Node ofEnum = n(DKG.ofEnum);
        public static final Node firstParamType = n(DKG.firstParamType);
        public static final Node outParamType = n(DKG.outParamType);
        public static final Node extraInputType = n(DKG.extraInputType);
        public static final Node pciAddress = n(DKG.pciAddress);
        public static final Node ibdevName = n(DKG.ibdevName);
        public static final Node interfaceName = n(DKG.interfaceName);
        public static final Node hostName = n(DKG.hostName);
        public static final Node device = n(DKG.device);
        public static final Node query = n(DKG.query);
        public static final Node queryInput = n(DKG.queryInput);
        public static final Node errorName = n(DKG.errorName);
        public static final Node observedAt = n(DKG.observedAt);
        public static final Node generation = n(DKG.generation);
        public static final Node quadCount = n(DKG.quadCount);
        // ---- query (store)
        public static final Node search = n(DKG.search);
        public static final Node field = n(DKG.field);
        public static final Node extraInputEnum = n(DKG.extraInputEnum);
        public static final Node outParamEnum = n(DKG.outParamEnum);
        public static final Node typeKind = n(DKG.typeKind);
        // ---- serve
        public static final Node sourceRoot = n(DKG.sourceRoot);
        // ---- code
        public static final Node Sample = n(DKG.Sample);
        public static final Node Application = n(DKG.Application);
        public static final Node SourceFile = n(DKG.SourceFile);
        public static final Node inCodeUnit = n(DKG.inCodeUnit);
        public static final Node callSites = n(DKG.callSites);
        public static final Node usesSymbol = n(DKG.usesSymbol);
        public static final Node mesonDependency = n(DKG.mesonDependency);
        public static final Node VersionFact = n(DKG.VersionFact);
        public static final Node factKind = n(DKG.factKind);
        public static final Node formerName = n(DKG.formerName);
        public static final Node currentName = n(DKG.currentName);
        public static final Node formerPrefix = n(DKG.formerPrefix);
        public static final Node currentPrefix = n(DKG.currentPrefix);
        public static final Node statement = n(DKG.statement);
        public static final Node statedRelease = n(DKG.statedRelease);
        public static final Node runtimeVersion = n(DKG.runtimeVersion);
    }
}
