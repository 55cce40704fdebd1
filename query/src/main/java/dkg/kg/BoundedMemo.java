package dkg.kg;

import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Answers remembered within one generation (kept in its {@link Generation} cell). Agents ask for
 * the same errors and symbols again and again; the first time costs the graph queries, the next
 * ones a lookup. Failures (an unknown name) are not remembered. Bounded: past {@code max} entries
 * new answers are computed and not kept.
 */
public final class BoundedMemo<K, V> {
    private final int max;
    private final ConcurrentHashMap<K, V> values = new ConcurrentHashMap<>();

    public BoundedMemo(int max) { this.max = max; }

    public V get(K key, Supplier<V> compute) {
        V v = values.get(key);
        if (v != null) return v;
        v = compute.get();
        if (values.size() < max) values.putIfAbsent(key, v);
        return v;
    }
}
