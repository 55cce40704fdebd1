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

    /**
     * Reads the nearness in the {@link Background}, so a cold process loads the model while the words
     * are routed. A store without vectors still loads the model, in the background, when vectors are on.
     */
    static Future<Map<String, Double>> nearnessAsync(Question question, Supplier<DenseSkills> dense) {
        if (question.chinese() || !PassageModel.switchedOn()) return CompletableFuture.completedFuture(Map.of());
        // the model loads while the passages' vectors are read: each is a large part of a cold start
        Future<Boolean> model = Background.start(PassageModel::available);
        return Background.start(() -> {
            DenseSkills d = dense.get();
            if (d.isEmpty() || !Background.joined(model)) return Map.<String, Double>of();
            return d.nearness(PassageModel.question(question.text()));
        });
    }
}
