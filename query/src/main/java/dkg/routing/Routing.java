package dkg.routing;

import dkg.error.BadInputException;
import dkg.kg.Generation;
import dkg.route.Glossary;
import dkg.route.ProfileReader;
import dkg.route.RouteResult;
import dkg.route.Router;
import dkg.route.RoutingEval;
import dkg.route.RoutingEvaluator;
import java.nio.file.Path;
import java.util.List;

/**
 * Routing over a store: the router is built once per generation from the skills' profiles and the
 * knowledge map's rows (kept as a derived file, so a cold {@code route} reads no graph), and warm
 * routing does no I/O.
 */
public final class Routing {
    private Routing() {}

    private static final Generation.Slot<RoutingInputs> INPUTS = Generation.Slot.of("routing inputs",
            g -> g.derivedBinary("routing", d -> RoutingInputs.of(ProfileReader.read(d), ProfileReader.mapRows(d)),
                    RoutingInputs::read, (v, out) -> v.write(out)));

    private static final Generation.Slot<Router> ROUTER = Generation.Slot.of("router", g -> {
        RoutingInputs in = g.get(INPUTS);
        if (in.skills().isEmpty()) throw new BadInputException("the store at " + g.directory()
                + " holds no skills; ingest the DOCA skills bundle first (doca-kg ingest PATH)");
        return in.router(Glossary.standard());
    });

    /** The router of this generation. */
    public static Router router(Generation g) { return g.get(ROUTER); }

    /** Ranks the skills that should answer the request's question, with reasons, and those it should not go to. */
    public static RouteResult route(Generation g, RouteRequest r) { return router(g).route(r.question(), r.limit(), r.lang()); }

    /** Routes every prompt of the evals files (or folders of them) in {@code paths} and scores the router. */
    public static RoutingEval evaluate(Generation g, List<Path> paths) {
        var cases = RoutingEvaluator.read(paths);
        Router r = router(g);
        return RoutingEvaluator.evaluate(cases, q -> r.route(q, 10, "auto"));
    }
}
