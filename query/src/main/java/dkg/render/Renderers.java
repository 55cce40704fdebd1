package dkg.render;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import dkg.error.BadInputException;
import dkg.json.Mappers;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one place answers become text and JSON. A face calls {@link #text} or {@link #json} on the
 * record a façade method returned; it never formats an answer itself.
 *
 * <p>Text renderers register by record type in {@link #standard()}; JSON is the record as Jackson
 * writes it, so the CLI's {@code --json}, MCP's structured content and HTTP bodies agree.
 */
public final class Renderers {
    private static final Map<Class<?>, TextRenderer<?>> TEXT = new ConcurrentHashMap<>();

    static {
        standard();
    }

    private Renderers() {}

    /** Registers every text renderer; the single list of answer types. */
    private static void standard() {
        register(dkg.search.SearchResult.class, new SearchText());
        register(dkg.route.RouteResult.class, new RouteText());
        register(dkg.route.RoutingEval.class, new RoutingEvalText());
        register(dkg.explain.ErrorExplanation.class, new ExplainText());
        register(dkg.describe.SymbolDescription.class, new DescribeText());
        register(dkg.caps.Capabilities.class, new CapsText());
        register(dkg.lint.LintReport.class, new LintText());
        register(dkg.ingestion.IngestReport.class, new IngestText());
        register(dkg.sparql.SparqlAnswer.class, new SparqlText());
        register(dkg.ingest.probe.ProbeReport.class, new ProbeText());
        register(dkg.sparql.StoreStats.class, new StatsText());
        register(dkg.sparql.ValidationOutcome.class, new ValidationText());
        register(dkg.housekeeping.StoreStatus.class, new StoreStatusText());
        register(dkg.housekeeping.ForgetReport.class, new ForgetReportText());
        register(dkg.housekeeping.SnapshotReport.class, new SnapshotReportText());
        register(dkg.ingestion.SourceList.class, new SourceListText());
        register(dkg.sparql.Vocabulary.class, new VocabularyText());
        register(dkg.ask.AskAnswer.class, new AskText());
        register(dkg.ask.AskEval.class, new AskEvalText());
        register(dkg.code.Examples.class, new ExamplesText());
        register(dkg.code.ReleaseChanges.class, new ReleaseChangesText());
        register(dkg.releases.SymbolHistory.class, new dkg.releases.SymbolHistoryText());
        register(dkg.code.CheckReport.class, new CheckReportText());
        register(dkg.code.UsagePatterns.class, new UsagePatternsText());
        register(dkg.entity.EntityPage.class, new EntityPageText());
        register(dkg.entity.Neighbourhood.class, new NeighbourhoodText());
    }

    /** Adds or replaces the renderer of {@code type}. */
    public static <T> void register(Class<T> type, TextRenderer<? super T> renderer) {
        TEXT.put(type, renderer);
    }

    /** The readable text of {@code answer}. */
    @SuppressWarnings("unchecked")
    public static String text(Object answer) {
        TextRenderer<Object> r = (TextRenderer<Object>) TEXT.get(answer.getClass());
        if (r == null) throw new IllegalStateException("no text renderer for " + answer.getClass().getName());
        return r.text(answer);
    }

    /** {@code answer} as indented JSON. */
    public static String json(Object answer) {
        try {
            return Mappers.answersIndented().writeValueAsString(answer);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code answer} as a JSON object tree (MCP structured content must be an object). */
    public static Map<String, Object> tree(Object answer) {
        if (answer instanceof Map<?, ?> m) {
            @SuppressWarnings("unchecked") Map<String, Object> map = (Map<String, Object>) m;
            return map;
        }
        return Mappers.answers().convertValue(answer, new TypeReference<Map<String, Object>>() {});
    }

    /** The error object every JSON face prints for bad input: {@code {"error": {"code", "message"}}}. */
    public static Map<String, Object> error(BadInputException e) {
        Map<String, Object> inner = new LinkedHashMap<>();
        inner.put("code", e.code());
        inner.put("message", e.getMessage());
        return Map.of("error", inner);
    }
}
