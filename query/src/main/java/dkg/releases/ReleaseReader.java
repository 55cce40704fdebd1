package dkg.releases;

import dkg.code.CodeCatalog;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the release an answer is about: the one a question names ({@code DOCA 2.9},
 * {@code bf-bundle-2.8.0}, {@code 3.1.0105}), else the installed one (headers, a saved probe), and
 * notes each quoted fact whose release is another. Stateless.
 */
public final class ReleaseReader {
    private ReleaseReader() {}

    /** A release number in what the extractor kept ({@code DOCA 2.9}, {@code 2.8.0}, {@code 3.1.0105-1}). */
    private static final Pattern NUMBER = Pattern.compile("(\\d{1,2}\\.\\d{1,2}(?:\\.\\d{1,4})?)");

    /**
     * @param named    release strings found in the question, first first (may be empty)
     * @param catalog  the code catalog (ingested releases, installed headers, saved probe), or null when
     *                 it is not at hand; then only a named release is read
     * @param quoted   fact name → the release its quoted definition belongs to (null when none)
     * @return the note, or null when neither a named nor an installed release is known
     */
    public static ReleaseNote read(List<String> named, CodeCatalog catalog, Map<String, String> quoted) {
        String asked = null, from = null, release = null;
        List<String> notes = new ArrayList<>();
        for (String n : named) {
            Matcher m = NUMBER.matcher(n);
            if (!m.find()) continue;
            asked = n;
            from = "question";
            release = catalog == null ? null : catalog.matching(m.group(1));
            if (catalog != null && release == null)
                notes.add("DOCA " + m.group(1) + " is not among the ingested releases" + catalog.releaseSpan()
                        + ": the facts below come from other releases");
            break;
        }
        if (asked == null) {
            if (catalog == null) return null;
            CodeCatalog.Installed installed = catalog.installed();
            if (installed.release() == null || installed.from().equals("newest ingested")) return null;
            asked = installed.read();
            from = installed.from();
            release = installed.release();
        }
        String target = release != null ? release : asked;
        for (var e : quoted.entrySet()) {
            String at = e.getValue();
            if (at == null || sameRelease(at, target)) continue;
            notes.add(e.getKey() + ": quoted from DOCA " + at + ", not " + (release != null ? release : asked)
                    + (catalog != null && release != null && catalog.presence(e.getKey()).containsKey(release)
                       ? " (the DOCA " + release + " sources show it too: " + catalog.presence(e.getKey()).get(release).evidence() + ")"
                       : catalog != null && release != null ? " (the DOCA " + release + " sources compared do not show it)" : ""));
        }
        return new ReleaseNote(asked, from, release, catalog == null ? null : release != null, notes);
    }

    private static boolean sameRelease(String a, String b) {
        if (a.equals(b)) return true;
        Matcher x = NUMBER.matcher(a), y = NUMBER.matcher(b);
        if (!x.find() || !y.find()) return false;
        String p = x.group(1), q = y.group(1);
        return p.startsWith(q + ".") || q.startsWith(p + ".") || p.startsWith(q) && q.chars().filter(c -> c == '.').count() >= 2;
    }
}
