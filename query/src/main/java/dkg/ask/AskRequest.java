package dkg.ask;

import dkg.api.DocaKg;

import dkg.error.Check;

/**
 * A question for {@link DocaKg#ask}: free text, English or Chinese, up to 64 KiB (a pasted log
 * included).
 *
 * @param question the question as the user wrote it
 * @param limit    most skills to rank, 1..20
 * @param lang     "auto" (or null), "en" or "zh"
 */
public record AskRequest(String question, int limit, String lang) {
    /** Longest question accepted, in characters. */
    public static final int MAX_CHARS = 64 * 1024;

    public AskRequest {
        Check.notBlank(question, "question");
        Check.maxLength(question, MAX_CHARS, "question");
        Check.range(limit, 1, 20, "limit");
        lang = lang == null ? "auto" : Check.oneOf(lang, java.util.List.of("auto", "en", "zh"), "language");
    }

    public static AskRequest of(String question) { return new AskRequest(question, 5, "auto"); }
}
