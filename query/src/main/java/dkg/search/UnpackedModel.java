package dkg.search;

import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import dev.langchain4j.model.embedding.onnx.AbstractInProcessEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.OnnxBertBiEncoder;
import dev.langchain4j.model.embedding.onnx.PoolingMode;
import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.FutureTask;

/**
 * LangChain4j's quantized bge-small, loaded from its files unpacked to the cache ({@link ModelFiles})
 * rather than from the jar: the same graph, tokenizer and session options, so the same vectors,
 * without inflating the graph or writing ONNX Runtime's natives at every start. Where nothing can
 * be unpacked, the model loads from the jar as LangChain4j ships it.
 */
final class UnpackedModel extends AbstractInProcessEmbeddingModel {
    private static final String GRAPH = "bge-small-en-v1.5-q.onnx", TOKENIZER = "bge-small-en-v1.5-q-tokenizer.json";
    /** ONNX Runtime's own folder for this platform in its jar; the only one the shaded jar keeps. */
    private static final String NATIVES = "ai/onnxruntime/native/linux-x64/";
    /** The property by which ONNX Runtime loads its natives from a folder instead of unpacking them itself. */
    private static final String NATIVE_PATH = "onnxruntime.native.path";
    /** LangChain4j's tokenizer options for its ONNX encoders. */
    private static final Map<String, String> TOKENIZER_OPTIONS = Map.of("padding", "false");

    /** Threads per run as ONNX Runtime chooses them: one per core. */
    static final int EVERY_CORE = 0;

    private final OnnxBertBiEncoder encoder;

    private UnpackedModel(OnnxBertBiEncoder encoder) {
        super(null);
        this.encoder = encoder;
    }

    @Override
    protected OnnxBertBiEncoder model() { return encoder; }

    @Override
    protected Integer knownDimension() { return PassageModel.DIMENSIONS; }

    /**
     * The model from the cache under {@code root}, its runs on {@code threadsPerRun} threads each
     * ({@link #EVERY_CORE} or a count), else as LangChain4j loads it from the jar. Loaded
     * on platform threads whoever asks: the tokenizer's native library, loaded from a virtual
     * thread, holds the process's exit back by about a third of a second.
     */
    static AbstractInProcessEmbeddingModel load(Path root, int threadsPerRun) {
        FutureTask<AbstractInProcessEmbeddingModel> loading = new FutureTask<>(() -> loadHere(root, threadsPerRun));
        IN_FLIGHT.add(loading);
        try {
            Thread.ofPlatform().name("embedding-model-load").daemon().start(loading);
            return Background.joined(loading);
        } finally {
            IN_FLIGHT.remove(loading);
        }
    }

    /** Loads begun and not yet over. */
    private static final java.util.Set<FutureTask<?>> IN_FLIGHT = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /** Whether a load is in flight. */
    static boolean loading() { return !IN_FLIGHT.isEmpty(); }

    /** How long an exit waits for a load in flight: many times a load on a slow two-core machine. */
    private static final long EXIT_WAIT_SECONDS = 30;

    /**
     * Waits for the loads in flight to end. ONNX Runtime's own exit hook releases its environment,
     * and a session being built meanwhile crashes the process: one that ends while a model loads (a
     * command failing on bad input while the model warms up) waits here first.
     */
    static void awaitLoads() {
        for (FutureTask<?> loading : List.copyOf(IN_FLIGHT)) {
            try {
                loading.get(EXIT_WAIT_SECONDS, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException | java.util.concurrent.CancellationException e) {
                // a failed or hung load: the exit goes on
            }
        }
    }

    private static AbstractInProcessEmbeddingModel loadHere(Path root, int threadsPerRun) {
        Optional<Map<String, Path>> files = ModelFiles.unpacked(root, "bge-small-en-v1.5-q", List.of(GRAPH, TOKENIZER));
        if (files.isEmpty()) return new BgeSmallEnV15QuantizedEmbeddingModel();
        useUnpackedNatives(root);
        Path graph = files.get().get(GRAPH), tokenizer = files.get().get(TOKENIZER);
        // the tokenizer's library loads while the session is built
        FutureTask<Void> tokenizerLibrary = new FutureTask<>(() -> {
            try (InputStream in = Files.newInputStream(tokenizer); HuggingFaceTokenizer unused = HuggingFaceTokenizer.newInstance(in, TOKENIZER_OPTIONS)) {
                return null;
            }
        });
        Thread.ofPlatform().name("embedding-tokenizer-load").daemon().start(tokenizerLibrary);
        try {
            OrtEnvironment env = OrtEnvironment.getEnvironment();
            OrtSession.SessionOptions options = new OrtSession.SessionOptions();
            if (threadsPerRun != EVERY_CORE) options.setIntraOpNumThreads(threadsPerRun);
            OrtSession session = env.createSession(graph.toString(), options);
            Background.joined(tokenizerLibrary);
            try (InputStream in = Files.newInputStream(tokenizer)) {
                return new UnpackedModel(new OnnxBertBiEncoder(env, session, in, PoolingMode.CLS));
            }
        } catch (OrtException | IOException e) {
            throw new IllegalStateException("the embedding model did not load from " + graph.getParent() + ": " + e.getMessage(), e);
        }
    }

    /** Points ONNX Runtime at its natives unpacked once, unless the user already points it somewhere. */
    private static void useUnpackedNatives(Path root) {
        if (System.getProperty(NATIVE_PATH) != null || !isLinuxX64()) return;
        ModelFiles.unpacked(root, "onnxruntime-linux-x64", List.of(NATIVES + "libonnxruntime.so", NATIVES + "libonnxruntime4j_jni.so"))
                .ifPresent(f -> System.setProperty(NATIVE_PATH, f.values().iterator().next().getParent().toString()));
    }

    private static boolean isLinuxX64() {
        String arch = System.getProperty("os.arch", "");
        return System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).startsWith("linux") && (arch.equals("amd64") || arch.equals("x86_64"));
    }
}
