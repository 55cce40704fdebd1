package dkg.kg;

import dkg.search.SearchRequest;
import dkg.search.SearchResult;
import dkg.search.Searcher;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.apache.jena.sparql.core.DatasetGraph;

/**
 * One committed generation of a store and what has been computed from it: the router, the code
 * catalogue, the error book, remembered answers. A generation never changes once committed, so
 * each value is computed once and stays right until the next commit starts a new cell. A call
 * reads the cell once and takes every value from it, so one answer never pairs a router of one
 * generation with a catalogue of the next.
 */
public final class Generation {
    private final LazyStore store;
    private final long number;
    private final ConcurrentHashMap<Slot<?>, Value<?>> values = new ConcurrentHashMap<>();

    Generation(LazyStore store, long number) {
        this.store = store;
        this.number = number;
    }

    /** The generation's number as committed; -1 when the store does not know it yet. */
    public long number() { return number; }

    /** The store folder. */
    public Path directory() { return store.directory(); }

    /** The value {@code slot} computes, once for this generation. */
    @SuppressWarnings("unchecked")
    public <T> T get(Slot<T> slot) {
        return ((Value<T>) values.computeIfAbsent(slot, s -> new Value<>())).get(slot, this);
    }

    /** Whether {@code slot} is already computed for this generation. */
    public boolean has(Slot<?> slot) {
        Value<?> v = values.get(slot);
        return v != null && v.value != null;
    }

    /** Reads the graph in one transaction (opening the store on first use). */
    public <T> T read(Function<DatasetGraph, T> f) { return store.read(f); }

    /** Runs {@code use} with a searcher over the store's index. */
    public <T> T withSearcher(Function<Searcher, T> use) { return store.withSearcher(use); }

    /** Full-text search over the store's index. */
    public SearchResult search(SearchRequest request) { return store.withSearcher(s -> s.search(request)); }

    /** The source folders ingested documents were read from. */
    public List<Path> sourceRoots() { return store.get().sourceRoots(); }

    /** The store itself, opened now if it is not yet, for the answers that list its graphs or commit. */
    public dkg.storage.KgStore kgStore() { return store.get(); }

    /** Whether Jena and TDB2 have been started (answers from derived files and the index do not). */
    public boolean graphOpen() { return store.isOpen(); }

    /**
     * A value fixed for this generation, kept as JSON in the store's derived files: read from the
     * file when it is of this generation, else computed from the graph and saved for the next
     * process (under the generation the graph was read at).
     */
    public <T> T derived(String name, Class<T> type, Function<DatasetGraph, T> compute) {
        T cached = DerivedFiles.read(directory(), name, number, type);
        if (cached != null) return cached;
        Read<T> v = readAtGeneration(compute);
        DerivedFiles.write(directory(), name, v.generation(), v.value());
        return v.value();
    }

    /** As {@link #derived}, kept in binary form. */
    public <T> T derivedBinary(String name, Function<DatasetGraph, T> compute, DerivedFiles.BinaryReader<T> reader,
                               BinaryValueWriter<T> writer) {
        T cached = DerivedFiles.readBinary(directory(), name, number, reader);
        if (cached != null) return cached;
        Read<T> v = readAtGeneration(compute);
        DerivedFiles.writeBinary(directory(), name, v.generation(), out -> writer.write(v.value(), out));
        return v.value();
    }

    /** Writes a value in binary form. */
    public interface BinaryValueWriter<T> { void write(T value, java.io.DataOutput out) throws java.io.IOException; }

    /** Whether the binary file {@code name} holds this generation's value (its header only is read). */
    public boolean hasDerivedBinary(String name) { return DerivedFiles.freshBinary(directory(), name, number); }

    /** A value and the generation the graph was at when it was read. */
    public record Read<T>(long generation, T value) {}

    /** Computes from the graph in one transaction, with the generation it read. */
    public <T> Read<T> readAtGeneration(Function<DatasetGraph, T> compute) {
        return store.read(d -> new Read<>(store.generation(), compute.apply(d)));
    }

    /**
     * A value computed once per generation; slots are compared by identity, so each is a constant
     * of the package that computes it.
     */
    public static final class Slot<T> {
        private final String name;
        private final Function<Generation, T> compute;

        private Slot(String name, Function<Generation, T> compute) {
            this.name = name;
            this.compute = compute;
        }

        public static <T> Slot<T> of(String name, Function<Generation, T> compute) { return new Slot<>(name, compute); }

        @Override
        public String toString() { return name; }
    }

    /** One slot's value, computed by the first caller while later ones wait; a failure is not kept. */
    private static final class Value<T> {
        private volatile T value;

        T get(Slot<T> slot, Generation g) {
            T v = value;
            if (v != null) return v;
            synchronized (this) {
                if (value == null) value = slot.compute.apply(g);
                return value;
            }
        }
    }
}
