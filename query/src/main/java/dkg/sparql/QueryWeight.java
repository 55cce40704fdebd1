package dkg.sparql;

import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.Triple;
import org.apache.jena.query.Query;
import org.apache.jena.sparql.algebra.Algebra;
import org.apache.jena.sparql.algebra.Op;
import org.apache.jena.sparql.algebra.OpVisitorBase;
import org.apache.jena.sparql.algebra.op.OpBGP;
import org.apache.jena.sparql.algebra.op.OpPath;
import org.apache.jena.sparql.algebra.op.OpProcedure;
import org.apache.jena.sparql.algebra.op.OpPropFunc;
import org.apache.jena.sparql.algebra.op.OpQuadPattern;
import org.apache.jena.sparql.algebra.op.OpTriple;
import org.apache.jena.sparql.algebra.walker.Walker;

/**
 * Sorts queries into light and heavy before they run, for admission control. A query is light
 * when everything it matches is a key lookup: no pattern at all ({@code ASK {}}), or only triple
 * patterns with a fixed subject or object and no property paths or functions. Everything else may
 * scan or join the whole store and is heavy. Cheap by construction, never by guess: a light query
 * touches only the triples of the nodes it names.
 */
public final class QueryWeight {
    private QueryWeight() {}

    public static boolean isHeavy(Query query) {
        if (query.isDescribeType() || query.getQueryPattern() == null) return query.isDescribeType();
        return isHeavy(Algebra.compile(query));
    }

    static boolean isHeavy(Op op) {
        AtomicBoolean heavy = new AtomicBoolean();
        Walker.walk(op, new OpVisitorBase() {
            @Override public void visit(OpBGP bgp) { bgp.getPattern().forEach(t -> { if (!keyed(t)) heavy.set(true); }); }
            @Override public void visit(OpTriple t) { if (!keyed(t.getTriple())) heavy.set(true); }
            @Override public void visit(OpQuadPattern q) { q.getBasicPattern().forEach(t -> { if (!keyed(t)) heavy.set(true); }); }
            @Override public void visit(OpPath p) { heavy.set(true); }
            @Override public void visit(OpPropFunc p) { heavy.set(true); }
            @Override public void visit(OpProcedure p) { heavy.set(true); }
        });
        return heavy.get();
    }

    private static boolean keyed(Triple t) { return fixed(t.getSubject()) || fixed(t.getObject()); }

    private static boolean fixed(Node n) { return n.isConcrete(); }
}
