package dkg.ask;

import dkg.route.Question;
import dkg.search.DenseSkills;
import dkg.search.PassageModel;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * A question's meaning as {@code ask} reads it: its nearness to each skill. None for a Chinese
 * question (the model is English) or a store without vectors.
 */
final class Meaning {
    private Meaning() {}

    /** Reads the nearness on another thread, so a cold process loads the model while the words are routed. */
    static Future<Map<String, Double>> nearnessAsync(Question question, Supplier<DenseSkills> dense) {
        if (question.chinese()) return CompletableFuture.completedFuture(Map.of());
        return CompletableFuture.supplyAsync(() -> {
            DenseSkills d = dense.get();
            if (d.isEmpty() || !PassageModel.available()) return Map.<String, Double>of();
            return d.nearness(PassageModel.question(question.text()));
        }, ON_ITS_OWN_THREAD);
    }

    /**
     * A thread per question: the common pool has one thread on a two-core machine, and a server
     * answering several questions at once would embed them one after another.
     */
    private static final Executor ON_ITS_OWN_THREAD = r -> Thread.ofVirtual().name("ask-meaning").start(r);

    static Map<String, Double> joined(Future<Map<String, Double>> nearness) {
        try {
            return nearness.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Map.of();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            throw new IllegalStateException(e.getCause());
        }
    }
}
