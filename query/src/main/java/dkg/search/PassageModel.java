package dkg.search;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.onnx.AbstractInProcessEmbeddingModel;
import java.util.ArrayList;
import java.util.List;

/**
 * The sentence-embedding model that turns passages and questions into unit vectors: BAAI's
 * bge-small-en-v1.5, quantized, run in process by ONNX Runtime from LangChain4j's Maven artifact,
 * which carries the weights (nothing is downloaded). Chosen by measurement over MiniLM-L6 and
 * e5-small-v2, the other in-jar models served here; all three are English only.
 *
 * <p>Loaded once per process and use, on first need: a command that never embeds never pays its start.
 */
public final class PassageModel {
    /** Names the model and how passages are cut: a vector made under another id is never reused. */
    public static final String ID = "bge-small-en-v1.5-q/1";
    public static final int DIMENSIONS = 384;
    /** bge's instruction for a short query searching passages, from the model card. */
    static final String QUERY_INSTRUCTION = "Represent this sentence for searching relevant passages: ";

    private PassageModel() {}

    /** For one question at a time: ONNX Runtime spreads each run over the cores. */
    private static final class ForQuestions {
        static final AbstractInProcessEmbeddingModel MODEL = UnpackedModel.load(ModelFiles.cacheRoot(), UnpackedModel.EVERY_CORE);
    }

    /**
     * For many passages: LangChain4j embeds one per core at once, so each run keeps to one thread
     * (on two cores a quarter faster than each run spreading over both).
     */
    private static final class ForPassages {
        static final AbstractInProcessEmbeddingModel MODEL = UnpackedModel.load(ModelFiles.cacheRoot(), 1);
    }

    /**
     * Whether questions are embedded here: the model's native runtime loads on this platform, and
     * {@code DOCA_KG_VECTORS} is not {@code off} (a store ingested so has no vectors, and {@code ask}
     * ranks by the lexical reading alone).
     */
    public static boolean available() { return switchedOn() && loads(() -> ForQuestions.MODEL); }

    /** Whether passages are embedded here, as {@link #available()} says of questions. */
    public static boolean availableForPassages() { return switchedOn() && loads(() -> ForPassages.MODEL); }

    /** Whether a model loads: its holder's first touch loads it, and a failure leaves the holder unusable. */
    private static boolean loads(java.util.function.Supplier<AbstractInProcessEmbeddingModel> holder) {
        try {
            return holder.get() != null;
        } catch (LinkageError | RuntimeException e) {
            return false;
        }
    }

    /** Returns once no model is loading: a process about to exit calls it (see {@link UnpackedModel#awaitLoads()}). */
    public static void awaitLoading() { UnpackedModel.awaitLoads(); }

    /** Whether vectors are wanted at all ({@code DOCA_KG_VECTORS} is not {@code off}); the model is not loaded to answer. */
    public static boolean switchedOn() { return !"off".equalsIgnoreCase(System.getenv("DOCA_KG_VECTORS")); }

    /** Unit vectors of passages, in order. */
    public static float[][] passages(List<String> texts) {
        List<TextSegment> segments = new ArrayList<>(texts.size());
        for (String t : texts) segments.add(TextSegment.from(t));
        var embeddings = ForPassages.MODEL.embedAll(segments).content();
        float[][] out = new float[texts.size()][];
        for (int i = 0; i < out.length; i++) out[i] = unit(embeddings.get(i).vector());
        return out;
    }

    /** Words of a question embedded: its opening states what is asked. */
    static final int QUESTION_WORDS = 64;

    /**
     * The unit vector of a question as typed, asked the way the model was trained to match
     * passages: a pasted log is cut to its signal ({@link SignalText#distill}), then its first
     * {@value #QUESTION_WORDS} words are embedded.
     */
    public static float[] question(String asked) {
        String[] words = SignalText.distill(asked).strip().split("\\s+");
        String text = String.join(" ", words.length <= QUESTION_WORDS ? words : java.util.Arrays.copyOf(words, QUESTION_WORDS));
        return unit(ForQuestions.MODEL.embed(QUERY_INSTRUCTION + text).content().vector());
    }

    static float[] unit(float[] v) {
        double n = 0;
        for (float x : v) n += x * x;
        if (n == 0) return v;
        float inv = (float) (1 / Math.sqrt(n));
        float[] out = new float[v.length];
        for (int i = 0; i < v.length; i++) out[i] = v[i] * inv;
        return out;
    }
}
