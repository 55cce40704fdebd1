package dkg.api;

import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Answers remembered for one store generation. A generation never changes once committed, so an
 * answer computed from it stays right until the next commit, when the memo starts empty. Agents
 * ask for the same errors and symbols again and again; the first time costs the graph queries,
 * the next ones a lookup. Failures (an unknown name) are not remembered. Bounded: past
 * {@code max} entries new answers are computed and not kept.
 */
final class GenerationMemo<K, V> {
    private record Entries<K, V>(long generation, ConcurrentHashMap<K, V> values) {}

    private final int max;
    private volatile Entries<K, V> current = new Entries<>(Long.MIN_VALUE, new ConcurrentHashMap<>());

    GenerationMemo(int max) { this.max = max; }

    V get(long generation, K key, Supplier<V> compute) {
        Entries<K, V> e = current;
        if (e.generation() != generation) current = e = new Entries<>(generation, new ConcurrentHashMap<>());
        V v = e.values().get(key);
        if (v != null) return v;
        v = compute.get();
        if (e.values().size() < max) e.values().putIfAbsent(key, v);
        return v;
    }
}
