package dkg.render;

/** Small text helpers the renderers share. */
final class Text {
    private Text() {}

    /** {@code s} with every run of white space (newlines included) folded to one space. */
    static String oneLine(String s) { return s == null ? "" : s.replaceAll("\\s+", " ").strip(); }

    /** {@code " — " + s}, or nothing when {@code s} is null. */
    static String dash(String s) { return s == null ? "" : " — " + s; }
}
