package dkg.sparql;

import dkg.error.BadInputException;
import dkg.search.Hit;
import dkg.search.SearchRequest;
import dkg.search.SearcherSource;
import dkg.vocab.DKG;
import java.util.ArrayList;
import java.util.List;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.query.QueryBuildException;
import org.apache.jena.query.QueryExecException;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.engine.ExecutionContext;
import org.apache.jena.sparql.engine.QueryIterator;
import org.apache.jena.sparql.engine.binding.Binding;
import org.apache.jena.sparql.engine.binding.BindingFactory;
import org.apache.jena.sparql.engine.iterator.QueryIterPlainWrapper;
import org.apache.jena.sparql.pfunction.PropFuncArg;
import org.apache.jena.sparql.pfunction.PropFuncArgType;
import org.apache.jena.sparql.pfunction.PropertyFunctionBase;
import org.apache.jena.sparql.pfunction.PropertyFunctionRegistry;
import org.apache.jena.sparql.util.Symbol;

/**
 * {@code dkg:search}: full-text search from SPARQL.
 *
 * <pre>
 *   ?hit dkg:search "NOT_PERMITTED" .
 *   ?hit dkg:search ("NOT_PERMITTED" 10) .
 *   (?hit ?score) dkg:search ("NOT_PERMITTED" 10 "error") .   # third argument: entry type
 * </pre>
 * binds {@code ?hit} to the IRI of each hit, best first (default limit 10), and {@code ?score}
 * to its BM25 score as xsd:float. The searcher comes from the query context
 * ({@link #SEARCHER}, a {@link SearcherSource}), which the store sets on its dataset. A bad
 * argument (a limit that is not a whole number in range, text that is not a literal) is the
 * caller's error, a {@link BadInputException}, in every face.
 */
public final class SearchPF extends PropertyFunctionBase {
    /** Context key of the {@link SearcherSource} the function queries. */
    public static final Symbol SEARCHER = Symbol.create(DKG.NS + "searcher");
    static final int DEFAULT_LIMIT = 10;

    public SearchPF() { super(PropFuncArgType.PF_ARG_EITHER, PropFuncArgType.PF_ARG_EITHER); }

    /** Registers the function globally under {@code DKG.search}; repeat calls are harmless. */
    public static void register() {
        PropertyFunctionRegistry.get().put(DKG.search, SearchPF.class);
    }

    @Override
    public void build(PropFuncArg subject, Node predicate, PropFuncArg object, ExecutionContext cxt) {
        super.build(subject, predicate, object, cxt);
        if (subject.isList() && (subject.getArgListSize() < 1 || subject.getArgListSize() > 2))
            throw new QueryBuildException("dkg:search subject is ?hit or (?hit ?score)");
        if (object.isList() && (object.getArgListSize() < 1 || object.getArgListSize() > 3))
            throw new QueryBuildException("dkg:search object is \"text\" or (\"text\" limit [type])");
    }

    @Override
    public QueryIterator exec(Binding binding, PropFuncArg subject, Node predicate, PropFuncArg object,
                              ExecutionContext cxt) {
        Object found = cxt.getContext().get(SEARCHER);
        if (!(found instanceof SearcherSource searchers))
            throw new QueryExecException("dkg:search needs a doca-kg store (no searcher in the query context)");

        List<Node> args = object.isList() ? object.getArgList() : List.of(object.getArg());
        String text = literal(binding, args.get(0), "search text");
        int limit = args.size() > 1 ? limit(literal(binding, args.get(1), "limit")) : DEFAULT_LIMIT;
        String type = args.size() > 2 ? literal(binding, args.get(2), "type") : null;
        List<Hit> hits;
        try {
            hits = searchers.withSearcher(searcher -> searcher.searchWithoutSnippets(new SearchRequest(text, limit, type, null, null))).hits();
        } catch (IllegalArgumentException | BadInputException e) {
            throw new BadInputException("dkg:search: " + e.getMessage());
        }

        Node hitArg = subject.isList() ? subject.getArg(0) : subject.getArg();
        Node scoreArg = subject.isList() && subject.getArgListSize() > 1 ? subject.getArg(1) : null;
        List<Binding> out = new ArrayList<>();
        for (Hit h : hits) {
            var b = BindingFactory.builder(binding);
            if (!bind(b, binding, hitArg, NodeFactory.createURI(h.iri()))) continue;
            if (scoreArg != null && !bind(b, binding, scoreArg,
                    NodeFactory.createLiteralDT(Float.toString(h.score()), XSDDatatype.XSDfloat))) continue;
            out.add(b.build());
        }
        return QueryIterPlainWrapper.create(out.iterator(), cxt);
    }

    /** Binds a free variable, or checks a bound one / a constant against the value. */
    private static boolean bind(org.apache.jena.sparql.engine.binding.BindingBuilder b, Binding parent, Node arg, Node value) {
        Node bound = Var.lookup(parent, arg);
        if (bound != null && !Var.isVar(bound)) return bound.equals(value);
        b.add(Var.alloc(arg), value);
        return true;
    }

    private static String literal(Binding binding, Node arg, String what) {
        Node n = Var.lookup(binding, arg);
        if (n == null || !n.isLiteral()) throw new BadInputException("dkg:search: the " + what + " must be a literal, got " + arg);
        return n.getLiteralLexicalForm();
    }

    private static int limit(String lexical) {
        try {
            return Integer.parseInt(lexical.strip());
        } catch (NumberFormatException e) {
            throw new BadInputException("dkg:search: the limit must be a whole number, got '"
                    + (lexical.length() > 40 ? lexical.substring(0, 40) + "…" : lexical) + "'");
        }
    }
}
