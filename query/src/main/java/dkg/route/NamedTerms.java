package dkg.route;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A vocabulary of things a text may name (products, tools, software), each a canonical name and
 * the regex that finds it, read from a tab-separated data file on the classpath. Immutable.
 */
public final class NamedTerms {
    private record Term(String canonical, Pattern pattern) {}

    private final List<Term> terms;

    private NamedTerms(List<Term> terms) { this.terms = List.copyOf(terms); }

    /** Hardware, tools and deployment terms of the NVIDIA networking world ({@code /dkg/route/products.tsv}). */
    public static NamedTerms products() { return Products.VOCABULARY; }

    // read once, on first use
    private static final class Products {
        static final NamedTerms VOCABULARY = read("/dkg/route/products.tsv");
    }

    /** The canonical names the text names, in the file's order, each once. */
    public List<String> in(String text) {
        List<String> out = new ArrayList<>();
        for (Term t : terms) if (t.pattern().matcher(text).find() && !out.contains(t.canonical())) out.add(t.canonical());
        return out;
    }

    /** Reads "canonical name TAB regex" lines; blank lines and lines starting with # are skipped. */
    public static NamedTerms read(String resource) {
        List<Term> out = new ArrayList<>();
        try (InputStream in = NamedTerms.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException(resource + " missing from the classpath");
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] kv = line.split("\t", 2);
                if (kv.length == 2) out.add(new Term(kv[0].strip(), Pattern.compile(kv[1].strip())));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new NamedTerms(out);
    }
}
