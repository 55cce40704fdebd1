package dkg.mcp;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dkg.api.DocaKg;
import dkg.json.Mappers;
import dkg.op.Param;
import dkg.render.Renderers;
import dkg.sparql.SparqlAnswer;
import dkg.sparql.SparqlRequest;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The doca-kg tool list: every registered operation MCP offers ({@link OperationTools}), and the two
 * tools that answer with the server's own settings, the SPARQL query under its time limit and row
 * cap and the device probe in a child process.
 */
public final class DocaKgTools {
    private static final ObjectMapper JSON = Mappers.answers();

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
        List<McpTool> tools = new java.util.ArrayList<>(OperationTools.all(kg));
        // these two answer with the server's own settings (query time limit and row cap; a child process)
        tools.add(probeDevice());
        tools.add(sparqlQuery());
        return List.copyOf(tools);
    }

    McpTool sparqlQuery() {
        return new McpTool("sparql_query", "Run a read-only SPARQL query",
                "Runs a SPARQL 1.1 SELECT, ASK, CONSTRUCT or DESCRIBE query over the DOCA knowledge graph (vocabulary "
                + "prefix dkg: <https://w3id.org/doca-kg/ontology#>; classes such as dkg:Skill, dkg:Section, dkg:Symbol, "
                + "dkg:ErrorCause; the default graph is the union of all documents). Use it when search_docs cannot express "
                + "the question, e.g. joins or counts. Full text is available inside the query as ?hit dkg:search (\"text\" 10). "
                + "Updates, LOAD and SERVICE are refused; a query is stopped at the time limit and a SELECT is cut at the row cap. "
                + "SELECT/ASK results come as SPARQL results JSON, CONSTRUCT/DESCRIBE as Turtle.",
                OperationTools.inputSchema(List.of(Param.text("query", "QUERY", "The SPARQL query text.").asRequired(),
                        Param.integer("limit", (int) Math.min(100, rowCap), 1, (int) Math.min(rowCap, Integer.MAX_VALUE),
                                "Most rows of a SELECT to return (a smaller LIMIT in the query stands)."))),
                SPARQL_OUTPUT,
                a -> {
                    int limit = a.integer("limit", (int) Math.min(100, rowCap));
                    dkg.error.Check.range(limit, 1, (int) Math.min(rowCap, Integer.MAX_VALUE), "limit");
                    SparqlAnswer r = kg.get().query(new SparqlRequest(a.optionalText("query"), timeout, limit));
                    return new ToolAnswer(sparqlValue(r), Renderers.text(r));
                });
    }

    McpTool probeDevice() {
        return new McpTool("probe_device", "Probe this host's DOCA devices",
                "Probes the machine doca-kg runs on: installed DOCA version, host kind (BlueField DPU or host), the NVIDIA "
                + "devices present and, when the DOCA libraries load, the live answers of the capability queries the "
                + "graph knows, per device. Runs in an isolated child process with a time limit; a missing DOCA, a crash "
                + "or a hang is reported in the result, not raised. Takes no arguments; the values are not saved "
                + "(run doca-kg probe --save for that).",
                OperationTools.inputSchema(List.of()),
                OutputSchemas.anyObject(),
                a -> {
                    dkg.ingest.probe.ProbeReport r = dkg.caps.CapabilityAnswers.probe(kg.get().generation(), dkg.ingest.probe.ProbeOptions.builder()
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
