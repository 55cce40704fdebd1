package dkg.mcp;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dkg.api.DocaKg;
import dkg.api.RouteRequest;
import dkg.api.SparqlAnswer;
import dkg.api.SparqlRequest;
import dkg.api.SymbolRequest;
import dkg.render.Renderers;
import dkg.search.SearchRequest;
import java.time.Duration;
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
    private final Duration timeout;
    private final long rowCap;

    /**
     * @param kg       the open query API (a supplier, so the store may finish opening after the handshake)
     * @param timeout  time limit of one SPARQL query
     * @param rowCap   most rows a SELECT returns
     */
    public DocaKgTools(Supplier<DocaKg> kg, Duration timeout, long rowCap) {
        this.kg = kg;
        this.timeout = timeout;
        this.rowCap = rowCap;
    }

    /** Every tool whose façade method exists. */
    public List<McpTool> all() {
        List<McpTool> tools = new java.util.ArrayList<>(List.of(ask(), searchDocs(), routeQuestion(), explainError(), describeSymbol(), listCapabilities(), probeDevice(), sparqlQuery()));
        tools.addAll(new CodeTools(kg).all());
        return List.copyOf(tools);
    }

    McpTool ask() {
        return new McpTool("ask", "Ask a DOCA question (the first call)",
                "Call this first for any question about NVIDIA DOCA, BlueField or ConnectX, in the user's own words, pasted "
                + "logs included (up to 64 KiB; English or Chinese). Returns what the text names (DOCA symbols, errors with "
                + "name and code, log locations, products and tools, versions), the skills that should answer it ranked with "
                + "a calibrated confidence 0..1 and reasons, abstain=true when nothing ingested covers it (then say it is "
                + "not a DOCA question; nearest still names the closest skills), the passages that answer it, each with "
                + "its text (the part that matches the question), source file#anchor and why it was picked (read the whole "
                + "file as the resource doca-kg://doc/<file>), and what explain_error and "
                + "describe_symbol say of each error and symbol found.",
                Schema.object()
                        .string("question", "The question or pasted log, as the user wrote it.", true)
                        .integer("limit", "Most skills to rank.", 1, 20, 5)
                        .stringEnum("lang", "Question language (default: guessed).", List.of("auto", "en", "zh"))
                        .build(),
                OutputSchemas.of(dkg.api.AskAnswer.class),
                a -> answer(kg.get().ask(new dkg.api.AskRequest(a.optionalText("question"), a.integer("limit", 5), a.optionalText("lang")))));
    }

    McpTool searchDocs() {
        return new McpTool("search_docs", "Search the DOCA documentation",
                "Full-text search over the NVIDIA DOCA knowledge graph: skills, document sections, C API symbols "
                + "and error causes, best match first. Use it after ask, to find more passages by keywords or within one "
                + "type or skill; each hit gives its type, title, skill, source file#anchor (read the whole file as "
                + "the resource doca-kg://doc/<file>) and a snippet. Narrow with type (skill, section, symbol, error), "
                + "skill (e.g. doca-dma) or lang (en, zh; default guessed from the query).",
                Schema.object()
                        .string("query", "Words to search for, e.g. 'dma memcpy task' or 'DOCA_ERROR_NOT_PERMITTED'.", true)
                        .integer("limit", "Most hits to return.", 1, SearchRequest.MAX_LIMIT, 10)
                        .stringEnum("type", "Only hits of this type.", List.of("skill", "section", "symbol", "error"))
                        .string("skill", "Only hits from this skill, e.g. doca-dma.", false)
                        .stringEnum("lang", "Query language and hit filter.", List.of("en", "zh"))
                        .build(),
                OutputSchemas.of(dkg.search.SearchResult.class),
                a -> answer(kg.get().search(new SearchRequest(a.optionalText("query"), a.integer("limit", 10),
                        a.optionalText("type"), a.optionalText("skill"), a.optionalText("lang")))));
    }

    McpTool routeQuestion() {
        return new McpTool("route_question", "Find the DOCA skill for a question",
                "Ranks the DOCA agent skills (doca-dma, doca-rdma, doca-flow, doca-setup, ...) by how well each answers a "
                + "developer's question, with the evidence for each (matched trigger phrasing, named library or symbol, "
                + "path-selection rule), and lists skills the question should NOT go to because a skill's own text routes "
                + "it elsewhere. Deterministic and offline; English or Chinese questions. Use it when only the choice of skill "
                + "is wanted (ask already includes this ranking); then read the skill as the resource doca-kg://skills/<skill>/SKILL.md.",
                Schema.object()
                        .string("question", "The user's question in their own words.", true)
                        .integer("limit", "Most skills to return.", 1, RouteRequest.MAX_LIMIT, RouteRequest.DEFAULT_LIMIT)
                        .stringEnum("lang", "Question language (default auto).", RouteRequest.LANGS)
                        .build(),
                OutputSchemas.of(dkg.route.RouteResult.class),
                a -> answer(kg.get().route(new RouteRequest(a.optionalText("question"),
                        a.integer("limit", RouteRequest.DEFAULT_LIMIT), a.optionalText("lang")))));
    }

    McpTool explainError() {
        return new McpTool("explain_error", "Explain a DOCA error code",
                "Explains a doca_error_t value: its numeric code and meaning, what it means in each DOCA library according "
                + "to the skills (context where it shows up, cause, remedy, with the source section), which API functions "
                + "are documented to return it and when, and related skills. Accepts DOCA_ERROR_NOT_PERMITTED, "
                + "NOT_PERMITTED or the number 2; library (e.g. doca-dma or dma) narrows causes and functions to one library. "
                + "The answer is brief by default (the first few causes and functions, and how many were left out); "
                + "detail=full gives all of them.",
                Schema.object()
                        .string("error", "The error: DOCA_ERROR_X, X, or its numeric code.", true)
                        .string("library", "Only this library, e.g. doca-dma.", false)
                        .string("doca_version", "DOCA release to quote, e.g. 3.0.0058 (default: installed headers, else the newest).", false)
                        .stringEnum("detail", "brief (default): the first few causes and functions, with how many more there are; full: all of them.", List.of("brief", "full"))
                        .build(),
                OutputSchemas.of(dkg.api.ErrorExplanation.class, BriefExplanation.EXTRA_PROPERTIES),
                a -> {
                    String detail = a.optionalText("detail");
                    if (detail != null && !List.of("brief", "full").contains(detail))
                        throw new dkg.error.BadInputException("explain_error: detail must be brief or full");
                    return BriefExplanation.of(kg.get().explain(new SymbolRequest(a.optionalText("error"), a.optionalText("library"),
                            a.optionalText("doca_version"))), "full".equals(detail));
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
                        .string("doca_version", "DOCA release to quote, e.g. 3.0.0058 (default: installed headers, else the newest).", false)
                        .build(),
                OutputSchemas.of(dkg.api.SymbolDescription.class),
                a -> answer(kg.get().describe(new SymbolRequest(a.optionalText("symbol"), null, a.optionalText("doca_version")))));
    }

    /** The façade's record as structured content, with its one text rendering. */
    private static ToolAnswer answer(Object record) { return new ToolAnswer(record, Renderers.text(record)); }

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
                SPARQL_OUTPUT,
                a -> {
                    int limit = a.integer("limit", (int) Math.min(100, rowCap));
                    dkg.error.Check.range(limit, 1, (int) Math.min(rowCap, Integer.MAX_VALUE), "limit");
                    SparqlAnswer r = kg.get().query(new SparqlRequest(a.optionalText("query"), timeout, limit));
                    return new ToolAnswer(sparqlValue(r), Renderers.text(r));
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
                OutputSchemas.of(dkg.api.Capabilities.class),
                a -> answer(kg.get().capabilities(a.optionalText("library"), a.flag("live", true))));
    }

    McpTool probeDevice() {
        return new McpTool("probe_device", "Probe this host's DOCA devices",
                "Probes the machine doca-kg runs on: installed DOCA version, host kind (BlueField DPU or host), the NVIDIA "
                + "devices present and, when the DOCA libraries load, the live answers of the capability queries the "
                + "graph knows, per device. Runs in an isolated child process with a time limit; a missing DOCA, a crash "
                + "or a hang is reported in the result, not raised. Takes no arguments; the values are not saved "
                + "(run doca-kg probe --save for that).",
                Schema.object().build(),
                OutputSchemas.anyObject(),
                a -> {
                    dkg.ingest.probe.ProbeReport r = kg.get().probe(dkg.ingest.probe.ProbeOptions.builder()
                            .timeLimit(Duration.ofSeconds(20)).build());
                    // the same document as `doca-kg probe --json` (the doca-env --json contract)
                    return new ToolAnswer(parse(dkg.ingest.probe.ProbeJson.write(r.env())), Renderers.text(r));
                });
    }





    /** {@link #sparqlValue}'s shape: results (SPARQL results JSON) for SELECT/ASK, turtle for CONSTRUCT/DESCRIBE. */
    static final Map<String, Object> SPARQL_OUTPUT = Map.of("type", "object",
            "properties", Map.of("form", Map.of("type", "string"), "count", Map.of("type", "integer"),
                    "capped", Map.of("type", "boolean"), "mediaType", Map.of("type", "string"),
                    "results", Map.of("type", "object"), "turtle", Map.of("type", "string")),
            "required", List.of("form", "count", "capped", "mediaType"));

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


    private static Map<String, Object> parse(String json) {
        try {
            return JSON.readValue(json, new TypeReference<>() {});
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

}
