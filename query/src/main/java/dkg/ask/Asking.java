package dkg.ask;

import dkg.describe.Descriptions;
import dkg.describe.SymbolRequest;
import dkg.explain.Explanations;
import dkg.kg.Generation;
import dkg.search.PassageIndex;
import dkg.releases.ReleaseNote;
import dkg.releases.ReleaseReader;
import dkg.routing.Routing;
import dkg.samples.Samples;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Answers free-form questions over a store: the asker is built once per generation on that
 * generation's router and what ask reads from the graph (kept beside the routing inputs).
 */
public final class Asking {
    private Asking() {}

    private static final Generation.Slot<AskKnowledge> KNOWLEDGE = Generation.Slot.of("ask knowledge",
            g -> g.derivedBinary("ask", d -> AskKnowledge.read(d, List.of(Asker.DRIFT_ENTRY)), AskKnowledge::read, (v, out) -> v.write(out)));

    private static final Generation.Slot<Asker> ASKER = Generation.Slot.of("asker", g -> asker(g, Fusion.shipped()));

    /** An asker of this generation weighing its readings by {@code fusion}. */
    static Asker asker(Generation g, Fusion fusion) { return asker(g, fusion, dkg.docs.HybridSearch.passageIndex(g)); }

    /** An asker of this generation that reads no vectors: the lexical router alone ranks. */
    static Asker lexicalAsker(Generation g) { return asker(g, Fusion.shipped(), PassageIndex.NONE); }

    private static Asker asker(Generation g, Fusion fusion, PassageIndex dense) {
        return new Asker(g::withSearcher, Routing.router(g), g.get(KNOWLEDGE),
                new Asker.Facts(name -> Explanations.explain(g, new SymbolRequest(name, null, null)),
                        name -> Descriptions.describe(g, new SymbolRequest(name, null, null))),
                dense, fusion);
    }

    /**
     * Answers a free-form question (a pasted log included): the DOCA facts in it, the skills that
     * should answer it with calibrated confidence, whether nothing ingested covers it, the passages
     * that answer it and the explain/describe facts of its errors and symbols.
     */
    public static AskAnswer ask(Generation g, AskRequest request) { return atRelease(g, g.get(ASKER).ask(request)); }

    /**
     * The answer with the release it is about: the one the question names, else the installed one, and
     * a note for each fact quoted from another. The code catalogue is consulted only when already
     * derived, so a cold ask reads no call sites; then only a named release is reported.
     */
    private static AskAnswer atRelease(Generation g, AskAnswer a) {
        Map<String, String> quoted = new LinkedHashMap<>();
        for (AskAnswer.Fact f : a.facts()) {
            if (f.error() != null) quoted.put(f.name(), f.error().docaVersion());
            else if (f.symbol() != null) quoted.put(f.name(), f.symbol().docaVersion());
        }
        ReleaseNote note = ReleaseReader.read(a.extracted().versions(), Samples.catalogIfDerived(g), quoted);
        return note == null ? a : a.withRelease(note);
    }

    /** Asks every question of an ask eval file and scores the answers (see {@link AskEvaluator}). */
    public static AskEval evaluate(Generation g, Path file) { return evaluate(g.get(ASKER), AskEvaluator.read(file)); }

    static AskEval evaluate(Asker asker, List<AskEvalCase> cases) {
        return AskEvaluator.evaluate(cases, q -> {
            AskAnswer a = asker.ask(new AskRequest(q, 5, "auto"));
            return new AskEvaluator.Outcome(a.skills().stream().map(AskAnswer.Skill::skill).toList(),
                    a.skills().isEmpty() ? 0 : a.skills().getFirst().confidence(), a.abstain(),
                    a.evidence().stream().map(AskAnswer.Evidence::source).toList(),
                    a.evidence().stream().map(e -> e.text() == null ? "" : e.text()).toList());
        });
    }
}
