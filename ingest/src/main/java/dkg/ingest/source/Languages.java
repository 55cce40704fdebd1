package dkg.ingest.source;

/** Tells the language of a text from its script: enough to pick an analyzer, not a language detector. */
public final class Languages {
    private Languages() {}

    /** {@code zh} when a tenth or more of the letters are CJK ideographs, {@code ja}/{@code ko} for kana/hangul, else {@code en}. */
    public static String guess(String text) {
        int letters = 0, han = 0, kana = 0, hangul = 0;
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            if (!Character.isLetter(c)) continue;
            letters++;
            Character.UnicodeScript s = Character.UnicodeScript.of(c);
            if (s == Character.UnicodeScript.HAN) han++;
            else if (s == Character.UnicodeScript.HIRAGANA || s == Character.UnicodeScript.KATAKANA) kana++;
            else if (s == Character.UnicodeScript.HANGUL) hangul++;
        }
        if (letters == 0) return "en";
        if (kana * 20 >= letters) return "ja";
        if (hangul * 10 >= letters) return "ko";
        if (han * 10 >= letters) return "zh";
        return "en";
    }
}
