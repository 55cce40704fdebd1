package dkg.describe;

import dkg.op.Operation;
import dkg.op.Param;
import java.util.List;

/** {@code describe}: one API symbol as the chosen release and source define it. */
public final class DescribeOperation {
    private DescribeOperation() {}

    public static final Operation<SymbolRequest, SymbolDescription> OPERATION = Operation.<SymbolRequest, SymbolDescription>named("describe")
            .tool("describe_symbol")
            .title("Describe a DOCA API symbol")
            .summary("Kind, signature, parameters, stability, library, header, returned errors and mentions of one DOCA symbol.")
            .guide("Describes one DOCA C API symbol exactly as the ingested API sources define it (installed headers win over "
                    + "the public reference): kind, full signature, parameters with direction, stability (stable, experimental), "
                    + "library and API group, header, value of an enum value or macro, the errors it returns and when, and the "
                    + "skill sections that mention it. Use it before writing code that calls a symbol, to quote real names only; "
                    + "an unknown name is answered with close matches.")
            .param(Param.subject("symbol", "SYMBOL", "The exact C name, e.g. doca_dma_task_memcpy_alloc_init."))
            .param(Param.text("doca_version", "V", "DOCA release to quote, e.g. 3.0.0058 (default: installed headers, else the newest)."))
            .bind(v -> new SymbolRequest(v.text("symbol"), null, v.text("doca_version")))
            .run((c, q) -> Descriptions.describe(c.generation(), q))
            .answers(SymbolDescription.class)
            .notes(d -> d.defined() ? List.of() : List.of("no ingested API source defines " + d.symbol() + "; showing where it is mentioned"))
            .build();
}
