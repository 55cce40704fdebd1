package dkg.ingest.parse.code;

import dkg.ingest.emit.Minter;
import dkg.ingest.parse.Problems;
import dkg.ingest.parse.SourceParser;
import dkg.ingest.source.Source;
import dkg.vocab.DKG.Nodes;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.system.StreamRDF;

/**
 * Reads a samples tree's {@code meson.build}: each {@code dependency('NAME')} it declares becomes a
 * {@code dkg:mesonDependency} of its Sample or Application. Meson's {@code #} comments are dropped
 * first (outside its quoted strings), so a commented-out dependency does not count. Stateless.
 */
public final class MesonBuildParser implements SourceParser {
    private static final Pattern DEPENDENCY = Pattern.compile("\\bdependency\\s*\\(\\s*'([^']+)'");

    @Override
    public void parse(Source source, StreamRDF sink, Problems problems) {
        Minter m = new Minter(source, sink);
        m.declareDocument("meson.build", null, null);
        m.triple(m.document(), Nodes.type, Nodes.SourceFile);
        m.literal(m.document(), Nodes.docaVersion, source.attribute(Source.DOCA_VERSION));
        Node unit = CodeUnits.declare(m);
        if (unit == null) return;
        for (String dep : dependencies(source.readText())) m.literal(unit, Nodes.mesonDependency, dep);
    }

    /** Every dependency name the file declares, in order. */
    static Set<String> dependencies(String text) {
        Set<String> out = new LinkedHashSet<>();
        Matcher d = DEPENDENCY.matcher(withoutComments(text));
        while (d.find()) out.add(d.group(1));
        return out;
    }

    /** The text with each {@code #...} comment blanked, quotes respected. */
    static String withoutComments(String text) {
        StringBuilder b = new StringBuilder(text.length());
        boolean quoted = false, comment = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') { comment = false; quoted = false; }
            else if (comment) continue;
            else if (c == '\'') quoted = !quoted;
            else if (c == '#' && !quoted) { comment = true; continue; }
            b.append(c);
        }
        return b.toString();
    }
}
