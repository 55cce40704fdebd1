package dkg.route;

import dkg.search.QueryLanguages;

/**
 * A question with its language decided once: Chinese when the caller says {@code zh}, or, for
 * {@code auto} (or none), when its script has Chinese in it. Routing, the glossary's bridge and
 * the evidence of an answer all read this one value instead of telling the language again.
 *
 * @param text    the question as asked
 * @param chinese whether it is read as Chinese (and bridged to English by the glossary)
 */
public record Question(String text, boolean chinese) {

    /** {@code text} asked in {@code lang}: "zh", "en", or "auto" (or null) to tell from its script. */
    public static Question of(String text, String lang) {
        return new Question(text, "zh".equals(lang) || ((lang == null || "auto".equals(lang)) && QueryLanguages.of(text).includesChinese()));
    }

    /** The same question in other words (names found in it added): its language stays the one decided. */
    public Question withText(String other) { return new Question(other, chinese); }
}
