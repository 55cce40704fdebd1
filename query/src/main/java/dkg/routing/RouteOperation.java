package dkg.routing;

import dkg.op.Operation;
import dkg.op.Param;
import dkg.route.RouteResult;

/** {@code route}: which skill should answer a question. */
public final class RouteOperation {
    private RouteOperation() {}

    public static final Operation<RouteRequest, RouteResult> OPERATION = Operation.<RouteRequest, RouteResult>named("route")
            .tool("route_question")
            .title("Find the DOCA skill for a question")
            .summary("Rank the DOCA skills that should answer a question, with the evidence.")
            .guide("Ranks the DOCA agent skills (doca-dma, doca-rdma, doca-flow, doca-setup, ...) by how well each answers a "
                    + "developer's question, with the evidence for each (matched trigger phrasing, named library or symbol, "
                    + "path-selection rule), and lists skills the question should NOT go to because a skill's own text routes "
                    + "it elsewhere. Deterministic and offline; English or Chinese questions. Use it when only the choice of skill "
                    + "is wanted (ask already includes this ranking); then read the skill as the resource doca-kg://skills/<skill>/SKILL.md.")
            .param(Param.words("question", "QUESTION", "The user's question in their own words (English or Chinese), or - for stdin."))
            .param(Param.integer("limit", RouteRequest.DEFAULT_LIMIT, 1, RouteRequest.MAX_LIMIT, "Most skills to return."))
            .param(Param.text("lang", "LANG", "Question language.").withDefault("auto").withChoices(RouteRequest.LANGS.toArray(String[]::new)))
            .bind(v -> new RouteRequest(v.text("question"), v.integer("limit"), v.text("lang")))
            .run((c, q) -> Routing.route(c.generation(), q))
            .answers(RouteResult.class)
            .build();
}
