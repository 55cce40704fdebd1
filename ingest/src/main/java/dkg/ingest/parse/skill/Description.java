package dkg.ingest.parse.skill;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a skill's front-matter description says in fixed phrases: the quoted phrases after
 * "typical implicit phrasings include", and the "(Product)" referrals after "Refuse and route
 * elsewhere for". Pure functions over the description text.
 */
public final class Description {
    private Description() {}

    /**
     * One referral: questions about {@code reason} belong to {@code product}.
     *
     * @param reason  the phrase before the parenthesis ({@code cross-network copies})
     * @param product the parenthesised name ({@code DOCA RDMA})
     */
    public record Refusal(String reason, String product) {}

    private static final Pattern QUOTED = Pattern.compile("[\"“]([^\"”]+)[\"”]");
    private static final Pattern PAREN = Pattern.compile("([^,;()]+?)\\s*\\(([^()]+)\\)");

    /** Quoted phrases of the sentence after "implicit phrasings include" (or "phrasings:"). */
    public static List<String> implicitPhrasings(String description) {
        String d = flat(description);
        int at = indexOfAny(d, "implicit phrasings include", "phrasings:");
        List<String> out = new ArrayList<>();
        if (at < 0) return out;
        Matcher m = QUOTED.matcher(sentence(d, at));
        while (m.find()) out.add(m.group(1).strip());
        return out;
    }

    /** The "(Product)" referrals of the sentence starting "Refuse and route elsewhere for". */
    public static List<Refusal> refusals(String description) {
        String d = flat(description);
        int at = d.toLowerCase(Locale.ROOT).indexOf("refuse and route elsewhere for");
        List<Refusal> out = new ArrayList<>();
        if (at < 0) return out;
        String s = sentence(d, at).substring("refuse and route elsewhere for".length());
        Matcher m = PAREN.matcher(s);
        while (m.find()) {
            String reason = m.group(1).strip().replaceFirst("^(or|and)\\s+", "");
            out.add(new Refusal(reason, m.group(2).strip()));
        }
        return out;
    }

    private static String flat(String s) { return s == null ? "" : s.replaceAll("\\s+", " "); }

    private static int indexOfAny(String d, String... needles) {
        String lower = d.toLowerCase(Locale.ROOT);
        for (String n : needles) {
            int i = lower.indexOf(n);
            if (i >= 0) return i;
        }
        return -1;
    }

    /** From {@code at} to the first full stop outside quotes and parentheses. */
    static String sentence(String d, int at) {
        boolean quoted = false;
        int depth = 0;
        for (int i = at; i < d.length(); i++) {
            char c = d.charAt(i);
            if (c == '"') quoted = !quoted;
            else if (c == '“') quoted = true;
            else if (c == '”') quoted = false;
            else if (c == '(') depth++;
            else if (c == ')') depth = Math.max(0, depth - 1);
            else if (c == '.' && !quoted && depth == 0 && (i + 1 == d.length() || d.charAt(i + 1) == ' ')) {
                return d.substring(at, i);
            }
        }
        return d.substring(at);
    }
}
