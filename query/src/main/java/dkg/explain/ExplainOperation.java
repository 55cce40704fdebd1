package dkg.explain;

import dkg.describe.SymbolRequest;
import dkg.error.BadInputException;
import dkg.op.Operation;
import dkg.op.Param;
import java.util.List;

/** {@code explain}: what a DOCA error means, why each library raises it, who returns it. */
public final class ExplainOperation {
    private ExplainOperation() {}

    /** The error asked about, and whether every cause and function is wanted or the first few. */
    public record Request(SymbolRequest error, boolean full) {}

    public static final Operation<Request, ErrorExplanation> OPERATION = Operation.<Request, ErrorExplanation>named("explain")
            .tool("explain_error")
            .title("Explain a DOCA error code")
            .summary("Code and description of a DOCA error, the skills' per-library causes and remedies, and the functions documented to return it.")
            .guide("Explains a doca_error_t value: its numeric code and meaning, what it means in each DOCA library according "
                    + "to the skills (context where it shows up, cause, remedy, with the source section), which API functions "
                    + "are documented to return it and when, and related skills. Accepts DOCA_ERROR_NOT_PERMITTED, "
                    + "NOT_PERMITTED or the number 2; library (e.g. doca-dma or dma) narrows causes and functions to one library. "
                    + "The answer is brief by default (the first few causes and functions, and how many were left out); "
                    + "detail=full gives all of them.")
            .param(Param.subject("error", "ERROR", "The error: DOCA_ERROR_X, X, or its numeric code."))
            .param(Param.text("library", "LIB", "Only causes and functions of this library, e.g. doca-dma or dma."))
            .param(Param.text("doca_version", "V", "DOCA release to quote, e.g. 3.0.0058 (default: installed headers, else the newest)."))
            .param(Param.text("detail", "LEVEL", "brief: the first few causes and functions, with how many more there are; full: all of them.")
                    .withDefault("brief").withChoices(BriefExplanation.DETAILS.toArray(String[]::new)))
            .bind(v -> {
                String detail = v.text("detail");
                if (!BriefExplanation.DETAILS.contains(detail))
                    throw new BadInputException(v.operation().tool() + ": detail must be brief or full");
                return new Request(new SymbolRequest(v.text("error"), v.text("library"), v.text("doca_version")), "full".equals(detail));
            })
            .run((c, q) -> Explanations.explain(c.generation(), q.error()))
            .answers(ErrorExplanation.class)
            .present((q, a) -> BriefExplanation.of(a, q.full()))
            .outputProperties(BriefExplanation.EXTRA_PROPERTIES)
            .notes(a -> a.code() == null ? List.of("no ingested API source defines " + a.error() + "; showing what the skills say") : List.of())
            .build();
}
