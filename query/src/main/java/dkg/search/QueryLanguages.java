package dkg.search;

import java.util.List;

/**
 * The languages of a question by script share, not by the presence of one Latin word: a Chinese
 * question naming "DPU" or {@code doca_dma} is Chinese. A Han character counts as one unit (about
 * a morpheme) and a Latin word as one; the larger share is the primary language, and a question
 * with both scripts is searched in both.
 */
public record QueryLanguages(String primary, List<String> search, double zhShare) {

    public static QueryLanguages of(String question) {
        int han = 0, latinWords = 0;
        boolean inWord = false;
        for (int i = 0; i < question.length(); ) {
            int c = question.codePointAt(i);
            i += Character.charCount(c);
            Character.UnicodeScript s = Character.UnicodeScript.of(c);
            if (s == Character.UnicodeScript.HAN) {
                han++;
                inWord = false;
            } else if (s == Character.UnicodeScript.LATIN || (inWord && (Character.isDigit(c) || c == '_'))) {
                if (!inWord) latinWords++;
                inWord = true;
            } else {
                inWord = false;
            }
        }
        if (han == 0) return new QueryLanguages("en", List.of("en"), 0);
        double share = han / (double) (han + latinWords);
        String primary = share >= 0.5 ? "zh" : "en";
        List<String> both = primary.equals("zh") ? List.of("zh", "en") : List.of("en", "zh");
        return new QueryLanguages(primary, latinWords == 0 ? List.of("zh") : both, share);
    }

    /** Whether Chinese fields take part in the search. */
    public boolean includesChinese() { return search.contains("zh"); }
}
