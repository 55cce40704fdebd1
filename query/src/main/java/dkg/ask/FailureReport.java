package dkg.ask;

import java.util.regex.Pattern;

/**
 * Whether a question reports that something fails, as opposed to asking how to do something: a
 * failure is answered where the skill explains failures (its error taxonomy, its debug task).
 * Stateless, thread-safe.
 */
public final class FailureReport {
    private FailureReport() {}

    /** Words of a report that something fails, beside extracted errors and log records. */
    private static final Pattern FAILURE_WORDS = Pattern.compile(
            "(?i)\\b(?:error|errors|fail(?:s|ed|ure|ing)?|crash(?:es|ed)?|segfault|cannot|can't|unable|not working|does not work|doesn't work|timeout|timed out|hang(?:s|ing)?)\\b");

    /**
     * Chinese says what did not happen with a negation bound to its verb (a result that never came,
     * a change that did not take): 不 or 没. The glossary's bridge to English drops such verbs, so
     * the English words above never see them.
     */
    private static final Pattern CHINESE_NEGATION = Pattern.compile("[不没]");
    /**
     * Words with 不 or 没 that deny nothing: compounds ("different", "however", "not only") and the
     * yes-no and wish forms of a question ("is it", "can it", "is there", "do not want to").
     */
    private static final Pattern CHINESE_NOT_A_NEGATION = Pattern.compile(
            "不同|不过|不仅|不少|不错|不管|不论|不断|不必|不用|不要|不想|不需要|是不是|能不能|会不会|要不要|有没有|可不可以|没关系|差不多");

    /**
     * @param question the question as asked
     * @param english  the question as the router reads it (a Chinese one bridged to English)
     * @param extracted what the extractor found in it: an error or a log record is a failure shown
     */
    public static boolean of(String question, String english, Extracted extracted) {
        return !extracted.errors().isEmpty() || !extracted.logLocations().isEmpty()
                || FAILURE_WORDS.matcher(english).find() || deniesAResult(question);
    }

    static boolean deniesAResult(String question) {
        return CHINESE_NEGATION.matcher(CHINESE_NOT_A_NEGATION.matcher(question).replaceAll("")).find();
    }
}
