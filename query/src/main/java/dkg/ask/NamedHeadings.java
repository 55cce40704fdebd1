package dkg.ask;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Whether a question says a section's heading word for word ("the DOCA Flow CT pipe" says the
 * heading "flow-ct"; "the progress engine" says "Progress engine"). A question that names a topic
 * the way a skill titles it asks about that section. Only headings of two or more words that are
 * not function words (nor "DOCA") count: a one-word heading ("configure", "run") is said by any
 * question, and a heading made of the skill's own name ("DOCA AES-GCM" in doca-aes-gcm) titles the
 * skill, not a section of it.
 * Stateless, thread-safe.
 */
public final class NamedHeadings {
    private NamedHeadings() {}

    private static final Set<String> FUNCTION_WORDS = Set.of("a", "an", "the", "of", "and", "or", "in", "on", "to", "for",
            "with", "is", "are", "be", "by", "as", "at", "from", "this", "that", "it", "its", "vs", "how", "what", "when", "why",
            // every skill's title says it ("DOCA Flow"): a heading that only adds it names the skill, not a section
            "doca");

    /** The question's words, made once per question: it says a heading when they contain its {@link #phrase}. */
    public static String words(String question) {
        return " " + String.join(" ", tokens(question)) + " ";
    }

    /**
     * The phrase a question says the heading with, to look for in what {@link #words} gave; null
     * for a heading no question names a section by.
     *
     * @param skill the name of the skill the heading is in
     */
    public static String phrase(String heading, String skill) {
        List<String> h = tokens(heading);
        List<String> content = h.stream().filter(t -> !FUNCTION_WORDS.contains(t)).toList();
        return content.size() >= 2 && !tokens(skill).containsAll(content) ? " " + String.join(" ", h) + " " : null;
    }

    /**
     * Lower-case runs of letters and digits: "`doca-gpi` vs DOCA_GPUNetIO" gives doca gpi vs doca gpunetio.
     * A CJK character is a word of its own, so Chinese between two English words keeps them apart.
     */
    static List<String> tokens(String text) {
        List<String> out = new ArrayList<>();
        StringBuilder t = new StringBuilder();
        for (int i = 0; i <= text.length(); i++) {
            char c = i < text.length() ? text.charAt(i) : ' ';
            boolean cjk = c >= CJK_START && Character.isLetter(c);
            if (Character.isLetterOrDigit(c) && !cjk) { t.append(c); continue; }
            if (!t.isEmpty()) { out.add(t.toString().toLowerCase(Locale.ROOT)); t.setLength(0); }
            if (cjk) out.add(String.valueOf(c));
        }
        return out;
    }

    /** Where the CJK radicals begin; letters from here on are written without spaces between words. */
    private static final char CJK_START = 0x2E80;
}
