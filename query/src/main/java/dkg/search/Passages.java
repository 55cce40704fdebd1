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
    static final int WORDS = 80;
    /** The skill whose sections are routing tables: one row per topic outside the bundle's skills. */
    public static final String KNOWLEDGE_MAP = "doca-public-knowledge-map";

    public static boolean embedded(IndexEntry e) {
        return e.skill() != null && IndexSchema.DEFAULT_LANG.equals(IndexSchema.fieldLang(e.lang()))
                && e.type() != EntryType.SYMBOL && !(e.title().isBlank() && e.text().isBlank());
    }

    /** The texts embedded for an entry, its opening first. */
    public static List<String> texts(IndexEntry e) {
        List<String> out = new ArrayList<>();
        out.add(window(e.title(), e.text()));
        for (String line : tableRows(e.skill(), e.type(), e.text())) out.add(window(e.title(), line));
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
    static String window(String title, String text) {
        StringBuilder b = new StringBuilder(title.strip());
        int words = 0, i = 0;
        while (i < text.length() && words < WORDS) {
            while (i < text.length() && Character.isWhitespace(text.charAt(i))) i++;
            int start = i;
            while (i < text.length() && !Character.isWhitespace(text.charAt(i))) i++;
            if (i > start) {
                b.append(words == 0 ? (b.isEmpty() ? "" : ": ") : " ").append(text, start, i);
                words++;
            }
        }
        return b.toString();
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
