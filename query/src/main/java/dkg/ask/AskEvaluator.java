package dkg.ask;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dkg.error.BadInputException;
import dkg.json.Mappers;
import dkg.route.EvalMath;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Reads an ask eval set (a JSON array of {@code {id, url, question, expected, alternatives, anchor,
 * lang, kind}}, or an object holding one under {@code items}) and scores an asker on it. Latency is
 * measured on a last pass after {@value #WARM_UP_PASSES} warm-up passes.
 */
public final class AskEvaluator {
    private static final ObjectMapper JSON = Mappers.files();
    static final int WARM_UP_PASSES = 3;

    private AskEvaluator() {}

    /** What the evaluator needs of one answer; {@code confidence} is the best skill's (0 when none is ranked). */
    /** What one ask returned: its skills, confidence, verdict, evidence sources and (aligned with them) the evidence texts. */
    public record Outcome(List<String> skills, double confidence, boolean abstain, List<String> sources, List<String> texts) {
        public Outcome(List<String> skills, double confidence, boolean abstain, List<String> sources) { this(skills, confidence, abstain, sources, List.of()); }
    }

    public static List<AskEvalCase> read(Path file) {
        if (!Files.isRegularFile(file)) throw new BadInputException("no such ask eval file: " + file + "; name a JSON file of questions");
        JsonNode root;
        try {
            root = JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new BadInputException("cannot read ask eval file " + file + " as JSON (" + e.getMessage().lines().findFirst().orElse("") + "); fix it");
        }
        JsonNode items = root.isArray() ? root : root.path("items");
        if (!items.isArray() || items.isEmpty())
            throw new BadInputException("ask eval file " + file + " holds no items; it must be a JSON array of {id, question, expected, ...}");
        List<AskEvalCase> out = new ArrayList<>();
        for (JsonNode n : items) {
            String exp = text(n, "expected");
            List<String> alts = new ArrayList<>();
            for (JsonNode a : n.path("alternatives")) if (a.isTextual() && !a.asText().isBlank()) alts.add(a.asText().strip());
            String q = text(n, "question");
            if (q == null) throw new BadInputException("item " + n.path("id").asText("?") + " of " + file + " has no question; give each item one");
            List<String> facts = new ArrayList<>();
            for (JsonNode a : n.path("answer_facts")) if (a.isTextual() && !a.asText().isBlank()) facts.add(a.asText().strip());
            out.add(new AskEvalCase(n.path("id").asText(String.valueOf(out.size() + 1)), q,
                    exp == null || exp.equalsIgnoreCase("none") ? null : exp, alts, text(n, "anchor"), text(n, "lang"), facts));
        }
        return out;
    }

    private static String text(JsonNode n, String field) {
        JsonNode v = n.path(field);
        return v.isTextual() && !v.asText().isBlank() ? v.asText().strip() : null;
    }

    /**
     * Text as compared for an answer fact: lower case, without Markdown's code and emphasis marks
     * ({@code `bfb-install`}, {@code **DPF**}). Facts are copied from the skills' Markdown, while the
     * evidence is the plain text the index keeps.
     */
    static String plain(String s) {
        return s.replace("`", "").replace("*", "").toLowerCase(Locale.ROOT);
    }

    public static AskEval evaluate(List<AskEvalCase> cases, Function<String, Outcome> ask) {
        // warm-up: the JIT needs a few hundred asks to reach its steady state, one pass of a small set is not enough
        for (int pass = 0; pass < WARM_UP_PASSES; pass++) for (AskEvalCase c : cases) ask.apply(c.question());
        int pos = 0, h1 = 0, h3 = 0, none = 0, abstainNone = 0, falseAbstain = 0, anchored = 0, recalled = 0, facts = 0, factsFound = 0;
        double[] ms = new double[cases.size()];
        List<AskEval.Miss> misses = new ArrayList<>();
        Calibration.Tally calibration = new Calibration.Tally();
        for (int k = 0; k < cases.size(); k++) {
            AskEvalCase c = cases.get(k);
            long t0 = System.nanoTime();
            Outcome o = ask.apply(c.question());
            ms[k] = (System.nanoTime() - t0) / 1e6;
            List<String> top = o.skills().subList(0, Math.min(3, o.skills().size()));
            if (c.expected() == null) {
                calibration.add(o.confidence(), false);
                none++;
                if (o.abstain()) abstainNone++;
                else misses.add(new AskEval.Miss(c.id(), "none", top, 0, false, true, firstFive(o)));
                continue;
            }
            pos++;
            int rank = 0;
            for (int i = 0; i < o.skills().size() && rank == 0; i++) if (c.accepts(o.skills().get(i))) rank = i + 1;
            calibration.add(o.confidence(), rank == 1);
            if (o.abstain()) falseAbstain++;
            boolean ok1 = !o.abstain() && rank == 1, ok3 = !o.abstain() && rank >= 1 && rank <= 3;
            if (ok1) h1++;
            if (ok3) h3++;
            String shown = plain(String.join("\n", o.texts().subList(0, Math.min(5, o.texts().size()))));
            for (String f : c.answerFacts()) {
                facts++;
                if (shown.contains(plain(f))) factsFound++;
            }
            boolean found = true;
            if (c.anchor() != null) {
                anchored++;
                found = o.sources().stream().limit(5).anyMatch(s -> sameAnchor(s, c.anchor()));
                if (found) recalled++;
            }
            if (!ok1 || !found) misses.add(new AskEval.Miss(c.id(), c.expected(), top, rank, o.abstain(), found, firstFive(o)));
        }
        Arrays.sort(ms);
        return new AskEval(cases.size(), pos, EvalMath.ratio(h1, pos), EvalMath.ratio(h3, pos), none, EvalMath.ratio(abstainNone, none),
                EvalMath.ratio(falseAbstain, pos), anchored, EvalMath.ratio(recalled, anchored), EvalMath.round(EvalMath.percentile(ms, 50)), EvalMath.round(EvalMath.percentile(ms, 99)), calibration.result(), misses,
                facts, EvalMath.ratio(factsFound, facts));
    }

    private static List<String> firstFive(Outcome o) { return o.sources().subList(0, Math.min(5, o.sources().size())); }

    /** "skills/libs/doca-dma/TASKS.md#test" matches "libs/doca-dma/TASKS.md#test" and a full URL ending so. */
    static boolean sameAnchor(String source, String expected) {
        String a = source.toLowerCase(Locale.ROOT), b = expected.toLowerCase(Locale.ROOT);
        return a.endsWith(b) || b.endsWith(a);
    }
}
