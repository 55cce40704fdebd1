package dkg.ingest.parse.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the error returns out of a "Returns" text, as DOCA writes it in Doxygen and headers:
 * {@code DOCA_SUCCESS - in case of success. doca_error code - in case of failure: DOCA_ERROR_INVALID_VALUE
 * - in case of invalid input. DOCA_ERROR_NO_MEMORY - ...}. Each {@code DOCA_SUCCESS} or
 * {@code DOCA_ERROR_*} name starts an entry; its condition is the text up to the next name, without
 * the leading dash and the generic "Error code - in case of failure" lead-in.
 */
public final class Returns {
    private Returns() {}

    private static final Pattern NAME = Pattern.compile("\\b(DOCA_SUCCESS|DOCA_ERROR_[A-Z0-9_]*[A-Z0-9])\\b");
    private static final Pattern LEAD_IN = Pattern.compile(
            "(?i)[\\s.;,]*(doca_error(_t)? code|error code|other error codes?|otherwise|any other doca_error_t)\\b.*$");

    /** The entries in order; a name given twice keeps its first condition. */
    public static List<ApiMember.Returned> parse(String text) {
        Map<String, String> out = new LinkedHashMap<>();
        if (text == null) return List.of();
        Matcher m = NAME.matcher(text);
        List<int[]> spans = new ArrayList<>();
        while (m.find()) spans.add(new int[] {m.start(), m.end()});
        for (int i = 0; i < spans.size(); i++) {
            String name = text.substring(spans.get(i)[0], spans.get(i)[1]);
            int end = i + 1 < spans.size() ? spans.get(i + 1)[0] : text.length();
            out.putIfAbsent(name, condition(text.substring(spans.get(i)[1], end)));
        }
        List<ApiMember.Returned> list = new ArrayList<>();
        out.forEach((k, v) -> list.add(new ApiMember.Returned(k, v)));
        return list;
    }

    static String condition(String raw) {
        String c = raw.replaceAll("\\s+", " ").strip();
        c = c.replaceFirst("^[-:–—,]+\\s*", "");
        c = LEAD_IN.matcher(c).replaceFirst("");
        c = c.replaceFirst("[\\s,;:.-]+$", "").strip();
        return c.isEmpty() ? null : c;
    }
}
