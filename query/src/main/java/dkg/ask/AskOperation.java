package dkg.ask;

import dkg.op.Operation;
import dkg.op.Param;

/** {@code ask}: the call to make first with a real question or a pasted log. */
public final class AskOperation {
    private AskOperation() {}

    public static final Operation<AskRequest, AskAnswer> OPERATION = Operation.<AskRequest, AskAnswer>named("ask")
            .title("Ask a DOCA question (the first call)")
            .summary("Answer a DOCA question (or a pasted log): what it names, which skill should answer, whether "
                    + "nothing covers it, the passages and facts that answer it. '-' reads the question from stdin (up to 64 KiB).")
            .guide("Call this first for any question about NVIDIA DOCA, BlueField or ConnectX, in the user's own words, pasted "
                    + "logs included (up to 64 KiB; English or Chinese). Returns what the text names (DOCA symbols, errors with "
                    + "name and code, log locations, products and tools, versions), the skills that should answer it ranked with "
                    + "a calibrated confidence 0..1 and reasons, abstain=true when nothing ingested covers it (then say it is "
                    + "not a DOCA question; nearest still names the closest skills), the passages that answer it, each with "
                    + "its text (the part that matches the question), source file#anchor and why it was picked (read the whole "
                    + "file as the resource doca-kg://doc/<file>), and what explain_error and "
                    + "describe_symbol say of each error and symbol found.")
            .param(Param.words("question", "QUESTION", "The question or pasted log, as the user wrote it (English or Chinese), or - for stdin."))
            .param(Param.integer("limit", 5, 1, 20, "Most skills to rank."))
            .param(Param.text("lang", "LANG", "Question language: auto, en or zh.").withDefault("auto").withChoices("auto", "en", "zh"))
            .bind(v -> new AskRequest(v.text("question"), v.integer("limit"), v.text("lang")))
            .run((c, q) -> Asking.ask(c.generation(), q))
            .answers(AskAnswer.class)
            .heavy()
            .build();
}
