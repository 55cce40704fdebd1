package dkg.http.web;

import dkg.api.AskRequest;
import dkg.api.DocaKg;
import dkg.api.NeighbourhoodRequest;
import dkg.error.BadInputException;
import dkg.render.Renderers;
import dkg.search.SearchRequest;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The page's JSON endpoints, one façade call each (the search box makes two, side by side: the ranked
 * hits and the skills the question routes to):
 * <ul>
 *   <li>{@code GET /api/search?q=TEXT[&limit=N][&type=T]}: full-text hits</li>
 *   <li>{@code GET /api/route?q=TEXT[&limit=N]}: the skills that should answer it</li>
 *   <li>{@code GET /api/history?id=SYMBOL}: the symbol across the ingested releases</li>
 *   <li>{@code GET /api/changes?from=A&to=B[&library=L]}: what changed between two releases</li>
 *   <li>{@code GET /api/ask?q=TEXT}, or {@code POST /api/ask} with the text as the body (a pasted log
 *       is longer than an address may be): what {@code doca-kg ask} answers</li>
 *   <li>{@code GET /api/entity?id=IRI-or-name}: an entity's page</li>
 *   <li>{@code GET /api/neighbourhood?id=…&depth=1|2[&rel=a,b]}: the picture's nodes and links</li>
 *   <li>{@code GET /api/section?id=IRI}: one section's rendered body</li>
 *   <li>{@code GET /api/prefixes}: the PREFIX lines the SPARQL editor starts with</li>
 * </ul>
 * Bad input answers 400 with the shared error JSON; anything else 500 with a short message.
 */
final class WebApi extends HttpServlet {
    private static final Logger LOG = LoggerFactory.getLogger(WebApi.class);
    private static final int DEFAULT_LIMIT = 20;

    private final DocaKg kg;

    WebApi(DocaKg kg) { this.kg = kg; }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String op = req.getPathInfo() == null ? "" : req.getPathInfo();
        answer(resp, op, () -> switch (op) {
            case "/search" -> kg.search(new SearchRequest(param(req, "q"), intParam(req, "limit", DEFAULT_LIMIT),
                    blankToNull(req.getParameter("type")), null, null));
            case "/route" -> kg.route(new dkg.api.RouteRequest(param(req, "q"), intParam(req, "limit", 3), "auto"));
            case "/entity" -> kg.entity(param(req, "id"));
            case "/neighbourhood" -> kg.neighbourhood(new NeighbourhoodRequest(param(req, "id"),
                    intParam(req, "depth", 1), relations(req.getParameter("rel")), NeighbourhoodRequest.DEFAULT_MAX_NODES));
            case "/section" -> kg.section(param(req, "id"));
            case "/prefixes" -> Map.of("prefixes", dkg.vocab.DKG.PREFIXES);
            case "/ask" -> kg.ask(AskRequest.of(param(req, "q")));
            case "/history" -> kg.history(param(req, "id"));
            case "/changes" -> kg.changes(param(req, "from"), param(req, "to"), blankToNull(req.getParameter("library")));
            default -> throw new BadInputException("no endpoint /api" + op + "; use search, route, ask, entity, neighbourhood, section, history or changes");
        });
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String op = req.getPathInfo() == null ? "" : req.getPathInfo();
        String body = "/ask".equals(op) ? question(req) : null;
        answer(resp, op, () -> {
            if (!"/ask".equals(op)) throw new BadInputException("no endpoint POST /api" + op + "; POST only /api/ask");
            return kg.ask(AskRequest.of(body));
        });
    }

    /**
     * The body as UTF-8 text, read no further than the longest question could be (four bytes a
     * character): a longer one is refused by {@link AskRequest} as any face refuses it.
     */
    private static String question(HttpServletRequest req) throws IOException {
        return new String(req.getInputStream().readNBytes(4 * AskRequest.MAX_CHARS + 4), StandardCharsets.UTF_8);
    }

    private void answer(HttpServletResponse resp, String op, java.util.function.Supplier<Object> call) throws IOException {
        Object answer;
        int status = 200;
        try {
            answer = call.get();
        } catch (BadInputException e) {
            status = 400;
            answer = Renderers.error(e);
        } catch (RuntimeException e) {
            LOG.warn("web api {} failed", op, e);
            status = 500;
            answer = Map.of("error", Map.of("code", "internal", "message", String.valueOf(e.getMessage())));
        }
        resp.setStatus(status);
        resp.setContentType("application/json; charset=utf-8");
        resp.setHeader("Cache-Control", "no-cache");
        resp.getOutputStream().write(Renderers.json(answer).getBytes(StandardCharsets.UTF_8));
    }

    private static String param(HttpServletRequest req, String name) {
        String v = req.getParameter(name);
        if (v == null || v.isBlank()) throw new BadInputException("the parameter '" + name + "' is missing; add ?" + name + "=…");
        return v;
    }

    private static int intParam(HttpServletRequest req, String name, int dflt) {
        String v = blankToNull(req.getParameter(name));
        if (v == null) return dflt;
        try {
            return Integer.parseInt(v.strip());
        } catch (NumberFormatException e) {
            throw new BadInputException("the parameter '" + name + "' must be a whole number, got '" + v + "'");
        }
    }

    private static Set<String> relations(String csv) {
        if (csv == null || csv.isBlank()) return Set.of();
        return Arrays.stream(csv.split(",")).map(String::strip).filter(s -> !s.isEmpty()).collect(Collectors.toSet());
    }

    private static String blankToNull(String s) { return s == null || s.isBlank() ? null : s; }
}
