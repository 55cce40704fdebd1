package dkg.render;

/** Small text helpers the renderers share. */
final class Text {
    private Text() {}

    /** {@code s} with every run of white space (newlines included) folded to one space. */
    static String oneLine(String s) { return s == null ? "" : s.replaceAll("\\s+", " ").strip(); }

    /** {@code s} in quotes, cut to {@link #QUOTED_CHARS} characters: an answer never echoes a huge input. */
    static String quoted(String s) {
        String one = oneLine(s);
        return "\"" + (one.length() <= QUOTED_CHARS ? one : one.substring(0, QUOTED_CHARS) + "...") + "\"";
    }

    static final int QUOTED_CHARS = 120;

    /** {@code " — " + s}, or nothing when {@code s} is null. */
    static String dash(String s) { return s == null ? "" : " — " + s; }
}
