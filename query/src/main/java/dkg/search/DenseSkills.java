package dkg.search;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.index.DirectoryReader;

/**
 * How near a question's meaning comes to each skill: the best cosine between the question's
 * vector and any passage of the skill. Exact brute force over one flat array: a few thousand
 * passages score in a millisecond or two, where an approximate graph would only add error.
 * Read once per index generation; thread-safe.
 */
public final class DenseSkills {
    private final float[] vectors;
    private final int[] skillOf;
    /** The IRI and type of the entry each vector belongs to. */
    private final String[] iris, types;
    private final List<String> skills;

    private DenseSkills(float[] vectors, int[] skillOf, String[] iris, String[] types, List<String> skills) {
        this.vectors = vectors;
        this.skillOf = skillOf;
        this.iris = iris;
        this.types = types;
        this.skills = skills;
    }

    public static final DenseSkills EMPTY = new DenseSkills(new float[0], new int[0], new String[0], new String[0], List.of());

    /** Every live passage vector of the reader, with its skill and source. */
    public static DenseSkills read(DirectoryReader reader) {
        try {
            List<float[]> vs = new ArrayList<>();
            List<Integer> owner = new ArrayList<>();
            List<String> iri = new ArrayList<>(), type = new ArrayList<>();
            Map<String, Integer> index = new LinkedHashMap<>();
            Set<String> fields = Set.of(IndexSchema.VECTORS, IndexSchema.VECTOR_HASHES, IndexSchema.SKILL, IndexSchema.IRI, IndexSchema.TYPE);
            PassageVectors.eachWithVectors(reader, fields, true, d -> {
                String skill = d.get(IndexSchema.SKILL);
                PassageVectors.Vectors v = PassageVectors.read(d);
                if (skill == null || v == null) return;
                for (float[] x : v.values()) {
                    vs.add(x);
                    owner.add(index.computeIfAbsent(skill, k -> index.size()));
                    iri.add(d.get(IndexSchema.IRI));
                    type.add(d.get(IndexSchema.TYPE));
                }
            });
            if (vs.isEmpty()) return EMPTY;
            int dims = vs.getFirst().length;
            float[] flat = new float[vs.size() * dims];
            for (int i = 0; i < vs.size(); i++) System.arraycopy(vs.get(i), 0, flat, i * dims, dims);
            return new DenseSkills(flat, owner.stream().mapToInt(Integer::intValue).toArray(), iri.toArray(String[]::new),
                    type.toArray(String[]::new), List.copyOf(index.keySet()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether the index holds any passage vector (a store ingested where the model could not run holds none). */
    public boolean isEmpty() { return skillOf.length == 0; }

    /** The best cosine of any passage of each skill to {@code question} (a unit vector). */
    public Map<String, Double> nearness(float[] question) {
        double[] best = new double[skills.size()];
        java.util.Arrays.fill(best, -1);
        int dims = question.length;
        for (int p = 0; p < skillOf.length; p++) {
            double dot = dot(question, p * dims);
            if (dot > best[skillOf[p]]) best[skillOf[p]] = dot;
        }
        Map<String, Double> out = new HashMap<>();
        for (int s = 0; s < best.length; s++) out.put(skills.get(s), best[s]);
        return out;
    }

    /** An entry near a question: its IRI and its best cosine. */
    public record Near(String iri, double cosine) {}

    /**
     * The entries nearest {@code question}, nearest first, each once, at most {@code n}; only of
     * {@code skill} and of {@code type} when they are given.
     */
    public List<Near> nearest(float[] question, int n, String skill, String type) {
        int dims = question.length, only = skill == null ? -1 : skills.indexOf(skill);
        if (skill != null && only < 0) return List.of();
        Map<String, Double> best = new HashMap<>();
        for (int p = 0; p < skillOf.length; p++) {
            if ((only >= 0 && skillOf[p] != only) || (type != null && !type.equals(types[p]))) continue;
            best.merge(iris[p], dot(question, p * dims), Math::max);
        }
        return best.entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed()).limit(n)
                .map(e -> new Near(e.getKey(), e.getValue())).toList();
    }

    private double dot(float[] q, int offset) {
        float s = 0;
        for (int i = 0; i < q.length; i++) s += q[i] * vectors[offset + i];
        return s;
    }
}
