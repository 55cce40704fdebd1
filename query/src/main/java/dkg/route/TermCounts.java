package dkg.route;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * How often each routing term occurs in one field of every skill, kept term by term: the terms
 * sorted, and for each the skills holding it with its count in each. This is the form a store keeps
 * and a router scores from, so a cold start reads a few arrays instead of counting some 66,000
 * term-skill pairs into maps.
 */
public final class TermCounts {
    private final String[] terms;
    /** Term {@code t}'s postings are {@code skills[starts[t]..starts[t+1])} with {@code counts} alongside. */
    private final int[] starts, skills, counts;
    /** Per skill, how many terms its field holds (repeats counted). */
    private final int[] lengths;

    private TermCounts(String[] terms, int[] starts, int[] skills, int[] counts, int[] lengths) {
        this.terms = terms;
        this.starts = starts;
        this.skills = skills;
        this.counts = counts;
        this.lengths = lengths;
    }

    /** From each skill's terms, in order and repeated as they occur. */
    public static TermCounts ofTerms(List<List<String>> perSkill) {
        return of(perSkill.stream().map(TermCounts::counted).toList());
    }

    /** From each skill's term counts. */
    private static TermCounts of(List<Map<String, Integer>> perSkill) {
        TreeMap<String, TreeMap<Integer, Integer>> byTerm = new TreeMap<>();
        int[] lengths = new int[perSkill.size()];
        for (int s = 0; s < perSkill.size(); s++)
            for (var e : perSkill.get(s).entrySet()) {
                byTerm.computeIfAbsent(e.getKey(), k -> new TreeMap<>()).put(s, e.getValue());
                lengths[s] += e.getValue();
            }
        String[] terms = byTerm.keySet().toArray(String[]::new);
        int pairs = byTerm.values().stream().mapToInt(Map::size).sum();
        int[] starts = new int[terms.length + 1], skills = new int[pairs], counts = new int[pairs];
        int k = 0, t = 0;
        for (var postings : byTerm.values()) {
            starts[t++] = k;
            for (var p : postings.entrySet()) { skills[k] = p.getKey(); counts[k++] = p.getValue(); }
        }
        starts[t] = k;
        return new TermCounts(terms, starts, skills, counts, lengths);
    }

    static Map<String, Integer> counted(List<String> terms) {
        Map<String, Integer> m = new java.util.HashMap<>();
        for (String t : terms) m.merge(t, 1, Integer::sum);
        return m;
    }

    int skillCount() { return lengths.length; }

    int length(int skill) { return lengths[skill]; }

    /** The term's number, or a negative number when no skill's field holds it. */
    int id(String term) { return Arrays.binarySearch(terms, term); }

    /** Where term {@code id}'s postings start and end in {@link #skill} / {@link #count}. */
    int start(int id) { return starts[id]; }

    int end(int id) { return starts[id + 1]; }

    int skill(int posting) { return skills[posting]; }

    int count(int posting) { return counts[posting]; }

    /** How often term {@code id} occurs in the skill's field (0 when not at all). */
    int count(int id, int skill) {
        int k = Arrays.binarySearch(skills, starts[id], starts[id + 1], skill);
        return k < 0 ? 0 : counts[k];
    }

    public void write(DataOutput out) throws IOException {
        ints(out, lengths);
        byte[] joined = String.join("\n", terms).getBytes(StandardCharsets.UTF_8);
        out.writeInt(terms.length);
        out.writeInt(joined.length);
        out.write(joined);
        ints(out, starts);
        ints(out, skills);
        ints(out, counts);
    }

    public static TermCounts read(DataInput in) throws IOException {
        int[] lengths = ints(in);
        String[] terms = new String[size(in)];
        byte[] joined = new byte[size(in)];
        in.readFully(joined);
        String all = new String(joined, StandardCharsets.UTF_8);
        for (int t = 0, from = 0; t < terms.length; t++) {
            int nl = all.indexOf('\n', from);
            int to = nl < 0 ? all.length() : nl;
            terms[t] = all.substring(from, to);
            from = to + 1;
        }
        return new TermCounts(terms, ints(in), ints(in), ints(in), lengths);
    }

    // arrays in one block each: a read of tens of thousands of ints one by one was most of the load
    private static void ints(DataOutput out, int[] a) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(a.length * Integer.BYTES);
        b.asIntBuffer().put(a);
        out.writeInt(a.length);
        out.write(b.array());
    }

    private static int[] ints(DataInput in) throws IOException {
        byte[] raw = new byte[Math.multiplyExact(size(in), Integer.BYTES)];
        in.readFully(raw);
        int[] a = new int[raw.length / Integer.BYTES];
        ByteBuffer.wrap(raw).asIntBuffer().get(a);
        return a;
    }

    /** A length as written; a torn or foreign file's would allocate without bound. */
    private static int size(DataInput in) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > MAX_SIZE) throw new IOException("not a term-counts block (a length of " + n + ")");
        return n;
    }

    private static final int MAX_SIZE = 1 << 26;

    @Override
    public boolean equals(Object o) {
        return o instanceof TermCounts c && Arrays.equals(terms, c.terms) && Arrays.equals(starts, c.starts)
                && Arrays.equals(skills, c.skills) && Arrays.equals(counts, c.counts) && Arrays.equals(lengths, c.lengths);
    }

    @Override
    public int hashCode() { return Arrays.hashCode(terms) * 31 + Arrays.hashCode(lengths); }
}
