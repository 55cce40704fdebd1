package dkg.ask;

import dkg.route.Question;
import dkg.search.Background;
import dkg.search.DenseSkills;
import dkg.search.PassageModel;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * A question's meaning as {@code ask} reads it: its nearness to each skill. None for a Chinese
 * question (the model is English) or a store without vectors.
 */
final class Meaning {
    private Meaning() {}

    /** Reads the nearness in the {@link Background}, so a cold process loads the model while the words are routed. */
    static Future<Map<String, Double>> nearnessAsync(Question question, Supplier<DenseSkills> dense) {
        if (question.chinese()) return CompletableFuture.completedFuture(Map.of());
        return Background.start(() -> {
            DenseSkills d = dense.get();
            if (d.isEmpty() || !PassageModel.available()) return Map.<String, Double>of();
            return d.nearness(PassageModel.question(question.text()));
        });
    }
}
