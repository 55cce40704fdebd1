package dkg.ask;

import dkg.route.Question;
import dkg.search.Background;
import dkg.search.DenseSkills;
import dkg.search.PassageIndex;
import dkg.search.PassageModel;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;

/**
 * A question's meaning as {@code ask} reads it: its nearness to each skill, and the knowledge
 * map's rows nearest it. None for a Chinese question (the model is English) or a store without vectors.
 *
 * @param near the best cosine of any passage of each skill
 * @param rows the knowledge map's table rows nearest the question, nearest first
 */
record Meaning(Map<String, Double> near, List<DenseSkills.NearRow> rows) {
    static final Meaning NONE = new Meaning(Map.of(), List.of());

    /** Rows kept: enough for the sections a question's map passages come from. */
    static final int ROWS = 8;

    /**
     * Reads the meaning in the {@link Background}, so a cold process loads the model while the words
     * are routed and the vectors read. The model loads only for a store whose index has vectors: a
     * load nobody waits for could still be running when the process exits.
     */
    static Future<Meaning> readAsync(Question question, PassageIndex index) {
        if (question.chinese() || !PassageModel.switchedOn() || !index.hasVectors()) return CompletableFuture.completedFuture(NONE);
        Future<Boolean> model = Background.start(PassageModel::available);
        return Background.start(() -> {
            DenseSkills d = index.vectors();
            boolean loaded = Background.joined(model);
            if (d.isEmpty() || !loaded) return NONE;
            float[] q = PassageModel.question(question.text());
            return new Meaning(d.nearness(q), d.nearestRows(q, ROWS));
        });
    }
}
