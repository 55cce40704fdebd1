package dkg.ask;

import dkg.search.Passages;
import dkg.search.Searcher;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * The text each evidence passage shows. A section shows the window of it that holds most of the
 * question's words and, when a later window comes nearer the question in meaning, that window too:
 * the answer to a question put in other words than the skill's sits where no word of it matches.
 * One picked from the skills' sections (an entry or a named heading) comes without text, and an
 * agent should not need a second call to read what it was given. An error cause, a definition or a
 * map row keeps the text it came with.
 */
final class EvidenceTexts {
    private EvidenceTexts() {}

    /**
     * Characters of a section's text each window shows: twice a search hit's snippet, since an
     * agent should find the flag, command or symbol it needs in what it was given.
     */
    static final int EVIDENCE_TEXT = 400;

    /** Between the window of the words and the window of the meaning. */
    static final String GAP = "\n…\n";

    /** {@code windows}: the window of the section at a source nearest the question in meaning (0 its opening, -1 unknown). */
    static List<AskAnswer.Evidence> withText(Collection<AskAnswer.Evidence> picked, Searcher searcher, String q, ToIntFunction<String> windows) {
        List<String> sections = picked.stream().filter(EvidenceTexts::showsItsSection).map(AskAnswer.Evidence::source).toList();
        if (sections.isEmpty()) return List.copyOf(picked);
        Iterator<String> snippets = searcher.snippetsAt(sections, q, EVIDENCE_TEXT).iterator();
        List<Integer> near = sections.stream().map(windows::applyAsInt).toList();
        Iterator<String> texts = near.stream().anyMatch(w -> w > 0) ? searcher.textsAt(sections).iterator() : null;
        Iterator<Integer> nearest = near.iterator();
        return picked.stream().map(e -> {
            if (!showsItsSection(e)) return e;
            String snippet = snippets.next();
            int window = nearest.next();
            String whole = texts == null ? null : texts.next();
            String text = window > 0 ? withMeaning(snippet, Passages.windowText(whole, window)) : snippet;
            // a passage indexed under another kind at its anchor keeps the text it came with
            return text.isEmpty() && e.text() != null ? e : new AskAnswer.Evidence(e.kind(), e.title(), e.skill(), e.source(), text, e.why());
        }).toList();
    }

    /** The window of the words, then the window of the meaning cut to size, unless the first already shows it. */
    static String withMeaning(String snippet, String window) {
        if (window == null || window.isBlank()) return snippet;
        String shown = cut(window.strip());
        if (snippet.isEmpty()) return shown;
        return mostlyIn(shown, snippet) ? snippet : snippet + GAP + shown;
    }

    /** Whether the two overlap, whitespace aside: the window's start stands in the snippet, or the snippet in the window. */
    private static boolean mostlyIn(String shown, String snippet) {
        String a = shown.replaceAll("\\s+", " "), b = snippet.replaceAll("\\s+", " ");
        String start = a.substring(0, Math.min(a.length(), 60));
        return b.contains(start) || a.contains(b.replace("…", "").strip());
    }

    /** At most {@link #EVIDENCE_TEXT} characters, ending at a word. */
    private static String cut(String text) {
        if (text.length() <= EVIDENCE_TEXT) return text;
        int end = text.lastIndexOf(' ', EVIDENCE_TEXT);
        return text.substring(0, end > EVIDENCE_TEXT / 2 ? end : EVIDENCE_TEXT) + "…";
    }

    private static boolean showsItsSection(AskAnswer.Evidence e) {
        return e.text() == null || e.kind() == AskAnswer.Evidence.Kind.SECTION;
    }
}
