package dkg.kg;

import dkg.vocab.DKG;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.jena.query.Query;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.graph.Node;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.engine.binding.Binding;
import org.apache.jena.sparql.engine.binding.BindingFactory;
import org.apache.jena.sparql.exec.QueryExec;
import org.apache.jena.sparql.exec.QueryExecBuilder;

/**
 * Runs the query classes' SELECTs over the store's union graph: {@link DKG#PREFIXES} prepended,
 * variables bound by substitution (never by string splicing), rows materialised. Call inside a read
 * transaction ({@code KgStore.read}).
 */
public final class GraphQuery {
    private GraphQuery() {}

    /**
     * Parsed queries by text: the texts are constants (values come by substitution, which copies
     * the query), and parsing was half of a warm describe.
     */
    private static final Map<String, Query> PARSED = new java.util.concurrent.ConcurrentHashMap<>();

    private static Query parsed(String query) {
        return PARSED.computeIfAbsent(query, q -> {
            Query parsed = QueryFactory.create(DKG.PREFIXES + q);
            parsed.getResultVars(); // computed on first use; done here so that shared use only reads
            return parsed;
        });
    }

    public static List<Binding> select(DatasetGraph dsg, String query, Map<String, Node> bind) {
        QueryExecBuilder b = QueryExec.dataset(dsg).query(parsed(query));
        bind.forEach(b::substitution);
        List<Binding> out = new ArrayList<>();
        try (QueryExec exec = b.build()) {
            // copied so that rows stay readable after the read transaction (TDB2 resolves nodes lazily)
            exec.select().forEachRemaining(row -> out.add(BindingFactory.copy(row)));
        }
        return out;
    }

    /** Lexical form of a bound literal or IRI, null when unbound. */
    public static String str(Binding row, String var) {
        Node n = row.get(var);
        if (n == null) return null;
        return n.isLiteral() ? n.getLiteralLexicalForm() : n.isURI() ? n.getURI() : n.toString();
    }

    /** A bound integer literal as a Long, null when unbound or not an integer. */
    public static Long integer(Binding row, String var) {
        Node n = row.get(var);
        if (n == null || !n.isLiteral()) return null;
        try {
            return Long.parseLong(n.getLiteralLexicalForm().strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** An integer literal as a Long, any other literal as its text (an enumerator's or macro's value). */
    public static Object value(Binding row, String var) {
        Long l = integer(row, var);
        return l != null ? l : str(row, var);
    }
}
