package dkg.ingest.parse.code;

import dkg.ingest.emit.Minter;
import dkg.ingest.parse.Problems;
import dkg.ingest.parse.SourceParser;
import dkg.ingest.source.Source;
import dkg.vocab.DKG.Nodes;
import org.apache.jena.riot.system.StreamRDF;

/**
 * Reads one C, C++ or CUDA file of a DOCA samples tree: every place it names a DOCA symbol
 * ({@link CodeScanner}), with the use kind, line, column and enclosing function, as one
 * {@code dkg:callSites} value of the document ({@link CallSiteText}), and a {@code dkg:usesSymbol}
 * edge to each symbol it uses, by the same IRI the API parsers mint (so its library and definitions
 * join at query time). The file is a {@code dkg:SourceFile} of its Sample or Application
 * ({@link CodeUnits}). Names the file declares as variables are not DOCA symbols and are left out.
 * Stateless and thread-safe.
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
        m.literal(m.document(), Nodes.callSites, CallSiteText.encode(code.refs()));
        // the file's per-symbol summary stays in RDF: which symbols it uses (its own definitions and
        // declarations are not uses), so a release's presence of a symbol is one join away
        java.util.Set<String> used = new java.util.TreeSet<>();
        for (CodeRef r : code.refs()) if (r.use().isUse()) used.add(r.name());
        for (String symbol : used) m.triple(m.document(), Nodes.usesSymbol, Minter.symbol(symbol));
    }
}
