package dkg.search;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
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
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
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
        Map<IndexEntry, List<String>> passages = new LinkedHashMap<>();
        for (IndexEntry e : entries) if (Passages.embedded(e)) passages.put(e, Passages.texts(e));
        if (passages.isEmpty()) return Made.NONE;
        Map<String, float[]> known = indexed(indexDir);
        Map<String, String> missing = new LinkedHashMap<>();
        int reused = 0;
        for (List<String> texts : passages.values())
            for (String t : texts) {
                String hash = Passages.hash(t);
                if (!known.containsKey(hash)) {
                    float[] made = lately.getIfPresent(hash);
                    if (made != null) known.put(hash, made);
                }
                if (known.containsKey(hash)) reused++;
                else missing.putIfAbsent(hash, t);
            }
        if (!missing.isEmpty()) {
            if (!PassageModel.available()) return Made.NONE;
            List<String> hashes = new ArrayList<>(missing.keySet());
            for (int from = 0; from < hashes.size(); from += BATCH) {
                List<String> batch = hashes.subList(from, Math.min(hashes.size(), from + BATCH));
                float[][] vs = PassageModel.passages(batch.stream().map(missing::get).toList());
                for (int i = 0; i < vs.length; i++) {
                    known.put(batch.get(i), vs[i]);
                    lately.put(batch.get(i), vs[i]);
                }
            }
        }
        Map<IndexEntry, Vectors> out = new HashMap<>();
        passages.forEach((e, texts) -> {
            List<String> hashes = texts.stream().map(Passages::hash).toList();
            out.put(e, new Vectors(hashes.stream().map(known::get).toList(), hashes));
        });
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
