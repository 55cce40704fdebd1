package dkg.route;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.core.LowerCaseFilter;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.util.CharTokenizer;

/**
 * Turns English text into routing terms: split on anything but letters and digits (so
 * {@code doca_dma_task_memcpy} gives its parts), lower-case, drop stop words, Porter-stem.
 * Thread-safe.
 */
final class Terms {
    private Terms() {}

    // English stop words plus words every skill and every request shares ("doca", "skill", "help"),
    // which would only add noise to a question-to-skill match.
    private static final CharArraySet STOP = stopSet();

    private static CharArraySet stopSet() {
        CharArraySet s = new CharArraySet(EnglishAnalyzer.ENGLISH_STOP_WORDS_SET, true);
        for (String w : List.of("i", "me", "my", "we", "our", "you", "your", "it", "its", "do", "does", "did",
                "how", "what", "which", "why", "when", "can", "could", "should", "would", "want", "need", "help",
                "get", "got", "am", "im", "has", "have", "from", "so", "up", "just", "also", "about", "walk",
                "through", "running", "skill", "skills", "doca", "user", "agent", "s", "t", "e", "g", "m", "ll", "re", "ve", "d"))
            s.add(w);
        return CharArraySet.unmodifiableSet(s);
    }

    private static final Analyzer ANALYZER = new Analyzer() {
        @Override
        protected TokenStreamComponents createComponents(String field) {
            Tokenizer src = CharTokenizer.fromTokenCharPredicate(Character::isLetterOrDigit);
            TokenStream ts = new PorterStemFilter(new StopFilter(new LowerCaseFilter(src), STOP));
            return new TokenStreamComponents(src, ts);
        }
    };

    static List<String> of(String text) {
        List<String> out = new ArrayList<>();
        if (text == null || text.isEmpty()) return out;
        try (TokenStream ts = ANALYZER.tokenStream("t", text)) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            ts.reset();
            while (ts.incrementToken()) {
                // a bare number ("4", "1268", "0058") is no evidence for any skill on its own
                if (isNumber(term)) continue;
                out.add(term.toString());
            }
            ts.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /**
     * Each term of {@link #of} mapped to the word it came from as written in {@code text} (its first
     * occurrence): "memcpi" to "memcpy", "creat" to "create". Stems are for matching; people read words.
     */
    static java.util.Map<String, String> surfaces(String text) {
        java.util.Map<String, String> out = new java.util.HashMap<>();
        if (text == null || text.isEmpty()) return out;
        try (TokenStream ts = ANALYZER.tokenStream("t", text)) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            OffsetAttribute at = ts.addAttribute(OffsetAttribute.class);
            ts.reset();
            while (ts.incrementToken()) out.putIfAbsent(term.toString(), text.substring(at.startOffset(), at.endOffset()));
            ts.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static boolean isNumber(CharTermAttribute t) {
        for (int i = 0; i < t.length(); i++) if (!Character.isDigit(t.charAt(i))) return false;
        return true;
    }
}
