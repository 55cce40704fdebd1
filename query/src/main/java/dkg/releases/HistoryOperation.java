package dkg.releases;

import dkg.op.Operation;
import dkg.op.Param;

/** {@code history}: one symbol across the ingested DOCA releases. */
public final class HistoryOperation {
    private HistoryOperation() {}

    /** The symbol asked about. */
    public record Request(String symbol) {}

    public static final Operation<Request, SymbolHistory> OPERATION = Operation.<Request, SymbolHistory>named("history")
            .tool("symbol_history")
            .title("A DOCA symbol across releases")
            .summary("Where each ingested DOCA release shows a symbol (API definition, signature, samples' use), argument-count changes, migration hints and stated renames.")
            .guide("Tells how one DOCA symbol appears across the ingested releases (2.9 to 3.3 by default): for each release "
                    + "whether an API source defines it, names it in a signature or only the samples use it, with the file that "
                    + "shows it; the first and last release showing it; argument-count changes between releases; when it stops "
                    + "appearing, what the same sample calls at that place in the next release (both call sites named); and the "
                    + "library renames the skills state. 'Not seen' in a release's sources is not 'removed'. Use it when code "
                    + "targets another DOCA release than the one installed, or an old name no longer resolves.")
            .param(Param.subject("symbol", "SYMBOL", "The exact C name, e.g. doca_dma_task_memcpy_alloc_init."))
            .bind(v -> new Request(v.text("symbol", 256)))
            .run((c, q) -> Histories.of(c.generation(), q.symbol()))
            .answers(SymbolHistory.class)
            .readsCode()
            .build();
}
