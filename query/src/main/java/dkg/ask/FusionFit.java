package dkg.ask;

import dkg.kg.Generation;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Fits {@link Fusion}'s weights on development sets and reports every set from a fit that never
 * saw it: each development set from the fit on the others (leave one set out), every held-out set
 * from the fit on all development sets, which is also the fit written out for {@code ask} to ship.
 * Held-out sets are only scored, never fitted on. Run by {@code doca-kg eval fusion} ({@code bench/fit-fusion.sh}).
 */
public final class FusionFit {
    private FusionFit() {}

    /** How the ranking may be fitted; the first is the one {@code ask} ships, the other is reported beside it. */
    static final List<Method> METHODS = List.of(new Method("ranking by likelihood", Fusion::fitByLikelihood), new Method("ranking by MRR", Fusion::fit));

    record Method(String name, java.util.function.Function<List<Fusion.Question>, Fusion> fit) {}

    /** The candidates of every English question of a set, labelled (a Chinese one is ranked without vectors). */
    static List<Fusion.Question> examples(Asker asker, List<AskEvalCase> cases) {
        List<Fusion.Question> out = new ArrayList<>();
        for (AskEvalCase c : cases) {
            QuestionReader.Reading r = asker.read(new AskRequest(c.question(), 5, "auto"));
            if (r.near().isEmpty()) continue;
            List<Fusion.Features> features = new ArrayList<>();
            List<Boolean> answers = new ArrayList<>();
            for (SkillRanking.Candidate cand : SkillRanking.candidates(r.routed().skills(), r.signal(), r.near())) {
                features.add(cand.features());
                answers.add(c.expected() != null && c.accepts(cand.skill()));
            }
            out.add(new Fusion.Question(features, answers));
        }
        return out;
    }

    /**
     * Fits on the development sets, prints every set's figures (a Markdown report) and returns the
     * fit on all development sets, the one {@code ask} ships.
     */
    public static Fusion fit(Generation g, List<Path> devFiles, List<Path> heldoutFiles, PrintStream out) {
        Map<String, List<AskEvalCase>> dev = read(devFiles), heldout = read(heldoutFiles);
        Asker reader = Asking.asker(g, Fusion.shipped());
        Map<String, List<Fusion.Question>> examples = new LinkedHashMap<>();
        for (var e : dev.entrySet()) examples.put(e.getKey(), examples(reader, e.getValue()));
        Fusion all = METHODS.getFirst().fit().apply(dev.keySet().stream().flatMap(k -> examples.get(k).stream()).toList());
        out.println("fit on " + String.join(" + ", dev.keySet()) + ": " + all);
        out.println();
        out.println("| set | English questions | MRR lexical | MRR nearness alone | MRR nearness lead alone |");
        out.println("|---|---|---|---|---|");
        for (var e : examples.entrySet())
            out.println(String.format(Locale.ROOT, "| %s | %d | %.3f | %.3f | %.3f |", e.getKey(), e.getValue().size(),
                    Fusion.meanReciprocalRank(new Fusion(new double[] {0, 1, 0, 0}, Fusion.LEXICAL_CURVE), e.getValue()),
                    Fusion.meanReciprocalRank(new Fusion(new double[] {0, 0, 1, 0}, Fusion.LEXICAL_CURVE), e.getValue()),
                    Fusion.meanReciprocalRank(new Fusion(new double[] {0, 0, 0, 1}, Fusion.LEXICAL_CURVE), e.getValue())));
        out.println();
        out.println("| set | fitted on | hit@1 | hit@3 | abstain on none | false abstain | evidence recall@5 | answer facts@5 |");
        out.println("|---|---|---|---|---|---|---|---|");
        Asker lexicalOnly = Asking.lexicalAsker(g);
        for (var e : dev.entrySet()) row(out, e.getKey(), "lexical only (no fit)", Asking.evaluate(lexicalOnly, e.getValue()));
        for (var e : heldout.entrySet()) row(out, e.getKey(), "lexical only (no fit)", Asking.evaluate(lexicalOnly, e.getValue()));
        for (Method method : METHODS)
            for (boolean refit : new boolean[] {false, true}) {
                if (refit && method != METHODS.getFirst()) continue;
                String how = ", " + method.name() + (refit ? ", confidence refitted" : "");
                for (String held : dev.keySet()) {
                    List<String> others = dev.keySet().stream().filter(k -> !k.equals(held)).toList();
                    List<Fusion.Question> training = others.stream().flatMap(k -> examples.get(k).stream()).toList();
                    Fusion f = method.fit().apply(training);
                    if (refit) f = f.withRefitConfidence(training);
                    String fold = String.format(Locale.ROOT, " (fold MRR %.3f)", Fusion.meanReciprocalRank(f, examples.get(held)));
                    row(out, held, String.join(" + ", others) + how + " " + f + fold, Asking.evaluate(Asking.asker(g, f), dev.get(held)));
                }
                List<Fusion.Question> training = dev.keySet().stream().flatMap(k -> examples.get(k).stream()).toList();
                Fusion f = method.fit().apply(training);
                if (refit) f = f.withRefitConfidence(training);
                for (var e : heldout.entrySet()) row(out, e.getKey(), String.join(" + ", dev.keySet()) + how, Asking.evaluate(Asking.asker(g, f), e.getValue()));
            }
        return all;
    }

    private static Map<String, List<AskEvalCase>> read(List<Path> files) {
        Map<String, List<AskEvalCase>> out = new LinkedHashMap<>();
        for (Path f : files) out.put(f.getFileName().toString(), AskEvaluator.read(f));
        return out;
    }

    private static void row(PrintStream out, String set, String fittedOn, AskEval e) {
        out.println(String.format(Locale.ROOT, "| %s | %s | %.3f | %.3f | %s | %.3f | %s | %s |", set, fittedOn, e.hit1(), e.hit3(),
                e.nones() == 0 ? "—" : String.format(Locale.ROOT, "%.3f", e.abstainOnNone()), e.falseAbstain(),
                e.anchored() == 0 ? "—" : String.format(Locale.ROOT, "%.3f", e.evidenceRecall5()),
                e.answerFacts() == 0 ? "—" : String.format(Locale.ROOT, "%.3f", e.factRecall5())));
    }
}
