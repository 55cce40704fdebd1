package dkg.routing;

import dkg.error.Check;
import java.util.List;

/**
 * A question to route to skills.
 *
 * @param question the question as asked, at most {@link #MAX_QUESTION_CHARS} characters
 * @param limit    most skills to return, 1..{@link #MAX_LIMIT}
 * @param lang     {@code auto} (null means auto), {@code en} or {@code zh}
 */
public record RouteRequest(String question, int limit, String lang) {
    public static final int MAX_LIMIT = 60;
    public static final int MAX_QUESTION_CHARS = 64 * 1024;
    public static final int DEFAULT_LIMIT = 5;
    public static final List<String> LANGS = List.of("auto", "en", "zh");

    public RouteRequest {
        Check.notBlank(question, "question");
        Check.maxLength(question, MAX_QUESTION_CHARS, "question");
        Check.range(limit, 1, MAX_LIMIT, "limit");
        lang = lang == null ? "auto" : Check.oneOf(lang, LANGS, "language");
    }
}
