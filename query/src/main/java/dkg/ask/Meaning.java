package dkg.ask;

import dkg.route.Question;
import dkg.search.DenseSkills;
import dkg.search.PassageModel;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * A question's meaning: its vector and its nearness to each skill. None for a Chinese question (the
 * model is English) or a store without vectors.
 */
record Meaning(float[] vector, Map<String, Double> near) {
    static final Meaning NONE = new Meaning(null, Map.of());

    /** Reads the meaning on another thread, so a cold process loads the model while the words are routed. */
    static Future<Meaning> readAsync(Question question, Supplier<DenseSkills> dense) {
        if (question.chinese()) return CompletableFuture.completedFuture(NONE);
        return CompletableFuture.supplyAsync(() -> {
            DenseSkills d = dense.get();
            if (d.isEmpty() || !PassageModel.available()) return NONE;
            float[] v = PassageModel.question(question.text());
            return new Meaning(v, d.nearness(v));
        }, ON_ITS_OWN_THREAD);
    }

    /**
     * A thread per question: the common pool has one thread on a two-core machine, and a server
     * answering several questions at once would embed them one after another.
     */
    private static final java.util.concurrent.Executor ON_ITS_OWN_THREAD = r -> Thread.ofVirtual().name("ask-meaning").start(r);

    static Meaning joined(Future<Meaning> meaning) {
        try {
            return meaning.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return NONE;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            throw new IllegalStateException(e.getCause());
        }
    }
}
