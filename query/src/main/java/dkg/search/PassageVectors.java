package dkg.search;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.apache.lucene.document.Document;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.FloatVectorValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.store.Directory;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRef;

/**
 * The vectors of the entries a commit writes: an unchanged passage keeps the vector the index
 * already holds (found by the hash of its text), only new text is embedded. Computed before the
 * store's write transaction opens, so embedding never holds the store's lock.
 */
public final class PassageVectors {
    private PassageVectors() {}

    /** An entry's vectors (its opening first) and the hashes they are reused by, aligned. */
    public record Vectors(List<float[]> values, List<String> hashes) {}

    /** What one call embedded and reused. */
    public record Made(Map<IndexEntry, Vectors> vectors, int embedded, int reused) {
        public static final Made NONE = new Made(Map.of(), 0, 0);
        public Vectors of(IndexEntry e) { return vectors.get(e); }
    }

    private static final int BATCH = 64;

    /**
     * Vectors this process made lately, by hash: a second store ingested from the same sources (a
     * test suite's, a server's re-ingest into a new store) finds them here instead of embedding the
     * same text again. Some 1.5 kB each; the bound keeps it a few tens of megabytes.
     */
    private static final Cache<String, float[]> MADE_LATELY = memory();

    static Cache<String, float[]> memory() { return Caffeine.newBuilder().maximumSize(20_000).build(); }

    /** Vectors of those {@code entries} that carry them, reusing the vectors in the index in {@code indexDir}. */
    public static Made of(Collection<IndexEntry> entries, Directory indexDir) throws IOException { return of(entries, indexDir, MADE_LATELY); }

    /** {@code lately}: vectors made before, by hash, consulted after the index and given what is made now. */
    static Made of(Collection<IndexEntry> entries, Directory indexDir, Cache<String, float[]> lately) throws IOException {
        // each entry's passages by hash, hashed once: the hashes find reusable vectors and are stored beside them
        Map<IndexEntry, List<String>> hashed = new LinkedHashMap<>();
        Map<String, String> textOf = new HashMap<>();
        for (IndexEntry e : entries) {
            if (!Passages.embedded(e)) continue;
            List<String> hashes = new ArrayList<>();
            for (String t : Passages.texts(e)) {
                String hash = Passages.hash(t);
                hashes.add(hash);
                textOf.putIfAbsent(hash, t);
            }
            hashed.put(e, hashes);
        }
        if (hashed.isEmpty()) return Made.NONE;
        Map<String, float[]> known = indexed(indexDir);
        Set<String> unseen = new LinkedHashSet<>();
        int reused = 0;
        for (List<String> hashes : hashed.values())
            for (String hash : hashes) {
                if (!known.containsKey(hash)) {
                    float[] made = lately.getIfPresent(hash);
                    if (made != null) known.put(hash, made);
                }
                if (known.containsKey(hash)) reused++;
                else unseen.add(hash);
            }
        List<String> missing = List.copyOf(unseen);
        if (!missing.isEmpty()) {
            if (!PassageModel.availableForPassages()) return Made.NONE;
            for (int from = 0; from < missing.size(); from += BATCH) {
                List<String> batch = missing.subList(from, Math.min(missing.size(), from + BATCH));
                float[][] vs = PassageModel.passages(batch.stream().map(textOf::get).toList());
                for (int i = 0; i < vs.length; i++) {
                    known.put(batch.get(i), vs[i]);
                    lately.put(batch.get(i), vs[i]);
                }
            }
        }
        Map<IndexEntry, Vectors> out = new HashMap<>();
        hashed.forEach((e, hashes) -> out.put(e, new Vectors(hashes.stream().map(known::get).toList(), hashes)));
        return new Made(out, missing.size(), reused);
    }

    /** Every vector the index holds, by hash; none when there is no index. */
    static Map<String, float[]> indexed(Directory dir) throws IOException {
        Map<String, float[]> out = new HashMap<>();
        if (!DirectoryReader.indexExists(dir)) return out;
        try (DirectoryReader reader = DirectoryReader.open(dir)) {
            // deleted documents too: their text may come back
            eachWithVectors(reader, FIELDS, false, d -> {
                Vectors v = read(d);
                if (v != null) for (int i = 0; i < v.hashes().size(); i++) out.putIfAbsent(v.hashes().get(i), v.values().get(i));
            });
        }
        return out;
    }

    /**
     * Hands {@code each} the {@code fields} of every document that has vectors (live ones only, if
     * asked), found through the vector field: the index's other entries (API symbols, samples) are
     * never read.
     */
    static void eachWithVectors(DirectoryReader reader, Set<String> fields, boolean liveOnly, Consumer<Document> each) throws IOException {
        for (LeafReaderContext leaf : reader.leaves()) {
            FloatVectorValues opening = leaf.reader().getFloatVectorValues(IndexSchema.VECTOR);
            if (opening == null) continue;
            Bits live = liveOnly ? leaf.reader().getLiveDocs() : null;
            StoredFields stored = leaf.reader().storedFields();
            for (int ord = 0; ord < opening.size(); ord++) {
                int doc = opening.ordToDoc(ord);
                if (live == null || live.get(doc)) each.accept(stored.document(doc, fields));
            }
        }
    }

    static final Set<String> FIELDS = Set.of(IndexSchema.VECTORS, IndexSchema.VECTOR_HASHES);

    /** The vectors a document stores, or null when it has none. */
    static Vectors read(Document d) {
        BytesRef packed = d.getBinaryValue(IndexSchema.VECTORS);
        String hashes = d.get(IndexSchema.VECTOR_HASHES);
        if (packed == null || hashes == null) return null;
        List<String> hs = List.of(hashes.split(" "));
        var floats = ByteBuffer.wrap(packed.bytes, packed.offset, packed.length).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer();
        int dims = floats.remaining() / hs.size();
        List<float[]> values = new ArrayList<>(hs.size());
        for (int i = 0; i < hs.size(); i++) {
            float[] v = new float[dims];
            floats.get(v);
            values.add(v);
        }
        return new Vectors(values, hs);
    }

    /** The vectors packed for a stored field: little-endian floats, one vector after another. */
    static BytesRef packed(Vectors v) {
        int dims = v.values().getFirst().length;
        ByteBuffer buf = ByteBuffer.allocate(v.values().size() * dims * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        var floats = buf.asFloatBuffer();
        for (float[] x : v.values()) floats.put(x);
        return new BytesRef(buf.array());
    }
}
