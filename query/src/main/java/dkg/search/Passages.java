package dkg.search;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Which index entries carry vectors and what text of theirs is embedded: a skill's description,
 * a section and an error cause of a skill, in English (the model is English). Each gets its
 * opening (the title and the first words of the text, where a section says what it is about);
 * a section of the knowledge map also gets each of its table rows, since every row routes one
 * topic and is the map's answer to it. API symbols and sample files without a skill are reached by
 * name, not by meaning.
 */
public final class Passages {
    private Passages() {}

    /** Words of the text embedded after the title: about the window bge-small reads best. */
    public static final int WORDS = 80;
    /** The skill whose sections are routing tables: one row per topic outside the bundle's skills. */
    public static final String KNOWLEDGE_MAP = "doca-public-knowledge-map";

    public static boolean embedded(IndexEntry e) {
        return e.skill() != null && IndexSchema.DEFAULT_LANG.equals(IndexSchema.fieldLang(e.lang()))
                && e.type() != EntryType.SYMBOL && !(e.title().isBlank() && e.text().isBlank());
    }

    /**
     * Windows of an entry embedded at most: two hold the whole text of most sections, and more found
     * no more answers on the development questions while each costs ingest time for every long section.
     */
    static final int MAX_WINDOWS = 2;

    /** The texts embedded for an entry, its opening first: then its table rows, or else its later windows. */
    public static List<String> texts(IndexEntry e) {
        List<String> rows = tableRows(e.skill(), e.type(), e.text());
        if (rows.isEmpty()) return windows(e.title(), e.text());
        List<String> out = new ArrayList<>();
        out.add(window(e.title(), e.text()));
        for (String line : rows) out.add(window(e.title(), line));
        return out;
    }

    /** The lines of an entry embedded after its opening, stripped: a knowledge-map section's table rows, in order. */
    public static List<String> tableRows(String skill, EntryType type, String text) {
        List<String> out = new ArrayList<>();
        if (KNOWLEDGE_MAP.equals(skill) && type == EntryType.SECTION)
            for (String line : text.split("\n")) if (line.contains(" | ")) out.add(line.strip());
        return out;
    }

    /** The title and the first {@link #WORDS} words of the text. */
    static String window(String title, String text) { return windows(title, text, 1).getFirst(); }

    /** The title with each run of {@link #WORDS} words of the text in turn, at most {@link #MAX_WINDOWS}; the title alone for no text. */
    static List<String> windows(String title, String text) { return windows(title, text, MAX_WINDOWS); }

    private static List<String> windows(String title, String text, int most) {
        String head = title.strip();
        List<String> out = new ArrayList<>();
        for (List<int[]> words : windowWords(text, most)) {
            StringBuilder b = new StringBuilder(head);
            for (int[] w : words) b.append(b.length() == head.length() ? (head.isEmpty() ? "" : ": ") : " ").append(text, w[0], w[1]);
            out.add(b.toString());
        }
        return out.isEmpty() ? List.of(head) : out;
    }

    /**
     * The text of window {@code part} of an entry's vectors as it stands in the text (its line breaks
     * kept), without the title; null when the text has no such window.
     */
    public static String windowText(String text, int part) {
        List<List<int[]>> windows = windowWords(text, MAX_WINDOWS);
        if (part < 0 || part >= windows.size()) return null;
        List<int[]> words = windows.get(part);
        return text.substring(words.getFirst()[0], words.getLast()[1]);
    }

    /** The character spans of the text's words, {@link #WORDS} to a window, at most {@code most} windows. */
    private static List<List<int[]>> windowWords(String text, int most) {
        List<List<int[]>> out = new ArrayList<>();
        List<int[]> current = new ArrayList<>();
        int i = 0;
        while (i < text.length() && out.size() < most) {
            while (i < text.length() && Character.isWhitespace(text.charAt(i))) i++;
            int start = i;
            while (i < text.length() && !Character.isWhitespace(text.charAt(i))) i++;
            if (i == start) continue;
            current.add(new int[] {start, i});
            if (current.size() == WORDS) {
                out.add(current);
                current = new ArrayList<>();
            }
        }
        if (!current.isEmpty() && out.size() < most) out.add(current);
        return out;
    }

    /** What a vector is reused by: the model and the exact text embedded. */
    public static String hash(String passage) {
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            d.update(PassageModel.ID.getBytes(StandardCharsets.UTF_8));
            d.update((byte) 0);
            return HexFormat.of().formatHex(d.digest(passage.getBytes(StandardCharsets.UTF_8)), 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
