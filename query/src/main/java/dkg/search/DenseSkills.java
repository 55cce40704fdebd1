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
    /** The IRI, type and source of the entry each vector belongs to. */
    private final String[] iris, types, sources;
    /** The table row a vector embeds, or null for an entry's opening. */
    private final String[] rows;
    private final List<String> skills;

    private DenseSkills(float[] vectors, int[] skillOf, String[] iris, String[] types, String[] sources, String[] rows, List<String> skills) {
        this.vectors = vectors;
        this.skillOf = skillOf;
        this.iris = iris;
        this.types = types;
        this.sources = sources;
        this.rows = rows;
        this.skills = skills;
    }

    public static final DenseSkills EMPTY = new DenseSkills(new float[0], new int[0], new String[0], new String[0], new String[0], new String[0], List.of());

    /** Every live passage vector of the reader, with its skill and source. */
    public static DenseSkills read(DirectoryReader reader) {
        try {
            List<float[]> vs = new ArrayList<>();
            List<Integer> owner = new ArrayList<>();
            List<String> iri = new ArrayList<>(), type = new ArrayList<>(), source = new ArrayList<>(), row = new ArrayList<>();
            Map<String, Integer> index = new LinkedHashMap<>();
            Set<String> fields = Set.of(IndexSchema.VECTORS, IndexSchema.VECTOR_HASHES, IndexSchema.SKILL, IndexSchema.IRI, IndexSchema.TYPE,
                    IndexSchema.SOURCE, IndexSchema.TEXT_STORED);
            PassageVectors.eachWithVectors(reader, fields, true, d -> {
                String skill = d.get(IndexSchema.SKILL);
                PassageVectors.Vectors v = PassageVectors.read(d);
                if (skill == null || v == null) return;
                List<String> tableRows = tableRows(skill, d);
                for (int i = 0; i < v.values().size(); i++) {
                    vs.add(v.values().get(i));
                    owner.add(index.computeIfAbsent(skill, k -> index.size()));
                    iri.add(d.get(IndexSchema.IRI));
                    type.add(d.get(IndexSchema.TYPE));
                    source.add(d.get(IndexSchema.SOURCE));
                    // vectors after the opening embed the table rows, in order
                    row.add(i >= 1 && i - 1 < tableRows.size() ? tableRows.get(i - 1) : null);
                }
            });
            if (vs.isEmpty()) return EMPTY;
            int dims = vs.getFirst().length;
            float[] flat = new float[vs.size() * dims];
            for (int i = 0; i < vs.size(); i++) System.arraycopy(vs.get(i), 0, flat, i * dims, dims);
            return new DenseSkills(flat, owner.stream().mapToInt(Integer::intValue).toArray(), iri.toArray(String[]::new),
                    type.toArray(String[]::new), source.toArray(String[]::new), row.toArray(String[]::new), List.copyOf(index.keySet()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> tableRows(String skill, org.apache.lucene.document.Document d) {
        String type = d.get(IndexSchema.TYPE), text = d.get(IndexSchema.TEXT_STORED);
        if (type == null || text == null) return List.of();
        return Passages.tableRows(skill, EntryType.ofLabel(type), text);
    }

    /** Whether the reader's index has a vector field at all: its field list says so, no vector is read. */
    public static boolean present(DirectoryReader reader) {
        for (var leaf : reader.leaves()) if (leaf.reader().getFieldInfos().fieldInfo(IndexSchema.VECTOR) != null) return true;
        return false;
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

    /** A table row near a question: the section holding it, its text as {@code MapRow} keeps it, and its cosine. */
    public record NearRow(String source, String row, double cosine) {}

    /** The table rows nearest {@code question}, nearest first, at most {@code n}. */
    public List<NearRow> nearestRows(float[] question, int n) {
        List<NearRow> out = new ArrayList<>();
        for (int p = 0; p < rows.length; p++) if (rows[p] != null) out.add(new NearRow(sources[p], rows[p], dot(question, p * question.length)));
        out.sort(java.util.Comparator.comparingDouble(NearRow::cosine).reversed());
        return List.copyOf(out.subList(0, Math.min(n, out.size())));
    }

    private double dot(float[] q, int offset) {
        float s = 0;
        for (int i = 0; i < q.length; i++) s += q[i] * vectors[offset + i];
        return s;
    }
}
