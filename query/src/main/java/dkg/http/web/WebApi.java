package dkg.http.web;

import dkg.api.DocaKg;
import dkg.entity.NeighbourhoodRequest;
import dkg.error.BadInputException;
import dkg.render.Renderers;
import dkg.op.Face;
import dkg.ops.Operations;
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
 * The JSON endpoints: {@code /api/{operation}} for every registered operation HTTP offers
 * ({@link OperationRoute}: {@code /api/search?query=…}, {@code /api/ask?question=…} or a POST of the
 * text, …), and the page's own views of the graph:
 * <ul>
 *   <li>{@code GET /api/entity?id=IRI-or-name}: an entity's page</li>
 *   <li>{@code GET /api/neighbourhood?id=…&depth=1|2[&rel=a,b]}: the picture's nodes and links</li>
 *   <li>{@code GET /api/section?id=IRI}: one section's rendered body</li>
 *   <li>{@code GET /api/prefixes}: the PREFIX lines the SPARQL editor starts with</li>
 * </ul>
 * Bad input answers 400 with the shared error JSON; anything else 500 with a short message.
 */
final class WebApi extends HttpServlet {
    private static final Logger LOG = LoggerFactory.getLogger(WebApi.class);

    private final java.util.function.Supplier<DocaKg> store;

    WebApi(java.util.function.Supplier<DocaKg> store) { this.store = store; }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String op = req.getPathInfo() == null ? "" : req.getPathInfo();
        DocaKg kg = store.get();
        var registered = Operations.named(op.startsWith("/") ? op.substring(1) : op, Face.HTTP);
        if (registered.isPresent()) {
            answer(resp, op, () -> OperationRoute.get(registered.get(), kg, req));
            return;
        }
        answer(resp, op, () -> switch (op) {
            case "/entity" -> dkg.entity.Entities.page(kg.generation(), param(req, "id"));
            case "/neighbourhood" -> dkg.entity.Entities.neighbourhood(kg.generation(), new NeighbourhoodRequest(param(req, "id"),
                    intParam(req, "depth", 1), relations(req.getParameter("rel")), NeighbourhoodRequest.DEFAULT_MAX_NODES));
            case "/section" -> dkg.entity.Entities.section(kg.generation(), param(req, "id"));
            case "/prefixes" -> Map.of("prefixes", dkg.vocab.DKG.PREFIXES);
            default -> throw new BadInputException("no endpoint /api" + op + "; use " + String.join(", ", routes()));
        });
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String op = req.getPathInfo() == null ? "" : req.getPathInfo();
        var registered = Operations.named(op.startsWith("/") ? op.substring(1) : op, Face.HTTP);
        DocaKg kg = store.get();
        answer(resp, op, () -> {
            if (registered.isEmpty()) throw new BadInputException("no endpoint POST /api" + op + "; POST to one of " + String.join(", ",
                    Operations.offeredBy(Face.HTTP).stream().map(o -> "/api/" + o.name()).toList()));
            try {
                return OperationRoute.post(registered.get(), kg, req);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    /** Every route, the registered operations' first. */
    private static java.util.List<String> routes() {
        var all = new java.util.ArrayList<>(Operations.offeredBy(Face.HTTP).stream().map(o -> o.name()).toList());
        all.addAll(java.util.List.of("entity", "neighbourhood", "section", "prefixes"));
        return all;
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
