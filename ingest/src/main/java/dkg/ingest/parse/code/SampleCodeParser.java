package dkg.ingest.parse.code;

import dkg.ingest.emit.Minter;
import dkg.ingest.parse.Problems;
import dkg.ingest.parse.SourceParser;
import dkg.ingest.source.Source;
import dkg.vocab.DKG.Nodes;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.system.StreamRDF;

/**
 * Reads one C, C++ or CUDA file of a DOCA samples tree into CallSites: every place it names a DOCA
 * symbol ({@link CodeScanner}), with the use kind, line, column and enclosing function, the symbol
 * by the same IRI the API parsers mint (so its library and definitions join at query time), and a
 * {@code dkg:sourceRef} of {@code <key>#L<line>}. The file is a {@code dkg:SourceFile} of its Sample
 * or Application ({@link CodeUnits}). Names the file declares as variables are not DOCA symbols and
 * are left out. Stateless and thread-safe.
 */
public final class SampleCodeParser implements SourceParser {

    @Override
    public void parse(Source source, StreamRDF sink, Problems problems) {
        Minter m = new Minter(source, sink);
        String name = source.path().getFileName().toString();
        m.declareDocument(name, null, null);
        m.triple(m.document(), Nodes.type, Nodes.SourceFile);
        m.literal(m.document(), Nodes.docaVersion, source.attribute(Source.DOCA_VERSION));
        CodeUnits.declare(m);
        ScannedCode code = CodeScanner.scan(source.readText());
        if (!code.balanced())
            problems.warning(source.key(), "braces or parentheses do not pair up (conditional code?); enclosing functions may be wrong");
        for (CodeRef r : code.refs()) {
            if (r.use() == CodeRef.Use.VARIABLE) continue;
            Node site = m.fact(Nodes.CallSite, "L" + r.line() + "C" + r.column(), null);
            m.triple(site, Nodes.symbol, Minter.symbol(r.name()));
            m.literal(site, Nodes.useKind, r.use().id());
            m.integer(site, Nodes.line, r.line());
            m.integer(site, Nodes.column, r.column());
            m.literal(site, Nodes.sourceRef, source.key() + "#L" + r.line());
            m.triple(site, Nodes.inDocument, m.document());
            // the arity a release's samples call with is the only signature evidence a tree holds;
            // a call written inside a #define body has no enclosing function and its arguments are not read
            if (r.use() == CodeRef.Use.CALL && r.function() != null) m.integer(site, Nodes.argCount, r.args().size());
            if (r.function() != null) {
                m.literal(site, Nodes.enclosingFunction, r.function());
                m.integer(site, Nodes.functionLine, r.functionLine());
                m.integer(site, Nodes.functionEndLine, r.functionEnd());
            }
        }
    }
}
