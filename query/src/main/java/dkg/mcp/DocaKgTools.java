package dkg.mcp;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dkg.api.DocaKg;
import dkg.api.Search;
import dkg.api.SparqlAnswer;
import dkg.search.Hit;
import dkg.search.SearchRequest;
import dkg.search.SearchResult;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The doca-kg tool list. Each tool is one small method here: schema, description for an agent,
 * and a handler calling one façade method and rendering its record.
 */
public final class DocaKgTools {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Supplier<DocaKg> kg;
    private final Path storeDir;
    private final Duration timeout;
    private final long rowCap;

    /**
     * @param kg       the open query API (a supplier, so the store may finish opening after the handshake)
     * @param storeDir the store folder, for the Jena-free search
     * @param timeout  time limit of one SPARQL query
     * @param rowCap   most rows a SELECT returns
     */
    public DocaKgTools(Supplier<DocaKg> kg, Path storeDir, Duration timeout, long rowCap) {
        this.kg = kg;
        this.storeDir = storeDir;
        this.timeout = timeout;
        this.rowCap = rowCap;
    }

    /** Every tool whose façade method exists. */
    public List<McpTool> all() {
        List<McpTool> tools = new ArrayList<>(List.of(searchDocs(), routeQuestion(), explainError(), describeSymbol(), listCapabilities(), probeDevice(), sparqlQuery()));
        tools.addAll(new CodeTools(kg).all());
        return List.copyOf(tools);
    }

    McpTool searchDocs() {
        return new McpTool("search_docs", "Search the DOCA documentation",
                "Full-text search over the NVIDIA DOCA knowledge graph: skills, document sections, C API symbols "
                + "and error causes, best match first. Use it first for any DOCA question to find where the answer is; "
                + "each hit gives its type, title, skill, source file (readable as the resource "
                + "doca-kg://skills/<skill>/<file>) and a snippet. Narrow with type (skill, section, symbol, error), "
                + "skill (e.g. doca-dma) or lang (en, zh; default guessed from the query).",
                Schema.object()
                        .string("query", "Words to search for, e.g. 'dma memcpy task' or 'DOCA_ERROR_NOT_PERMITTED'.", true)
                        .integer("limit", "Most hits to return.", 1, 100, 10)
                        .stringEnum("type", "Only hits of this type.", List.of("skill", "section", "symbol", "error"))
                        .string("skill", "Only hits from this skill, e.g. doca-dma.", false)
                        .stringEnum("lang", "Query language and hit filter.", List.of("en", "zh"))
                        .build(),
                a -> {
                    SearchRequest request;
                    try {
                        request = new SearchRequest(a.text("query"), a.integer("limit", 10, 1, 100),
                                a.optionalText("type"), a.optionalText("skill"), a.optionalText("lang"));
                    } catch (IllegalArgumentException e) {
                        throw new dkg.error.BadInputException("search_docs: " + e.getMessage());
                    }
                    SearchResult r = Search.search(storeDir, request);
                    return new ToolAnswer(r, searchText(r));
                });
    }

    McpTool routeQuestion() {
        return new McpTool("route_question", "Find the DOCA skill for a question",
                "Ranks the DOCA agent skills (doca-dma, doca-rdma, doca-flow, doca-setup, ...) by how well each answers a "
                + "developer's question, with the evidence for each (matched trigger phrasing, named library or symbol, "
                + "path-selection rule), and lists skills the question should NOT go to because a skill's own text routes "
                + "it elsewhere. Deterministic and offline; English or Chinese questions. Call it first to decide which "
                + "skill's documents to read (then read them as resources doca-kg://skills/<skill>/SKILL.md).",
                Schema.object()
                        .string("question", "The user's question in their own words.", true)
                        .integer("limit", "Most skills to return.", 1, 20, 5)
                        .build(),
                a -> {
                    dkg.route.RouteResult r = kg.get().route(a.text("question"), a.integer("limit", 5, 1, 20), "auto");
                    return new ToolAnswer(r, rendered(out -> dkg.cli.RouteCommand.print(r, out)));
                });
    }

    McpTool explainError() {
        return new McpTool("explain_error", "Explain a DOCA error code",
                "Explains a doca_error_t value: its numeric code and meaning, what it means in each DOCA library according "
                + "to the skills (context where it shows up, cause, remedy, with the source section), which API functions "
                + "are documented to return it and when, and related skills. Accepts DOCA_ERROR_NOT_PERMITTED, "
                + "NOT_PERMITTED or the number 2; library (e.g. doca-dma or dma) narrows causes and functions to one library.",
                Schema.object()
                        .string("error", "The error: DOCA_ERROR_X, X, or its numeric code.", true)
                        .string("library", "Only this library, e.g. doca-dma.", false)
                        .build(),
                a -> {
                    dkg.api.ErrorExplanation e = kg.get().explain(a.text("error"), a.optionalText("library"), null);
                    return new ToolAnswer(e, rendered(out -> dkg.cli.ExplainCommand.print(e, out)));
                });
    }

    McpTool describeSymbol() {
        return new McpTool("describe_symbol", "Describe a DOCA API symbol",
                "Describes one DOCA C API symbol exactly as the ingested API sources define it (installed headers win over "
                + "the public reference): kind, full signature, parameters with direction, stability (stable, experimental), "
                + "library and API group, header, value of an enum value or macro, the errors it returns and when, and the "
                + "skill sections that mention it. Use it before writing code that calls a symbol, to quote real names only; "
                + "an unknown name is answered with close matches.",
                Schema.object()
                        .string("symbol", "The exact C name, e.g. doca_dma_cap_task_memcpy_get_max_buf_size.", true)
                        .build(),
                a -> {
                    dkg.api.SymbolDescription d = kg.get().describe(a.text("symbol"), null);
                    return new ToolAnswer(d, rendered(out -> dkg.cli.DescribeCommand.print(d, out)));
                });
    }

    /** Text a CLI renderer writes, as a string: one rendering serves the terminal and the agent. */
    private static String rendered(java.util.function.Consumer<java.io.PrintStream> renderer) {
        var bytes = new java.io.ByteArrayOutputStream();
        try (var out = new java.io.PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8)) {
            renderer.accept(out);
        }
        return bytes.toString(java.nio.charset.StandardCharsets.UTF_8);
    }

    McpTool sparqlQuery() {
        return new McpTool("sparql_query", "Run a read-only SPARQL query",
                "Runs a SPARQL 1.1 SELECT, ASK, CONSTRUCT or DESCRIBE query over the DOCA knowledge graph (vocabulary "
                + "prefix dkg: <https://w3id.org/doca-kg/ontology#>; classes such as dkg:Skill, dkg:Section, dkg:Symbol, "
                + "dkg:ErrorCause; the default graph is the union of all documents). Use it when search_docs cannot express "
                + "the question, e.g. joins or counts. Full text is available inside the query as ?hit dkg:search (\"text\" 10). "
                + "Updates, LOAD and SERVICE are refused; a query is stopped at the time limit and a SELECT is cut at the row cap. "
                + "SELECT/ASK results come as SPARQL results JSON, CONSTRUCT/DESCRIBE as Turtle.",
                Schema.object()
                        .string("query", "The SPARQL query text.", true)
                        .integer("limit", "Most rows of a SELECT to return (a smaller LIMIT in the query stands).", 1, (int) Math.min(rowCap, Integer.MAX_VALUE), (int) Math.min(100, rowCap))
                        .build(),
                a -> {
                    int limit = a.integer("limit", (int) Math.min(100, rowCap), 1, (int) Math.min(rowCap, Integer.MAX_VALUE));
                    SparqlAnswer r = kg.get().query(a.text("query"), timeout, limit);
                    return new ToolAnswer(sparqlValue(r), sparqlText(r));
                });
    }

    McpTool listCapabilities() {
        return new McpTool("list_capabilities", "List a DOCA library's capability queries",
                "Lists the documented DOCA capability query functions (doca_*_cap_*) of a library — what each reads "
                + "(e.g. maximum memcpy buffer size), where it is documented (skill section or API reference) — and, "
                + "with live true, the values saved from a probe of real devices on this host (doca-kg probe --save). "
                + "Use it to answer 'is X supported / how big can Y be on my device'. library accepts doca-dma, dma or DMA; "
                + "leave it out for every library.",
                Schema.object()
                        .string("library", "Library (pkg-config module) such as doca-dma; omit for all.", false)
                        .bool("live", "Include live values saved by a device probe.", true)
                        .build(),
                a -> {
                    dkg.api.Capabilities caps = kg.get().capabilities(a.optionalText("library"), a.flag("live", true));
                    return new ToolAnswer(caps, capsText(caps));
                });
    }

    McpTool probeDevice() {
        return new McpTool("probe_device", "Probe this host's DOCA devices",
                "Probes the machine doca-kg runs on: installed DOCA version, host kind (BlueField DPU or host), the NVIDIA "
                + "devices present and, when the DOCA libraries load, the live answers of the capability queries the "
                + "graph knows, per device. Runs in an isolated child process with a time limit; a missing DOCA, a crash "
                + "or a hang is reported in the result, not raised. Takes no arguments; the values are not saved "
                + "(run doca-kg probe --save for that).",
                Schema.object().build(),
                a -> {
                    dkg.ingest.probe.ProbeReport r = kg.get().probe(dkg.ingest.probe.ProbeOptions.builder()
                            .timeLimit(Duration.ofSeconds(20)).build());
                    Map<String, Object> value = new LinkedHashMap<>();
                    value.put("host", r.hostName());
                    value.put("path", r.path().name().toLowerCase(java.util.Locale.ROOT));
                    value.put("why", r.why());
                    value.put("snapshot", parse(dkg.ingest.probe.ProbeJson.write(r.snapshot())));
                    return new ToolAnswer(value, probeText(r));
                });
    }

    // ---- rendering: the same record as readable text

    static String capsText(dkg.api.Capabilities caps) {
        if (caps.queries().isEmpty()) return "No capability queries documented" + (caps.library() == null ? "." : " for " + caps.library() + ".");
        StringBuilder b = new StringBuilder();
        for (var q : caps.queries()) {
            b.append(q.symbol()).append(q.capability() == null ? "" : " — " + q.capability()).append('\n');
            for (var d : q.documentedIn())
                b.append("   documented: ").append(d.skill() == null ? "API reference" : d.skill()).append("  ").append(d.source()).append('\n');
            for (var v : q.live())
                b.append("   live: ").append(v.host()).append(' ').append(v.device()).append(v.input() == null ? "" : " " + v.input())
                        .append(" = ").append(v.error() != null ? v.error() : v.value()).append('\n');
        }
        return b.toString();
    }

    static String probeText(dkg.ingest.probe.ProbeReport r) {
        StringBuilder b = new StringBuilder();
        b.append("host ").append(r.hostName()).append(", ").append(r.path().name().toLowerCase(java.util.Locale.ROOT)).append(" path, DOCA ")
                .append(r.snapshot().docaVersion() == null ? "not found" : r.snapshot().docaVersion()).append('\n');
        if (r.why() != null) b.append(r.why()).append('\n');
        if (r.devices().isEmpty()) b.append("no NVIDIA devices found\n");
        for (var d : r.devices())
            b.append("  ").append(d.pciAddress()).append(d.ibdevName() == null ? "" : "  " + d.ibdevName()).append('\n');
        if (r.nativeResult() != null)
            for (var dr : r.nativeResult().devices())
                for (var reading : dr.readings())
                    b.append("    ").append(dr.device().pciAddress()).append(' ').append(reading.symbol())
                            .append(reading.input() == null ? "" : "(" + reading.input() + ")").append(" = ")
                            .append(reading.failed() ? reading.error() : reading.value()).append('\n');
        return b.toString();
    }

    static String searchText(SearchResult r) {
        if (r.hits().isEmpty()) return "No hits for \"" + r.query() + "\".";
        StringBuilder b = new StringBuilder();
        for (Hit h : r.hits()) {
            b.append(h.rank()).append(". [").append(h.type()).append("] ").append(h.title());
            if (h.skill() != null) b.append(" — ").append(h.skill());
            b.append('\n');
            if (h.source() != null) b.append("   source: ").append(h.source()).append('\n');
            if (h.snippet() != null && !h.snippet().isBlank()) b.append("   ").append(h.snippet().replaceAll("\\s+", " ")).append('\n');
        }
        return b.toString();
    }

    /** SELECT/ASK: the results JSON as an object; CONSTRUCT/DESCRIBE: the Turtle as a string. */
    static Map<String, Object> sparqlValue(SparqlAnswer r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("form", r.form());
        m.put("count", r.count());
        m.put("capped", r.capped());
        m.put("mediaType", r.mediaType());
        if (r.mediaType().endsWith("json")) m.put("results", parse(r.body()));
        else m.put("turtle", r.body());
        return m;
    }

    static String sparqlText(SparqlAnswer r) {
        if (!r.mediaType().endsWith("json")) return r.body();
        Map<String, Object> json = parse(r.body());
        if (json.containsKey("boolean")) return String.valueOf(json.get("boolean"));
        @SuppressWarnings("unchecked") List<String> vars = (List<String>) ((Map<String, Object>) json.get("head")).get("vars");
        @SuppressWarnings("unchecked") List<Map<String, Map<String, Object>>> rows =
                (List<Map<String, Map<String, Object>>>) ((Map<String, Object>) json.get("results")).get("bindings");
        StringBuilder b = new StringBuilder();
        b.append(r.count()).append(r.count() == 1 ? " row" : " rows").append(r.capped() ? " (cut at the row cap)" : "").append('\n');
        b.append(String.join("\t", vars.stream().map(v -> "?" + v).toList())).append('\n');
        for (var row : rows) {
            List<String> cells = new ArrayList<>();
            for (String v : vars) {
                var cell = row.get(v);
                cells.add(cell == null ? "" : String.valueOf(cell.get("value")));
            }
            b.append(String.join("\t", cells)).append('\n');
        }
        return b.toString();
    }

    private static Map<String, Object> parse(String json) {
        try {
            return JSON.readValue(json, new TypeReference<>() {});
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** A record as a JSON object (structured content must be an object). */
    static Object structured(Object value) {
        if (value instanceof Map<?, ?>) return value;
        return JSON.convertValue(value, new TypeReference<Map<String, Object>>() {});
    }
}
