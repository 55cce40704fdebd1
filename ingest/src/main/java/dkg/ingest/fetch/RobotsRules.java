package dkg.ingest.fetch;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The rules of one host's {@code robots.txt} that apply to one user agent: the group naming the
 * agent (by product token, case-insensitive) if there is one, else the {@code *} group. A path is
 * allowed unless the longest matching rule is a {@code Disallow} (RFC 9309; {@code *} and {@code $}
 * patterns are supported). Immutable.
 */
public final class RobotsRules {
    private record Rule(boolean allow, String pattern) {}

    private final List<Rule> rules;

    private RobotsRules(List<Rule> rules) { this.rules = List.copyOf(rules); }

    /** No rules: everything allowed (no robots.txt, or a 404). */
    public static RobotsRules allowAll() { return new RobotsRules(List.of()); }

    /** Parses {@code robots.txt} text for {@code agentToken} (e.g. {@code doca-kg}). */
    public static RobotsRules parse(String text, String agentToken) {
        String agent = agentToken.toLowerCase(Locale.ROOT);
        List<Rule> mine = new ArrayList<>(), star = new ArrayList<>();
        boolean foundMine = false;
        List<String> groupAgents = new ArrayList<>();
        List<Rule> groupRules = new ArrayList<>();
        boolean inRules = false;
        for (String raw : (text + "\nuser-agent: __end__").split("\n")) {
            String line = raw.replaceFirst("#.*", "").strip();
            int colon = line.indexOf(':');
            if (colon < 0) continue;
            String field = line.substring(0, colon).strip().toLowerCase(Locale.ROOT);
            String value = line.substring(colon + 1).strip();
            if (field.equals("user-agent")) {
                if (inRules) { // a new group starts: file the previous one
                    for (String a : groupAgents) {
                        if (a.equals(agent)) { mine.addAll(groupRules); foundMine = true; }
                        else if (a.equals("*")) star.addAll(groupRules);
                    }
                    groupAgents.clear();
                    groupRules = new ArrayList<>();
                    inRules = false;
                }
                groupAgents.add(value.toLowerCase(Locale.ROOT));
            } else if (field.equals("allow") || field.equals("disallow")) {
                inRules = true;
                if (!value.isEmpty()) groupRules.add(new Rule(field.equals("allow"), value));
            }
        }
        return new RobotsRules(foundMine ? mine : star);
    }

    /** Whether {@code path} (path and query of a URL) may be fetched. */
    public boolean allows(String path) {
        Rule best = null;
        for (Rule r : rules) {
            if (!matches(r.pattern, path)) continue;
            if (best == null || r.pattern.length() > best.pattern.length()
                    || (r.pattern.length() == best.pattern.length() && r.allow)) best = r;
        }
        return best == null || best.allow;
    }

    private static boolean matches(String pattern, String path) {
        boolean anchored = pattern.endsWith("$");
        String p = anchored ? pattern.substring(0, pattern.length() - 1) : pattern;
        String regex = java.util.Arrays.stream(p.split("\\*", -1)).map(java.util.regex.Pattern::quote)
                .reduce((a, b) -> a + ".*" + b).orElse("") + (anchored ? "" : ".*");
        return path.matches(regex);
    }
}
