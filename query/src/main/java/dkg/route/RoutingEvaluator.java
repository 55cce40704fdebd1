package dkg.route;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dkg.error.BadInputException;
import dkg.json.Mappers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Runs a router over evals files ({@code {skill_name, evals:[{id, prompt, expected_skill}]}}) and
 * computes {@link RoutingEval}. Latency is measured on a second pass, after a warm-up pass over the
 * same prompts, so it is the warm per-question cost.
 */
public final class RoutingEvaluator {
    private static final ObjectMapper JSON = Mappers.files();

    private RoutingEvaluator() {}

    /** The cases of the given evals files, or of every {@code evals.json} under the given folders. */
    public static List<EvalCase> read(List<Path> paths) {
        List<EvalCase> out = new ArrayList<>();
        for (Path p : paths) {
            if (!Files.exists(p)) throw new BadInputException("no such evals file or folder: " + p + "; name an evals.json or a folder holding some");
            for (Path f : files(p)) out.addAll(readFile(f));
        }
        if (out.isEmpty()) throw new BadInputException("no eval prompts found in " + paths + "; name evals.json files or folders holding them");
        return out;
    }

    private static List<Path> files(Path p) {
        if (Files.isRegularFile(p)) return List.of(p);
        try (Stream<Path> s = Files.walk(p)) {
            return s.filter(f -> f.getFileName().toString().equals("evals.json") && Files.isRegularFile(f)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<EvalCase> readFile(Path f) {
        JsonNode root;
        try {
            root = JSON.readTree(f.toFile());
        } catch (IOException e) {
            throw new BadInputException("cannot read evals file " + f + " as JSON (" + e.getMessage().lines().findFirst().orElse("") + "); fix or remove it");
        }
        String owner = root.path("skill_name").asText(null);
        if (owner == null || !root.path("evals").isArray())
            throw new BadInputException("evals file " + f + " lacks skill_name or an evals array; it must look like {skill_name, evals:[{id, prompt, expected_skill}]}");
        List<EvalCase> out = new ArrayList<>();
        for (JsonNode e : root.path("evals")) {
            JsonNode exp = e.path("expected_skill");
            out.add(new EvalCase(e.path("id").asText(), owner, e.path("prompt").asText(),
                    exp.isNull() || exp.isMissingNode() ? null : exp.asText()));
        }
        return out;
    }

    /** Routes every case with {@code router} and scores the outcome. */
    public static RoutingEval evaluate(List<EvalCase> cases, Function<String, RouteResult> router) {
        for (EvalCase c : cases) router.apply(c.prompt());   // warm-up pass
        int pos = 0, neg = 0, h1 = 0, h3 = 0, falseTrig = 0;
        double rr = 0;
        double[] ms = new double[cases.size()];
        List<RoutingEval.Miss> misses = new ArrayList<>();
        for (int k = 0; k < cases.size(); k++) {
            EvalCase c = cases.get(k);
            long t0 = System.nanoTime();
            RouteResult r = router.apply(c.prompt());
            ms[k] = (System.nanoTime() - t0) / 1e6;
            List<String> ranked = r.skills().stream().map(RouteResult.Ranked::skill).toList();
            if (c.expected() != null) {
                pos++;
                int rank = ranked.indexOf(c.expected()) + 1;
                if (rank == 1) h1++;
                if (rank >= 1 && rank <= 3) h3++;
                if (rank >= 1) rr += 1.0 / rank;
                if (rank != 1) misses.add(new RoutingEval.Miss(c.id(), c.expected(), r.top(), rank));
            } else {
                neg++;
                if (c.owner().equals(r.top())) {
                    falseTrig++;
                    misses.add(new RoutingEval.Miss(c.id(), "not " + c.owner(), r.top(), 0));
                }
            }
        }
        Arrays.sort(ms);
        return new RoutingEval(pos, EvalMath.ratio(h1, pos), EvalMath.ratio(h3, pos), pos == 0 ? 0 : EvalMath.round(rr / pos), neg,
                EvalMath.ratio(falseTrig, neg), EvalMath.round(EvalMath.percentile(ms, 50)), EvalMath.round(EvalMath.percentile(ms, 99)), misses);
    }
}
