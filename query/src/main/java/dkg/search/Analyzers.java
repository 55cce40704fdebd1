package dkg.search;

import java.util.HashMap;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.cn.smart.SmartChineseAnalyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.miscellaneous.PerFieldAnalyzerWrapper;
import org.apache.lucene.analysis.util.CharTokenizer;

/**
 * The analyzers per field: English (stemming, stop words) for {@code *_en}, SmartChineseAnalyzer
 * (word segmentation) for {@code *_zh}, and the identifier chain for {@code *_ident}.
 *
 * <p>Identifiers are tokenized on anything but letters, digits and {@code _}, lower-cased; the
 * index side adds their parts ({@link IdentifierPartsFilter}), the query side keeps them whole.
 * Analyzers are thread-safe; one instance per process is enough.
 */
public final class Analyzers {
    private Analyzers() {}

    /** For writing documents. */
    public static Analyzer index() { return wrap(identifier(true)); }

    /** For analysing query text. */
    public static Analyzer query() { return wrap(identifier(false)); }

    private static Analyzer wrap(Analyzer ident) {
        Analyzer en = new EnglishAnalyzer();
        Map<String, Analyzer> perField = new HashMap<>();
        perField.put(IndexSchema.titleField("zh"), CHINESE.get());
        perField.put(IndexSchema.textField("zh"), CHINESE.get());
        perField.put(IndexSchema.TITLE_IDENT, ident);
        perField.put(IndexSchema.TEXT_IDENT, ident);
        return new PerFieldAnalyzerWrapper(en, perField);
    }

    // SmartChineseAnalyzer loads its dictionaries on first use; share one.
    private static final java.util.function.Supplier<Analyzer> CHINESE =
            new java.util.function.Supplier<>() {
                private volatile Analyzer a;
                public Analyzer get() {
                    if (a == null) synchronized (this) { if (a == null) a = new SmartChineseAnalyzer(); }
                    return a;
                }
            };

    /** Identifier analysis; {@code withParts} adds the {@code _}-part runs (index side only). */
    public static Analyzer identifier(boolean withParts) {
        return new Analyzer() {
            @Override
            protected TokenStreamComponents createComponents(String fieldName) {
                Tokenizer source = CharTokenizer.fromTokenCharPredicate(c -> Character.isLetterOrDigit(c) || c == '_');
                var lower = new LowerCaseFilter(source);
                return new TokenStreamComponents(source, withParts ? new IdentifierPartsFilter(lower) : lower);
            }
        };
    }
}
