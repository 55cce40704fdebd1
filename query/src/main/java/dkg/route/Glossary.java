package dkg.route;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * A Chinese→English DOCA term glossary (data: {@code /dkg/route/glossary-zh.tsv}, one
 * {@code 中文<TAB>english} pair per line, {@code #} comments). {@link #toEnglish} bridges a Chinese
 * question to English by greedy longest match; Latin text (identifiers, "BlueField", "CPU") passes
 * through unchanged, Chinese the glossary does not know is dropped. Immutable, thread-safe.
 */
public final class Glossary {
    private final Map<String, String> terms;
    private final int longest;

    private Glossary(Map<String, String> terms) {
        this.terms = Map.copyOf(terms);
        this.longest = terms.keySet().stream().mapToInt(String::length).max().orElse(1);
    }

    /** The glossary shipped in the jar. */
    public static Glossary standard() {
        try (InputStream in = Glossary.class.getResourceAsStream("/dkg/route/glossary-zh.tsv")) {
            if (in == null) throw new IllegalStateException("glossary-zh.tsv missing from the classpath");
            return read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Glossary read(InputStream in) throws IOException {
        Map<String, String> m = new HashMap<>();
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        for (String line; (line = r.readLine()) != null; ) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] kv = line.split("\t", 2);
            if (kv.length == 2) m.put(kv[0].strip(), kv[1].strip());
        }
        return new Glossary(m);
    }

    public int size() { return terms.size(); }

    /** English rendering of {@code text}: glossary terms for Chinese words, Latin text as is. */
    public String toEnglish(String text) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            if (Character.UnicodeScript.of(cp) != Character.UnicodeScript.HAN) {
                // full-width punctuation (，。？) separates like ASCII punctuation
                out.appendCodePoint(cp >= 0xFF01 && cp <= 0xFF5E ? cp - 0xFEE0 : (cp == 0x3001 || cp == 0x3002 ? ',' : cp));
                i += Character.charCount(cp);
                continue;
            }
            int end = Math.min(text.length(), i + longest);
            String hit = null;
            for (; end > i; end--) if ((hit = terms.get(text.substring(i, end))) != null) break;
            if (hit != null) {
                out.append(' ').append(hit).append(' ');
                i = end;
            } else {
                i += Character.charCount(cp);
            }
        }
        return out.toString().replaceAll("\\s+", " ");
    }
}
